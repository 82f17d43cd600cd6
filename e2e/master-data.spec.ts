/** The applicant's master data in a real browser (issue 5 acceptance). */
import { expect, test } from './fixtures.ts';
import { locale, text } from './locales.ts';
import { AuthPages } from './pages/auth-pages.ts';
import { MasterDataPages, applicant } from './pages/master-data-pages.ts';

const validators = locale('hu', 'validators');
const LOAN_CALL = 'Kedvezményes kamatozású hitel kereskedelmi szálláshelyek fejlesztésére';

test('base data with errors then fixed → owners (share over 100 refused) → contacts → financial years with the size → reload keeps it', async ({
  page,
  portal,
  checkA11y,
}) => {
  void portal;
  // A long journey through five screens.
  test.setTimeout(120_000);
  const pages = new MasterDataPages(page);

  // Base data: an empty name is refused on the screen, a proper one is saved.
  await pages.ensureApplication(LOAN_CALL);
  await page.goto('/application/base');
  await expect(pages.field('base.name')).toBeVisible();
  await pages.field('base.name').fill('');
  await pages.save();
  await expect(page.getByText(text(validators, 'requiredField')).first()).toBeVisible();
  await pages.field('base.name').fill('Balatoni Panzió Kft.');
  await pages.field('base.statisticalNumber').fill('12345678-5510-113-01');
  await pages.search('base.businessForm', 'Korlátolt');
  await pages.search('base.teaor', '55');
  await pages.field('base.establishment').fill('2010-05-06');
  await pages.field('base.establishment').press('Enter');
  await pages.choose('base.qualificationCode', 'qualificationCode.KISVALLALKOZAS');
  await pages.choose('base.supportApplicantType', 'supportApplicantType.EGYEB_VALLALKOZAS');
  await pages.choose('base.transparentOrganization', 'transparentOrganization.NEM_ISMERT');
  await checkA11y(page);
  await pages.save();
  await pages.expectSaved();

  // Owners: three, one refused first because its share is over 100.
  await page.goto('/application/owners');
  const owners: Array<[string, string]> = [
    ['Kovács Anna', '50'],
    ['Nagy Péter', '30'],
    ['Anya Zrt.', '20'],
  ];
  for (const [index, [name, share]] of owners.entries()) {
    await pages.add();
    await pages.choose(
      'owner.type',
      index === 2 ? 'ownerType.JOGI_SZEMELY' : 'ownerType.TERMESZETES_SZEMELY',
    );
    await pages.field('owner.name').fill(name);
    await pages.field('owner.ownershipShare').fill(index === 0 ? '101' : share);
    await pages.field('owner.votingRights').fill(share);
    await pages.save();
    if (index === 0) {
      await expect(
        page.getByText(text(validators, 'tooHigh').replace('{{limit}}', '100')).first(),
      ).toBeVisible();
      await pages.field('owner.ownershipShare').fill(share);
      await pages.save();
    }
    await pages.expectSaved();
    await expect(pages.rows()).toHaveCount(index + 1);
  }

  // Contacts.
  await page.goto('/application/contact');
  await pages.add();
  await pages.field('contact.name').fill('Kiss Éva');
  await pages.choose('contact.contactStatus', 'contactStatus.KEPVISELO');
  await pages.field('contact.email').fill('eva@balatonipanzio.hu');
  await pages.save();
  await pages.expectSaved();

  // Financial years and the derived size.
  await page.goto('/application/financial');
  await pages.add();
  await pages.field('financial.netRevenue').fill('300000000');
  await pages.field('financial.balanceSheetTotal').fill('200000000');
  await pages.field('financial.averageHeadcount').fill('7');
  await pages.field('financial.operatingResult').fill('-1500000');
  await pages.save();
  await pages.expectSaved();
  await expect(page.getByTestId('enterprise-size')).toHaveText(
    text(applicant, 'enterpriseSize.micro'),
  );
  await checkA11y(page);

  // Addresses: two.
  await page.goto('/application/addresses');
  for (const [type, street] of [
    ['addressType.SZEKHELY', 'Fő utca 1.'],
    ['addressType.POSTACIM', 'Pf. 12'],
  ]) {
    await pages.add();
    await pages.choose('address.addressType', type ?? '');
    await pages.search('address.country', 'Magyar');
    await pages.field('address.postalCode').fill('8230');
    await pages.field('address.address').fill(street ?? '');
    await pages.save();
    await pages.expectSaved();
    // Other journeys may have given the shared demo applicant addresses: look for this one.
    await expect(pages.rows().filter({ hasText: street ?? '' })).toHaveCount(1);
  }

  // Reload shows it all.
  await page.goto('/application/base');
  await expect(pages.field('base.name')).toHaveValue('Balatoni Panzió Kft.');
  await page.goto('/application/owners');
  await expect(pages.rows()).toHaveCount(3);
  await page.goto('/application/contact');
  await expect(page.getByText('eva@balatonipanzio.hu')).toBeVisible();
  await page.goto('/application/addresses');
  for (const street of ['Fő utca 1.', 'Pf. 12']) {
    await expect(pages.rows().filter({ hasText: street })).toHaveCount(1);
  }
  await page.goto('/application/financial');
  await expect(page.getByTestId('enterprise-size')).toBeVisible();
});

test('an OWNER invites an EDITOR, who accepts by the mailed link, then sees the company and cannot manage users', async ({
  page,
  portal,
  browser,
  checkA11y,
}) => {
  void portal;
  test.setTimeout(120_000);
  // The invitee has an account of their own (registered with the invited e-mail).
  const context = await browser.newContext();
  const editorPage = await context.newPage();
  const auth = new AuthPages(editorPage);
  const { email } = await auth.registerAndSignIn('Meghívott Saját Kft.');

  await page.goto('/settings/users');
  await page.getByRole('button', { name: text(applicant, 'users.add') }).click();
  await page.getByLabel(text(locale('hu', 'form'), 'user.fullName')).fill('Szerkesztő Szilvia');
  await page.getByLabel(text(locale('hu', 'form'), 'fields.email')).fill(email);
  await page.getByRole('button', { name: text(applicant, 'page.save') }).click();
  // Pending, not a member: listed under the pending invitations only.
  await expect(
    page.getByRole('heading', { name: text(applicant, 'users.pendingTitle') }),
  ).toBeVisible();
  const pending = page.getByRole('table', { name: text(applicant, 'users.pendingTitle') });
  await expect(pending.getByText(email)).toBeVisible();
  await checkA11y(page);
  const ownerPages = new MasterDataPages(page);
  const ownerIds = (
    await ownerPages.api('POST', 'felhasznalok/felhasznalok/search-by-current', {})
  ).data.map((row: { id: number }) => row.id) as number[];
  const editorPages = new MasterDataPages(editorPage);
  const idsOf = async () =>
    (await editorPages.api('POST', 'felhasznalok/felhasznalok/search-by-current', {})).data.map(
      (row: { id: number }) => row.id,
    ) as number[];
  const before = await idsOf();
  expect(before.filter((id) => ownerIds.includes(id))).toEqual([]);

  // The invitee opens the mailed link, sees the offer and accepts.
  const link = new URL(
    (await auth.mailTo(email, /(https?:\/\/\S+\/acceptInvite\?token=[\w-]+)/))[1] ?? '',
  );
  await editorPage.goto(link.pathname + link.search);
  await expect(
    editorPage.getByRole('heading', { name: text(applicant, 'users.acceptTitle') }),
  ).toBeVisible();
  await checkA11y(editorPage);
  await editorPage.getByRole('button', { name: text(applicant, 'users.accept') }).click();
  await editorPage.waitForURL((url) => url.pathname === '/');
  const gained = (await idsOf()).filter((id) => !before.includes(id));
  expect(gained).toHaveLength(1);
  const owned = gained[0] ?? 0;
  expect(ownerIds).toContain(owned);

  // Now a member of the owner's company, listed as such; an EDITOR cannot manage users.
  await page.reload();
  await expect(
    page.getByRole('region', { name: text(applicant, 'users.title') }).getByText(email),
  ).toBeVisible();
  await expect(page.getByText(text(applicant, 'users.noPending'))).toBeVisible();
  const refused = await editorPage.request.fetch(`/api/tamogatast-igenylok/${owned}/felhasznalok`, {
    method: 'POST',
    data: { fullName: 'X', email: `x${Date.now()}@pelda.hu`, applicantRole: 'EDITOR' },
    headers: {
      'X-XSRF-TOKEN': decodeURIComponent(
        (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
      ),
    },
  });
  expect(refused.status()).toBe(403);
  await context.close();
});

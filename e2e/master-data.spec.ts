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
  await pages.ensureTender(LOAN_CALL);
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

test('an OWNER adds an EDITOR, who sees the company and cannot manage users', async ({
  page,
  portal,
  browser,
}) => {
  void portal;
  const email = `szerkeszto-${Date.now()}@pelda.hu`;
  await page.goto('/settings/users');
  await page.getByRole('button', { name: text(applicant, 'users.add') }).click();
  await page.getByLabel(text(locale('hu', 'form'), 'user.fullName')).fill('Szerkesztő Szilvia');
  await page.getByLabel(text(locale('hu', 'form'), 'fields.email')).fill(email);
  await page.getByRole('button', { name: text(applicant, 'page.save') }).click();
  await expect(page.getByText(email)).toBeVisible();

  // The editor sets a password from the mail, signs in and looks around.
  const context = await browser.newContext();
  const editorPage = await context.newPage();
  const auth = new AuthPages(editorPage);
  const link = await auth.mailTo(email, /(https?:\/\/\S+\/setPassword\?token=[\w-]+)/);
  const url = new URL(link[1] ?? '');
  await editorPage.goto(url.pathname + url.search);
  const password = 'Téli-Tihany-2026!';
  const form = locale('hu', 'form');
  await editorPage.getByLabel(text(form, 'fields.newPassword')).fill(password);
  await editorPage.getByLabel(text(form, 'fields.passwordAgain')).fill(password);
  await editorPage
    .getByRole('button', { name: text(locale('hu', 'auth'), 'setPassword.submit') })
    .click();
  await expect(editorPage).toHaveURL(/\/login/);
  await auth.login(email, password);
  if (editorPage.url().includes('/2Fa')) {
    const code = await auth.mailTo(email, /\b(\d{6})\b/);
    await editorPage
      .getByRole('textbox')
      .first()
      .fill(code[1] ?? '');
    await editorPage.keyboard.press('Enter');
  }
  await editorPage.waitForURL((current) => !/\/(login|2Fa)/.test(current.pathname));
  // The editor sees the company's base data as the owner does.
  // (The application screens sit behind the tender gate: each session picks a tender first.)
  const ownerPages = new MasterDataPages(page);
  await ownerPages.ensureTender(LOAN_CALL);
  await expect(ownerPages.field('base.name')).not.toHaveValue('');
  const companyName = await ownerPages.field('base.name').inputValue();
  const editorPages = new MasterDataPages(editorPage);
  await editorPages.ensureTender(LOAN_CALL);
  await expect(editorPages.field('base.name')).toHaveValue(companyName);
  await editorPage.goto('/settings/users');
  await expect(editorPage.getByText(text(applicant, 'users.onlyOwner'))).toBeVisible();
  await expect(editorPage.getByRole('button', { name: text(applicant, 'users.add') })).toHaveCount(
    0,
  );
  await context.close();
});

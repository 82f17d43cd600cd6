/**
 * Issue 20's acceptance, by keyboard alone: a new company registers (1280 px), sets its password,
 * signs in with the mailed second factor, starts the loan call's application from the dashboard,
 * finds its TEÁOR by "5510" and chooses it with Enter, and meets the VAT statuses by their labels;
 * then the master-data pages at 390 px, none scrolling the page sideways. axe and the raw-code scan
 * on every page. Addresses in the URL bar count as keyboard: a person types them.
 *
 * The second test walks the whole journey by keyboard at 1280 px: registration to the receipt of
 * the submission (address, loan claim, custom fields, knock-out, documents through the file
 * chooser, statements, the three submission steps with the signed final document), asserting
 * where the focus is after each action that used to drop it. axe and the code scan on each page.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { signPdf } from '../tests/helpers/signing.ts';
import { expect, test } from './fixtures.ts';
import { locale, text } from './locales.ts';
import { REQUIRED_DOCUMENTS } from './pages/application-pages.ts';
import { AuthPages } from './pages/auth-pages.ts';

const form = locale('hu', 'form');
const auth = locale('hu', 'auth');
const applicant = locale('hu', 'applicant');
const calls = locale('hu', 'calls');
const common = locale('hu', 'common');
const progress = locale('hu', 'progress');
const LOAN_CALL = 'Kedvezményes kamatozású hitel kereskedelmi szálláshelyek fejlesztésére';

// Registration, two mails and 2FA by keyboard, then nine pages with axe: long on a loaded machine.
test.describe.configure({ timeout: 600_000 });

/** Presses Tab (Shift+Tab when `back`) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80, back = false): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element.matches(':focus')).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reached by ${max} Tab presses`).toBeFocused();
}

/** A JSON file of the repository. */
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '..', file), 'utf8')) as Record<
    string,
    unknown
  >;

/** The enum codes of the forms and the loan call: none may show as text to a person. */
function rawCodes(): string[] {
  const call = 'schemas/calls/szallashely-fejlesztesi-hitel-2026';
  const statements = read(`${call}/statements.json`).statements as { id: string }[];
  const documents = read(`${call}/documents.json`).documents as { category: string }[];
  const enums = (file: string) =>
    Object.values(read(file).properties as Record<string, { enum?: unknown[] }>)
      .flatMap((property) => property.enum ?? [])
      .filter((value): value is string => typeof value === 'string' && value.length > 1);
  return [
    ...statements.map((statement) => statement.id),
    ...documents.map((document) => document.category),
    ...enums('schemas/forms/applicant-base/applicant-base.schema.json'),
    ...enums('schemas/forms/registration/registration.schema.json'),
    ...codesIn(read(`${call}/custom-fields.schema.json`)),
    ...codesIn(read(`${call}/knock-out.json`)),
    ...codesIn(read('schemas/forms/applicant-address/applicant-address.schema.json')),
    ...codesIn(read('schemas/forms/loan-claim/loan-claim.schema.json')),
    'SAJAT_FORRAS',
    'BANKI_HITEL',
    'EGYEB_TAMOGATAS',
    // The application's status and submission steps.
    'UNDER_EDITING',
    'ADATOK_ELLENORIZVE',
    'VEGLEGESITO_GENERALVA',
    'VEGLEGESITO_FELTOLTVE',
  ];
}

/** Every code-like value (upper case, digits, _ or -) of an `enum`, a `const` or an `id` in a JSON tree. */
function codesIn(tree: unknown): string[] {
  const codes: string[] = [];
  const code = (value: unknown) => {
    if (typeof value === 'string' && /^[A-Z][A-Z0-9_-]+$/.test(value)) codes.push(value);
  };
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'enum' && Array.isArray(value)) value.forEach(code);
      else if (key === 'const' || key === 'id') code(value);
      else walk(value);
    }
  };
  walk(tree);
  return codes;
}

async function expectNoRawCodes(page: Page): Promise<void> {
  const visible = await page.locator('body').innerText();
  const shown = rawCodes().filter((code) => new RegExp(`\\b${code}\\b`).test(visible));
  expect(shown, `raw codes visible on ${page.url()}`).toEqual([]);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  // Polled: the shell relayouts (sidebar to sheet) after a resize or a load.
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
}

/**
 * Registration, the password from the mailed link and sign-in with the mailed second factor, by
 * keyboard alone at 1280 px; ends signed in on the dashboard. axe on every page.
 */
async function registerByKeyboard(
  page: Page,
  checkA11y: (page: Page) => Promise<void>,
  companyName: string,
): Promise<string> {
  await page.setViewportSize({ width: 1280, height: 900 });
  const mail = new AuthPages(page);
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `e2e-kb-${unique}@pelda.hu`;
  const password = 'Nyári-Balaton-2026!';

  // Registration.
  await page.goto('/registration');
  const name = page.getByRole('textbox', { name: text(form, 'registration.name') });
  await expect(name).toBeVisible();
  await checkA11y(page);
  await expectNoRawCodes(page);
  await tabTo(page, name);
  await page.keyboard.type(companyName);
  await tabTo(page, page.getByRole('textbox', { name: text(form, 'fields.email') }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole('textbox', { name: text(form, 'fields.taxNumber') }));
  await page.keyboard.type(`${unique.slice(-8)}-2-41`);
  const company = page.getByLabel(text(form, 'applicantType.JOINT_VENTURE'));
  await tabTo(page, company);
  await page.keyboard.press('Space');
  await expect(company).toBeChecked();
  const terms = page.getByLabel(text(form, 'registration.termsAccepted'));
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.locator('altcha-widget input[type="checkbox"]'));
  await page.keyboard.press('Space');
  await expect(page.locator('altcha-widget input[name="altcha"]')).not.toHaveValue('', {
    timeout: 20_000,
  });
  await tabTo(page, page.getByRole('button', { name: text(auth, 'registration.submit') }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(text(auth, 'registration.success'))).toBeVisible();
  await checkA11y(page);

  // The password from the mailed link.
  const link = new URL(
    (await mail.mailTo(email, /(https?:\/\/\S+\/setPassword\?token=[\w&=-]+)/))[1]!,
  );
  await page.goto(link.pathname + link.search);
  // A company's owner, named by the registration only through the company, is asked for their
  // own name here (decision 0038).
  const ownerName = `Billentyűs Béla ${unique.slice(-4)}`;
  await tabTo(page, page.getByLabel(text(form, 'setPassword.fullName')));
  await page.keyboard.type(ownerName);
  await tabTo(page, page.getByLabel(text(form, 'fields.newPassword')));
  await page.keyboard.type(password);
  await tabTo(page, page.getByLabel(text(form, 'fields.passwordAgain')));
  await page.keyboard.type(password);
  await checkA11y(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login/);

  // Sign-in and the mailed second factor.
  await tabTo(page, page.getByLabel(text(form, 'fields.email')));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel(text(form, 'fields.password')));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/2Fa/);
  await checkA11y(page);
  const code = await mail.mailTo(email, /\b(\d{6})\b/);
  await tabTo(page, page.getByLabel(text(form, 'twoFactor.code')));
  await page.keyboard.type(code[1]!);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText(ownerName).first()).toBeVisible();
  await checkA11y(page);
  await expectNoRawCodes(page);
  return email;
}

test('a new company by keyboard alone: registration, password, 2FA, an application, its activity code; master data at 390 px', async ({
  page,
  checkA11y,
}) => {
  await registerByKeyboard(page, checkA11y, 'Billentyűs Panzió Kft.');

  // The loan call's application, started from its card.
  const card = page.locator('.call-card', { has: page.getByRole('heading', { name: LOAN_CALL }) });
  const start = card.getByRole('button', { name: 'Pályázat indítása' });
  await expect(start).toBeVisible();
  await tabTo(page, start, 200);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/application');
  await checkA11y(page);
  await expectNoRawCodes(page);

  // Base data: the TEÁOR found by its code without the dot, chosen with Enter, not submitted.
  await page.goto('/application/base');
  const teaor = page.getByLabel(text(applicant, 'base.teaor'));
  await expect(teaor).toBeVisible({ timeout: 30_000 });
  await checkA11y(page);
  await expectNoRawCodes(page);
  await tabTo(page, teaor, 150);
  await page.keyboard.type('5510');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveText(/55\.10/);
  await page.keyboard.press('Enter');
  await expect(teaor).toHaveValue(/Szállodai szolgáltatás/);
  await expect(teaor).toBeFocused();
  await expect(page.getByText(text(applicant, 'page.saved'))).toHaveCount(0);
  // The official list is shipped: a code far from tourism is there too.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('0510');
  await expect(options.first()).toHaveText(/05\.10 Feketeszén-bányászat/);
  await page.keyboard.press('Escape');

  // The loan claim offers the VAT statuses by their labels.
  await page.goto('/application/loan-claim');
  const vat = page.getByLabel(text(calls, 'loanClaim.afaStatusz'));
  await expect(vat).toBeVisible({ timeout: 30_000 });
  const labels = await vat.locator('option').allTextContents();
  expect(labels).toContain(text(calls, 'loanClaim.afa.D'));
  expect(labels.filter((label) => /^[A-G]$/.test(label.trim()))).toEqual([]);
  await checkA11y(page);
  await expectNoRawCodes(page);

  // The master data at 390 px: no page scrolls sideways, axe and the code scan on each.
  await page.setViewportSize({ width: 390, height: 800 });
  for (const pagePath of [
    '/application/base',
    '/application/addresses',
    '/application/owners',
    '/application/contact',
    '/application/financial',
    '/settings/users',
  ]) {
    await page.goto(pagePath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await noSidewaysScroll(page);
    await expectNoRawCodes(page);
    await checkA11y(page);
  }
});

/** A small valid PDF of its own per label. */
function pdfFor(label: string): Buffer {
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n% ${label}\n1 0 obj\n<< /Type /Catalog >>\nendobj\n`),
    Buffer.alloc(1024, 0x20),
    Buffer.from('%%EOF\n'),
  ]);
}

/**
 * Moves the focus to `target` by Tab, as a person does: Shift+Tab when it lies before the focus
 * (the sidebar seen from the page's content), Tab otherwise. Fails after `max` presses.
 */
async function reach(page: Page, target: Locator, max = 120): Promise<void> {
  await expect(target).toBeVisible();
  const before = await target.evaluate((element) => {
    const focused = document.activeElement;
    return (
      focused !== null &&
      focused !== document.body &&
      !element.contains(focused) &&
      (element.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    );
  });
  await tabTo(page, target, max, before);
}

/** The page has loaded: its heading shown, its requests answered; then axe and the code scan. */
async function seen(page: Page, checkA11y: (page: Page) => Promise<void>): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await checkA11y(page);
  await expectNoRawCodes(page);
}

/** Types into `field` after selecting what is there (the keyboard's way to replace a value). */
async function typeInto(page: Page, field: Locator, value: string): Promise<void> {
  await reach(page, field);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(value);
}

test('a new applicant by keyboard alone, from registration to the receipt of the submission', async ({
  page,
  checkA11y,
}) => {
  // Registration, 2FA, about forty fields by keyboard and axe on twenty pages: 66 s measured on a
  // quiet machine, 2 min on a loaded one; 6 min is the budget the journey must stay within.
  test.setTimeout(360_000);
  const started = Date.now();
  await registerByKeyboard(page, checkA11y, 'Billentyűs Vendégház Kft.');
  const sidebar = page.locator('#sidebar');
  /**
   * Follows a link of the sidebar by Tab and Enter, opening its group first when it is closed;
   * the page it leads to is checked.
   */
  const menu = async (key: string, url: RegExp, group?: string) => {
    const link = sidebar.getByRole('link', { name: text(common, key), exact: true });
    if (group && !(await link.isVisible())) {
      await reach(page, sidebar.getByRole('button', { name: text(common, group), exact: true }));
      await page.keyboard.press('Enter');
    }
    await reach(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(url);
    await seen(page, checkA11y);
  };
  const toast = (message: string) => page.locator('.bp6-toast', { hasText: message }).first();

  // The loan call's application, started from its card on the dashboard.
  const card = page.locator('.call-card', { has: page.getByRole('heading', { name: LOAN_CALL }) });
  await reach(page, card.getByRole('button', { name: text(calls, 'dashboard.start') }), 200);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/application');
  await seen(page, checkA11y);

  // The implementation site: a new address of the company.
  await menu('menu.addresses', /\/application\/addresses$/, 'menu.application');
  await reach(page, page.getByRole('button', { name: text(applicant, 'page.add') }));
  await page.keyboard.press('Enter');
  const addressType = page.getByLabel(text(applicant, 'address.addressType'));
  await reach(page, addressType);
  await page.keyboard.type(text(applicant, 'addressType.TELEPHELY'));
  await expect(addressType.locator('option:checked')).toHaveText(
    text(applicant, 'addressType.TELEPHELY'),
  );
  await typeInto(page, page.getByLabel(text(applicant, 'address.cityName')), 'Siófok');
  await typeInto(page, page.getByLabel(text(applicant, 'address.postalCode')), '8600');
  await typeInto(page, page.getByLabel(text(applicant, 'address.address')), 'Petőfi sétány 5.');
  await checkA11y(page);
  await reach(page, page.getByRole('button', { name: text(applicant, 'page.save') }));
  await page.keyboard.press('Enter');
  await expect(toast(text(applicant, 'page.saved'))).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Petőfi sétány 5.' })).toBeVisible();

  // The loan claim: amounts, dates, the VAT status, the treasury circle, the site, own funds.
  await menu('menu.loanClaim', /\/application\/loan-claim$/, 'menu.application');
  const claim = (key: string) => page.getByLabel(text(calls, `loanClaim.${key}`));
  await typeInto(page, claim('projektCim'), 'A Vendégház bővítése');
  await typeInto(page, claim('rovidLeiras'), 'Hat új szoba és egy közösségi tér építése.');
  await typeInto(page, claim('igenyeltTamogatas'), '80000000');
  await typeInto(page, claim('elszamolhatoKoltseg'), '100000000');
  await typeInto(page, claim('igenyeltEloleg'), '20000000');
  // A date typed the Hungarian way; Tab leaves the field for the next one (not into a calendar).
  const begin = claim('tervezettKezdet');
  await typeInto(page, begin, '2027.03.01');
  await page.keyboard.press('Tab');
  const end = claim('tervezettFizikaiBefejezes');
  await expect(end).toBeFocused();
  await page.keyboard.type('2028.06.30');
  // Enter takes the typed date; it does not submit the form.
  await page.keyboard.press('Enter');
  await expect(end).toBeFocused();
  await expect(end).toHaveValue(/^2028\. ?06\. ?30\.?$/);
  await expect(toast(text(calls, 'loanClaim.saved'))).toHaveCount(0);
  // Escape closes the calendar and keeps the focus where it was.
  await page.keyboard.press('Escape');
  await expect(end).toBeFocused();
  await expect(page.locator('.bp6-datepicker')).toHaveCount(0);
  await expect(begin).toHaveValue('2027. 03. 01.');
  // The VAT status by its label: the second status with the arrow keys.
  const vat = claim('afaStatusz');
  await reach(page, vat);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(vat.locator('option:checked')).toHaveText(text(calls, 'loanClaim.afa.B'));
  // The treasury circle, a required choice nothing answers in advance: the first radio by Tab,
  // the second by an arrow key.
  const yes = page.getByRole('radio', { name: text(calls, 'loanClaim.yes') });
  const no = page.getByRole('radio', { name: text(calls, 'loanClaim.no') });
  await expect(yes).not.toBeChecked();
  await expect(no).not.toBeChecked();
  await reach(page, yes);
  await page.keyboard.press('ArrowRight');
  await expect(no).toBeFocused();
  await expect(no).toBeChecked();
  const site = page.getByRole('checkbox', { name: /Petőfi sétány 5\./ });
  await reach(page, site);
  await page.keyboard.press('Space');
  await expect(site).toBeChecked();
  await typeInto(page, claim('forras.SAJAT_FORRAS'), '20000000');
  await checkA11y(page);
  const save = page.getByRole('button', { name: text(calls, 'actions.save') });
  await reach(page, save);
  await page.keyboard.press('Enter');
  await expect(toast(text(calls, 'loanClaim.saved'))).toBeVisible();
  await expect(save).toBeFocused();
  await expectNoRawCodes(page);

  // The call's custom fields.
  await menu('menu.supportContent', /\/application\/supportContent$/, 'menu.application');
  await typeInto(page, page.getByLabel('NTAK regisztrációs szám'), 'MA12345678');
  await reach(page, page.getByRole('radio', { name: 'Szálloda' }));
  await page.keyboard.press('ArrowDown');
  const guesthouse = page.getByRole('radio', { name: 'Panzió' });
  await expect(guesthouse).toBeFocused();
  await expect(guesthouse).toBeChecked();
  await typeInto(page, page.getByLabel('Szobák száma jelenleg'), '12');
  await typeInto(page, page.getByLabel('Szobák száma a fejlesztés után'), '18');
  await typeInto(
    page,
    page.getByLabel('A tervezett fejlesztés bemutatása'),
    'A vendégház udvari szárnyában hat új, akadálymentes szobát és egy közösségi teret alakítunk ki, napelemes rendszerrel és hőszivattyúval, így a vendégek egész évben igényes szolgáltatást kapnak a Balaton partján, a falu központjában.',
  );
  await typeInto(page, page.getByLabel('Vendégéjszakák száma az előző naptári évben'), '5200');
  await reach(page, page.getByRole('button', { name: text(calls, 'actions.save') }));
  await page.keyboard.press('Enter');
  await expect(toast(text(calls, 'customFields.saved'))).toBeVisible();

  // The knock-out criteria: the next step the dashboard offers.
  await menu('menu.dashboard', /\/$/);
  await reach(
    page,
    page.getByRole('button', {
      name: text(calls, 'dashboard.nextStep').replace('{{step}}', text(calls, 'sections.knockOut')),
    }),
    200,
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/application\/tenderKoList$/);
  await seen(page, checkA11y);
  const criteria = page.getByRole('checkbox');
  await expect(criteria).toHaveCount(4);
  for (const criterion of await criteria.all()) {
    await reach(page, criterion);
    await Promise.all([
      page.waitForResponse(
        (response) => response.url().includes('/kizaro-feltetelek') && response.ok(),
      ),
      page.keyboard.press('Space'),
    ]);
    await expect(criterion).toBeChecked();
  }

  // The required documents: each upload control reached by Tab and opened with Enter.
  await menu('menu.attachments', /\/attachments$/);
  for (const category of REQUIRED_DOCUMENTS) {
    const documentCard = page.getByTestId(`document-${category}`);
    const input = documentCard.locator('input[type=file]');
    await reach(page, input);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.keyboard.press('Enter'),
    ]);
    await chooser.setFiles({
      name: `${category.toLowerCase()}.pdf`,
      mimeType: 'application/pdf',
      buffer: pdfFor(category),
    });
    await expect(documentCard.getByText('Feltöltve', { exact: true }).first()).toBeVisible();
    // The focus stays on the control it was on, so the next card is one Tab away.
    await expect(input).toBeFocused();
  }
  await expectNoRawCodes(page);
  await checkA11y(page);

  // The statements, each accepted with Space.
  await menu('menu.statements', /\/statements$/);
  for (const id of ['ADATKEZELES', 'KOZTARTOZAS', 'CSEKELY_OSSZEGU']) {
    const statement = page.getByTestId(`statement-${id}`);
    await reach(page, statement.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await expect(statement.getByText(/Elfogadta: /)).toBeVisible();
  }
  await expectNoRawCodes(page);

  // Every section complete on the overview, opened from the dashboard.
  await menu('menu.dashboard', /\/$/);
  await reach(page, page.getByRole('button', { name: text(calls, 'dashboard.open') }), 200);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/application$/);
  await seen(page, checkA11y);
  for (const section of ['loanClaim', 'customFields', 'knockOut', 'documents', 'statements']) {
    await expect(page.getByTestId(`section-${section}`)).toHaveAttribute('data-complete', 'true');
  }

  // Submission: the data checked, the final document downloaded, signed and uploaded, confirmed.
  await menu('menu.submit', /\/progress\/submit$/, 'menu.progress');
  const check = page.getByRole('button', { name: text(progress, 'page.checkButton') });
  await reach(page, check);
  await page.keyboard.press('Enter');
  await expect(page.getByText(text(progress, 'page.checkOk'))).toBeVisible();
  await expect(check).toBeFocused();
  await seen(page, checkA11y);
  await reach(page, page.getByRole('button', { name: text(progress, 'page.downloadFinal') }));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  const finalDocument = await readFile((await download.path()) as string);
  expect(finalDocument.subarray(0, 5).toString()).toBe('%PDF-');
  const signed = await signPdf(finalDocument);
  const signedInput = page.getByLabel(text(progress, 'page.uploadSigned'));
  await expect(signedInput).toBeEnabled();
  await reach(page, signedInput);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.keyboard.press('Enter'),
  ]);
  await chooser.setFiles({
    name: 'veglegesito-alairt.pdf',
    mimeType: 'application/pdf',
    buffer: signed,
  });
  const submit = page.getByRole('button', { name: text(progress, 'page.submitButton') });
  await expect(submit).toBeEnabled();
  await seen(page, checkA11y);
  await reach(page, submit);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('button', { name: text(progress, 'page.confirmSubmit') });
  await expect(page.getByText(text(progress, 'page.confirmFinal'))).toBeVisible();
  await checkA11y(page);
  await reach(page, confirm, 10);
  await page.keyboard.press('Enter');

  // The receipt is seen, and the focus is on it.
  const receipt = page.getByRole('definition');
  await expect(page.getByText(text(progress, 'page.receiptTitle'))).toBeVisible();
  await expect(page.locator('.submission-receipt')).toBeFocused();
  expect((await receipt.nth(0).innerText()).trim().length).toBeGreaterThan(0);
  expect((await receipt.nth(2).innerText()).trim()).toMatch(/^[0-9a-f]{64}$/);
  await seen(page, checkA11y);
  test.info().annotations.push({
    type: 'duration',
    description: `keyboard journey: ${Math.round((Date.now() - started) / 1000)} s`,
  });
});

/**
 * Issue 20's acceptance, by keyboard alone: a new company registers (1280 px), sets its password,
 * signs in with the mailed second factor, starts the loan call's application from the dashboard,
 * finds its TEÁOR by "5510" and chooses it with Enter, and meets the VAT statuses by their labels;
 * then the master-data pages at 390 px, none scrolling the page sideways. axe and the raw-code scan
 * on every page. Addresses in the URL bar count as keyboard: a person types them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { locale, text } from './locales.ts';
import { AuthPages } from './pages/auth-pages.ts';

const form = locale('hu', 'form');
const auth = locale('hu', 'auth');
const applicant = locale('hu', 'applicant');
const calls = locale('hu', 'calls');
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
    'SAJAT_FORRAS',
    'BANKI_HITEL',
    'EGYEB_TAMOGATAS',
  ];
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

test('a new company by keyboard alone: registration, password, 2FA, an application, its activity code; master data at 390 px', async ({
  page,
  checkA11y,
}) => {
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
  await page.keyboard.type('Billentyűs Panzió Kft.');
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
    (await mail.mailTo(email, /(https?:\/\/\S+\/setPassword\?token=[\w-]+)/))[1]!,
  );
  await page.goto(link.pathname + link.search);
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
  await checkA11y(page);
  await expectNoRawCodes(page);

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

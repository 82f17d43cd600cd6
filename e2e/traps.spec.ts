/**
 * Issue 20 in a real browser: a new company meets the application gate and is led to start an
 * application; the master data is reachable by links; a suggest field is chosen by keyboard
 * without submitting; a dirty form is not left silently; a Hungarian date is taken; a toast
 * raised at the bottom of a scrolled page is inside the viewport. axe on every page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, testWithOwnApplicant } from './fixtures.ts';
import { locale, text } from './locales.ts';
import { ApplicationPages } from './pages/application-pages.ts';

const common = locale('hu', 'common');
const calls = locale('hu', 'calls');
const applicant = locale('hu', 'applicant');
const form = locale('hu', 'form');
/** An executable renamed to .pdf: the server refuses it. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), Buffer.alloc(1024, 0)]);
const LOAN_CALL = 'Kedvezményes kamatozású hitel kereskedelmi szálláshelyek fejlesztésére';

/** A JSON file of the repository. */
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '..', file), 'utf8')) as Record<
    string,
    unknown
  >;

/** The loan call's codes and the base form's enum values: none may show as text to a person. */
function rawCodes(): string[] {
  const call = 'schemas/calls/szallashely-fejlesztesi-hitel-2026';
  const statements = read(`${call}/statements.json`).statements as { id: string }[];
  const documents = read(`${call}/documents.json`).documents as { category: string }[];
  const base = read('schemas/forms/applicant-base/applicant-base.schema.json').properties as Record<
    string,
    { enum?: string[] }
  >;
  return [
    ...statements.map((statement) => statement.id),
    ...documents.map((document) => document.category),
    ...Object.values(base).flatMap((property) => property.enum ?? []),
  ];
}

async function expectNoRawCodes(page: Page): Promise<void> {
  const visible = await page.locator('body').innerText();
  const shown = rawCodes().filter((code) => new RegExp(`\\b${code}\\b`).test(visible));
  expect(shown, `raw codes visible on ${page.url()}`).toEqual([]);
}

const test = testWithOwnApplicant('Csapdamentes Vendégház Kft.');
// Registration, the set-password mail and 2FA run in the fixture, inside the test's time.
test.describe.configure({ timeout: 300_000 });

test('a new company is led from the gate to an application, then through its data without traps', async ({
  page,
  portal,
  checkA11y,
}) => {
  // The gate says why and leads straight to starting an application.
  await portal.open('/application/base');
  await expect(
    page.getByRole('heading', { name: text(common, 'applicationRequired.title') }),
  ).toBeVisible();
  await expect(page.getByText(text(common, 'applicationRequired.why'))).toBeVisible();
  await checkA11y(page);
  await page
    .getByRole('link', { name: text(common, 'applicationRequired.startApplicationLink') })
    .click();
  const openCalls = page.getByRole('heading', { name: text(calls, 'dashboard.openCalls') });
  await expect(openCalls).toBeFocused();
  await checkA11y(page);
  await new ApplicationPages(page).startApplication(LOAN_CALL);

  // Contacts are reachable from the application overview.
  await page.getByRole('link', { name: text(calls, 'application.contactsLink') }).click();
  await expect(page).toHaveURL(/\/application\/contact$/);
  await checkA11y(page);

  // No code is shown where a label belongs.
  await page.goto('/statements');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoRawCodes(page);
  await checkA11y(page);

  // Base data: a suggest field chosen by keyboard, without submitting the form.
  await page.goto('/application/base');
  const businessForm = page.getByLabel(text(applicant, 'base.businessForm'));
  await expect(businessForm).toBeVisible({ timeout: 30_000 });
  await expectNoRawCodes(page);
  await businessForm.focus();
  await businessForm.pressSequentially('Korlát');
  // Once the list is filtered, the first match is highlighted; Enter chooses it.
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveText(/Korlátolt/);
  await expect(options.filter({ hasText: /Részvény/ })).toHaveCount(0);
  await businessForm.press('Enter');
  await expect(businessForm).toHaveValue(/Korlátolt felelősségű/);
  await expect(businessForm).toBeFocused();
  await expect(page.getByText(text(applicant, 'page.saved'))).toHaveCount(0);

  // A Hungarian date is taken and shown the portal's way.
  const establishment = page.getByLabel(text(applicant, 'base.establishment'));
  await establishment.fill('2010.05.06');
  await establishment.press('Tab');
  await expect(establishment).toHaveValue('2010. 05. 06.');

  // Leaving the dirty form through the sidebar asks; staying keeps the typed data.
  const shortName = page.getByLabel(text(applicant, 'base.shortName'));
  await shortName.fill('Csapdamentes');
  await portal.sidebar.getByRole('link', { name: text(common, 'menu.addresses') }).click();
  const dialog = page.getByRole('dialog', { name: text(form, 'unsavedChanges.title') });
  await expect(dialog).toBeVisible();
  await checkA11y(page);
  await dialog.getByRole('button', { name: text(form, 'unsavedChanges.stay') }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/application\/base$/);
  await expect(shortName).toHaveValue('Csapdamentes');

  // Discarding leaves through the same link.
  await portal.sidebar.getByRole('link', { name: text(common, 'menu.attachments') }).click();
  await dialog.getByRole('button', { name: text(form, 'unsavedChanges.discard') }).click();
  await expect(page).toHaveURL(/\/attachments$/);

  // An upload error on the lowest document card of a page scrolled to its bottom: the toast is
  // inside the viewport.
  await page.setViewportSize({ width: 1280, height: 600 });
  const cards = page.locator('li[id][data-testid^="document-"]');
  await expect(cards.first()).toBeVisible();
  await expectNoRawCodes(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await cards
    .last()
    .locator('input[type=file]')
    .setInputFiles({ name: 'terv.pdf', mimeType: 'application/pdf', buffer: EXE });
  const toast = page.locator('.bp6-toast').first();
  await expect(toast).toBeVisible();
  // Measured once its slide-in has ended: mid-animation it is still partly below the fold.
  await expect
    .poll(async () => {
      const box = await toast.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 600;
    })
    .toBe(true);

  // The users page is reachable from the user menu.
  await portal.userMenuButton.click();
  await page.getByRole('menuitem', { name: text(common, 'userMenu.users') }).click();
  await expect(page).toHaveURL(/\/settings\/users$/);
  await expect(page.getByRole('heading', { name: text(applicant, 'users.title') })).toBeVisible();
  await checkA11y(page);

  // At 390 px the users table scrolls in its own region; the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.locator('.table-scroll')).toBeVisible();
  // Polled: the shell relayouts (sidebar to sheet, toasts leaving) after the resize.
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
  // The environment banner does not cover the menu button.
  const banner = await portal.environmentBanner.boundingBox();
  const menuButton = await portal.sidebarToggle.boundingBox();
  expect(banner && menuButton && banner.y + banner.height <= menuButton.y).toBe(true);
  await checkA11y(page);
});

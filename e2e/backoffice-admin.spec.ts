/**
 * The back office's call editors and administrators (issue 15 items 5 and 6, decision 0017) in
 * Chromium with axe on every page: a call editor lists the loaded call folders and previews a
 * call in Hungarian and English (the applicant's custom-field form, knock-out criteria,
 * documents, statements); an administrator invites a staff member (the mail goes through the
 * outbox), deactivates them and finds both changes in the audit log. And at 390 px the queue's
 * "only mine" checkbox keeps its label beside the box.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { locale, text } from './locales.ts';
import { AuthPages } from './pages/auth-pages.ts';

test.describe.configure({ timeout: 300_000 });

const EDITOR = { email: 'szerkeszto@palyazat.example.hu', password: 'Demo-Szerkeszto-2026!' };
const ADMIN = { email: 'admin@palyazat.example.hu', password: 'Demo-Admin-2026!' };
const STAFF = { email: 'kezelo@palyazat.example.hu', password: 'Demo-Kezelo-2026!' };
const backoffice = locale('hu', 'backoffice');
const LOAN_CALL = 'szallashely-fejlesztesi-hitel-2026';

function callTexts(language: 'hu' | 'en') {
  const file = path.join(
    import.meta.dirname,
    '../schemas/calls',
    LOAN_CALL,
    `texts.${language}.json`,
  );
  return JSON.parse(readFileSync(file, 'utf8')) as {
    name: string;
    knockOut: Record<string, string>;
    statements: Record<string, string>;
    fields: Record<string, { title: string }>;
  };
}

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await new AuthPages(page).login(account.email, account.password);
  await page.waitForURL((url) => url.pathname === '/backoffice');
}

test('a call editor lists the loaded calls and previews one in Hungarian and English', async ({
  page,
  cspViolations,
  checkA11y,
}) => {
  void cspViolations;
  await signIn(page, EDITOR);
  const nav = page.getByRole('navigation', { name: text(backoffice, 'nav.label') });
  // A call editor's navigation: the queue and the calls, not the administrators' pages.
  await expect(nav.getByRole('link')).toHaveCount(2);
  await nav.getByRole('link', { name: text(backoffice, 'nav.calls') }).click();
  // The page's chunk loads on first use; a busy machine needs a while.
  await expect(page.getByRole('heading', { name: text(backoffice, 'calls.title') })).toBeVisible({
    timeout: 30_000,
  });
  const hu = callTexts('hu');
  const en = callTexts('en');
  const row = page.getByRole('row').filter({ hasText: LOAN_CALL });
  await expect(row).toContainText(text(backoffice, 'calls.disk.SAME'));
  await expect(row).toContainText(text(backoffice, 'calls.noProblems'));
  await checkA11y(page);

  await row.getByRole('link', { name: hu.name }).click();
  await expect(
    page.getByRole('heading', { name: text(backoffice, 'calls.previewTitle') }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: hu.name })).toBeVisible();
  await expect(page.getByText(hu.knockOut['KO-1'] ?? '')).toBeVisible();
  await expect(page.getByText(hu.statements.ADATKEZELES ?? '')).toBeVisible();
  // The applicant's form, rendered from the precompiled schema form.
  const field = page.getByLabel(hu.fields['szallashely.ntakRegisztraciosSzam']?.title ?? '', {
    exact: false,
  });
  await expect(field).toBeVisible({ timeout: 30_000 });
  // Its validation is the applicant's: the regexp's own message.
  await field.fill('ab12345678');
  await field.blur();
  await expect(page.getByText(/két nagybetűből és nyolc számjegyből/)).toBeVisible();
  await checkA11y(page);

  await page
    .getByRole('radio', { name: 'English' })
    .or(page.getByRole('button', { name: 'English' }))
    .click();
  await expect(page.getByRole('heading', { name: en.name })).toBeVisible();
  await expect(page.getByText(en.knockOut['KO-1'] ?? '')).toBeVisible();
  await expect(page.getByText(en.statements.ADATKEZELES ?? '')).toBeVisible();
  await expect(
    page.getByLabel(en.fields['szallashely.ntakRegisztraciosSzam']?.title ?? '', { exact: false }),
  ).toBeVisible();
  await checkA11y(page);

  // The administrators' pages are not the call editor's: the server refuses them.
  await page.goto('/backoffice/felhasznalok');
  await expect(page.getByText(text(backoffice, 'users.loadFailed'))).toBeVisible({
    timeout: 30_000,
  });
});

test('an administrator invites a staff member, deactivates them and reads the audit log', async ({
  page,
  cspViolations,
  checkA11y,
}) => {
  void cspViolations;
  await signIn(page, ADMIN);
  const nav = page.getByRole('navigation', { name: text(backoffice, 'nav.label') });
  await nav.getByRole('link', { name: text(backoffice, 'nav.users') }).click();
  await expect(page.getByRole('heading', { name: text(backoffice, 'users.title') })).toBeVisible({
    timeout: 30_000,
  });
  await checkA11y(page);

  const email = `uj.kezelo.${Date.now()}@palyazat.example.hu`;
  const form = page.locator('form', {
    has: page.getByRole('heading', { name: text(backoffice, 'users.invite') }),
  });
  await form.getByLabel(text(backoffice, 'users.name')).fill('Meghívott Munkatárs');
  await form.getByLabel(text(backoffice, 'users.email')).fill(email);
  // Blueprint's indicator covers the input: the label is what a person clicks.
  await form.locator('label', { hasText: text(backoffice, 'roles.FELHIVAS_SZERKESZTO') }).click();
  await expect(form.getByLabel(text(backoffice, 'roles.FELHIVAS_SZERKESZTO'))).toBeChecked();
  await form.getByRole('button', { name: text(backoffice, 'users.send') }).click();
  await expect(form.getByRole('status')).toContainText(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(text(backoffice, 'users.pending'));
  await checkA11y(page);

  await row
    .getByRole('button', {
      name: text(backoffice, 'users.deactivate').replace('{{name}}', 'Meghívott Munkatárs'),
    })
    .click();
  await expect(row).toContainText(text(backoffice, 'users.inactive'));

  await nav.getByRole('link', { name: text(backoffice, 'nav.audit') }).click();
  await expect(page.getByRole('heading', { name: text(backoffice, 'audit.title') })).toBeVisible({
    timeout: 30_000,
  });
  await page
    .getByLabel(text(backoffice, 'audit.source'))
    .selectOption({ label: text(backoffice, 'audit.sources.USER') });
  const entries = page.locator('table.backoffice-audit tbody tr').filter({ hasText: email });
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(text(backoffice, 'audit.actions.UPDATE'));
  await expect(entries.last()).toContainText(text(backoffice, 'audit.actions.INSERT'));
  await expect(entries.first()).toContainText('Demó Adminisztrátor');
  await checkA11y(page);
  // Status changes are there too, with the applicant's or the staff's name.
  await page
    .getByLabel(text(backoffice, 'audit.source'))
    .selectOption({ label: text(backoffice, 'audit.sources.LIFECYCLE') });
  await expect(page.locator('table.backoffice-audit tbody tr').first()).toBeVisible();
  await checkA11y(page);
});

test('at 390 px the "only mine" checkbox keeps its label beside the box', async ({
  page,
  cspViolations,
  checkA11y,
}) => {
  void cspViolations;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, STAFF);
  const checkbox = page.getByLabel(text(backoffice, 'queue.onlyMine'));
  await expect(checkbox).toBeVisible();
  const label = page.locator('label.backoffice-only-mine');
  const box = await label.locator('.bp6-control-indicator').boundingBox();
  const words = await label.evaluate((element) => {
    const range = document.createRange();
    const textNode = [...element.childNodes].find(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (!textNode) return null;
    range.selectNodeContents(textNode);
    const rect = range.getBoundingClientRect();
    return { x: rect.x, y: rect.y, height: rect.height };
  });
  expect(box).not.toBeNull();
  expect(words).not.toBeNull();
  // Beside, not above: the text starts right of the box and their middles are on one line.
  expect(words!.x).toBeGreaterThan(box!.x + box!.width - 1);
  expect(Math.abs(words!.y + words!.height / 2 - (box!.y + box!.height / 2))).toBeLessThan(6);
  // And the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkA11y(page);
});

/**
 * Issue 4 acceptance in Chromium: a schema form shows translated errors in hu and in en, the
 * error summary focuses the field it names, and amounts display in the Hungarian format.
 */
import { expect, test } from './fixtures.ts';
import { locale, text } from './locales.ts';
import { MasterDataPages } from './pages/master-data-pages.ts';

const hu = { auth: locale('hu', 'auth'), validators: locale('hu', 'validators') };
const en = { auth: locale('en', 'auth'), validators: locale('en', 'validators') };

test('errors are translated in hu and en, and the summary focuses the field it names', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: text(hu.auth, 'login.submit'), exact: true }).click();
  const summary = page.locator('.schema-form-error-summary');
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(text(hu.validators, 'requiredField'));
  await checkA11y(page);

  const link = summary.getByRole('link').first();
  const target = (await link.getAttribute('href'))?.slice(1);
  expect(target).toBeTruthy();
  await link.click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(target);

  // The same form in English: the interface language is kept in local storage.
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await page.getByRole('button', { name: text(en.auth, 'login.submit'), exact: true }).click();
  await expect(page.locator('.schema-form-error-summary')).toContainText(
    text(en.validators, 'requiredField'),
  );
  await page.evaluate(() => localStorage.setItem('language', 'hu'));
});

test('amounts display as 1 234 567 Ft', async ({ page, portal }) => {
  void portal;
  // Reuses the demo applicant's application when there is one: the call limits starts per
  // applicant.
  await new MasterDataPages(page).ensureApplication(
    'Kedvezményes kamatozású hitel kereskedelmi szálláshelyek fejlesztésére',
  );
  await page.goto('/application/loan-claim');
  const amount = page.getByLabel('Elszámolható költség');
  await amount.fill('1234567');
  // While typing the digits are grouped; once the field is left the currency is shown too.
  await expect(amount).toHaveValue('1 234 567');
  await amount.blur();
  await expect(amount).toHaveValue('1 234 567 Ft');
});

/**
 * Issue 19, item 1, in Chromium: a sole proprietor fills the provider profile in Hungarian and in
 * English (only the chosen segment's micro-segments offered, the personal part shown for the
 * sole proprietor, catalogue rules on the screen), and the NTAK sign-in shows the fields NTAK
 * filled in, marked as such. Every page state is checked with axe.
 */
import { type Page } from '@playwright/test';
import { expect as baseExpect, test, testWithOwnApplicant } from './fixtures.ts';
import { locale, text } from './locales.ts';

// The page brings the form engine's lazy parts (date picker, selects): on a shared machine they
// take more than the default five seconds to arrive.
const expect = baseExpect.configure({ timeout: 20_000 });

const hu = {
  applicant: locale('hu', 'applicant'),
  common: locale('hu', 'common'),
  auth: locale('hu', 'auth'),
  validators: locale('hu', 'validators'),
};
const en = { applicant: locale('en', 'applicant'), common: locale('en', 'common') };

const CATERING = [
  'OCCASIONAL',
  'BUFFET',
  'CONFECTIONERY',
  'RESTAURANT',
  'FAST_FOOD',
  'DRINK_BAR',
  'CAFE',
  'MOBILE',
  'WORKPLACE',
  'EVENT',
  'MUSIC_AND_DANCE',
];

/** The input of a profile field (rjsf's id for it). */
const field = (page: Page, name: string) => page.locator(`#root_${name}`);

async function fillDate(page: Page, name: string, value: string) {
  await field(page, name).fill(value);
  await field(page, name).press('Enter');
}

// Registration through the mailbox, then a long form: slow on a shared machine.
test.describe.configure({ timeout: 180_000 });

const soleProprietor = testWithOwnApplicant('Kovács Anna e.v.');

soleProprietor(
  'a sole proprietor fills the provider profile in hu, then corrects it in en',
  async ({ page, portal, checkA11y }) => {
    void portal;
    const t = hu.applicant;
    // Reachable from the menu.
    await page
      .getByRole('link', { name: text(hu.common, 'menu.providerProfile') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(t, 'profile.title'));

    // No personal part before the type says it is a natural person's business.
    await expect(field(page, 'taxId')).toHaveCount(0);
    await page
      .getByLabel(text(t, 'profile.type.SOLE_PROPRIETORSHIP'), { exact: true })
      .check({ force: true });
    await expect(field(page, 'taxId')).toBeVisible();
    await expect(field(page, 'companyRegistrationNumber')).toHaveCount(0);

    // Only the chosen segment's micro-segments are offered.
    await expect(field(page, 'mainTourismMicroSegment')).toHaveCount(0);
    await field(page, 'mainTourismSegment').selectOption({
      label: text(t, 'profile.segment.CATERING'),
    });
    const offered = await field(page, 'mainTourismMicroSegment')
      .locator('option')
      .allTextContents();
    expect(offered.filter((label) => label !== text(t, 'profile.choose'))).toEqual(
      CATERING.map((code) => text(t, `profile.microSegment.${code}`)),
    );
    await field(page, 'mainTourismMicroSegment').selectOption({
      label: text(t, 'profile.microSegment.CAFE'),
    });

    await field(page, 'name').fill('Kovács Anna e.v.');
    await field(page, 'taxNumber').fill('12345678-1-42');
    await field(page, 'email').fill('anna@kovacs.example.hu');
    await field(page, 'phone').fill('+36301234567');
    await field(page, 'bankAccountNumber').fill('11773016-11111018');
    await page.locator('#root_isPep').getByLabel(text(t, 'profile.no')).check({ force: true });
    await page
      .locator('#root_hasConflictOfInterest')
      .getByLabel(text(t, 'profile.no'))
      .check({ force: true });
    await field(page, 'maidenName').fill('Kovács Anna');
    await field(page, 'mothersMaidenName').fill('Szabó Mária');
    await fillDate(page, 'dateOfBirth', '1980-02-29');
    await field(page, 'placeOfBirth').fill('Eger');
    await field(page, 'citizenship').fill('magyar');
    await field(page, 'taxId').fill('8412345678');
    await field(page, 'idDocumentNumber').fill('12345AB');
    await field(page, 'tajNumber').fill('123456789');
    await page
      .locator('#root_isForeignExchangeResident')
      .getByLabel(text(t, 'profile.yes'))
      .check({ force: true });
    await field(page, 'highestDegree').selectOption({ label: text(t, 'profile.degree.TERTIARY') });

    // The ID card number breaks its rule: refused on the screen.
    await page.getByRole('button', { name: text(t, 'page.save') }).click();
    await expect(page.getByText(text(hu.validators, 'invalidIdCardFormat')).first()).toBeVisible();
    await checkA11y(page);
    await field(page, 'idDocumentNumber').fill('123456AB');
    await page.getByRole('button', { name: text(t, 'page.save') }).click();
    await expect(page.getByText(text(t, 'page.saved')).first()).toBeVisible();
    await checkA11y(page);

    // In English: the stored values come back, the labels are English, a change is saved.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(en.applicant, 'profile.title'),
    );
    await expect(page.getByLabel(text(en.applicant, 'profile.fields.placeOfBirth'))).toHaveValue(
      'Eger',
    );
    await expect(field(page, 'mainTourismMicroSegment').locator('option:checked')).toHaveText(
      text(en.applicant, 'profile.microSegment.CAFE'),
    );
    await field(page, 'placeOfBirth').fill('Miskolc');
    await page.getByRole('button', { name: text(en.applicant, 'page.save') }).click();
    await expect(page.getByText(text(en.applicant, 'page.saved')).first()).toBeVisible();
    await checkA11y(page);
    await page.reload();
    await expect(field(page, 'placeOfBirth')).toHaveValue('Miskolc');
    await page.evaluate(() => localStorage.setItem('language', 'hu'));
  },
);

test('the NTAK sign-in shows the fields NTAK filled in, marked as such', async ({
  page,
  checkA11y,
}) => {
  const t = hu.applicant;
  await page.goto('/login');
  await page.getByRole('button', { name: text(hu.auth, 'login.ntak') }).click();
  await page.getByRole('button', { name: text(hu.auth, 'ntak.submit') }).click();
  // oidc-provider's development login page of the fake NTAK identity provider.
  await page.locator('input[name="login"]').fill('demo');
  await page.locator('input[name="password"]').fill('barmi');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(hu.common, 'dashboard.title'),
  );

  await page.goto('/profile');
  await expect(field(page, 'name')).toHaveValue('Demó Turisztikai Kft.');
  await expect(field(page, 'ntakRegistrationNumber')).toHaveValue('MA19004582');
  await expect(field(page, 'companyRegistrationNumber')).toHaveValue('01-09-123456');
  await expect(field(page, 'mainTourismMicroSegment').locator('option:checked')).toHaveText(
    text(t, 'profile.microSegment.HOTEL'),
  );
  for (const name of ['name', 'ntakRegistrationNumber', 'mainTourismSegment', 'email'])
    await expect(page.locator(`#root_${name}__help`)).toHaveText(text(t, 'profile.fromNtak'));
  await expect(page.locator('.provider-profile-ntak')).toBeVisible();
  await checkA11y(page);

  // A field typed over is no longer NTAK's.
  await field(page, 'email').fill('info@sajat.example.hu');
  await expect(page.locator('#root_email__help')).toHaveCount(0);
});

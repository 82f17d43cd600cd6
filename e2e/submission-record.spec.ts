/**
 * Issue 16 acceptance journey, in Chromium with axe on every page: the applicant downloads the
 * final document, the test signs it with the test CA (as the applicant's signing tool would),
 * uploads it, confirms, sees the receipt and gets the receipt mail, then downloads "my
 * submission" and the test opens the ZIP and compares every file's SHA-256 with what was
 * uploaded. After a supplement brings a newer version of one document, the copy still holds the
 * version that was submitted.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { extractText } from 'unpdf';
import type { Page } from '@playwright/test';
import { signPdf } from '../tests/helpers/signing.ts';
import { expect, testWithOwnApplicant } from './fixtures.ts';
import { locale, text } from './locales.ts';
import { ApplicationPages, REQUIRED_DOCUMENTS } from './pages/application-pages.ts';
import { AuthPages } from './pages/auth-pages.ts';
import { StaffApi } from './pages/staff-api.ts';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const test = testWithOwnApplicant('Tihanyi Nyugta E2E Kft.');
// Registration, sign-in and the whole journey: longer than the default 30 s on a shared machine.
test.describe.configure({ timeout: 600_000 });

const progress = locale('hu', 'progress');
const LOAN_CALL = 'Kedvezményes kamatozású hitel kereskedelmi szálláshelyek fejlesztésére';

/** A small PDF of its own per category, so each file in the ZIP can be matched to its upload. */
function pdfFor(label: string): Buffer {
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n% ${label}\n1 0 obj\n<< /Type /Catalog >>\nendobj\n`),
    Buffer.alloc(1024, 0x20),
    Buffer.from('%%EOF\n'),
  ]);
}
const uploaded = new Map(REQUIRED_DOCUMENTS.map((category) => [category, pdfFor(category)]));

/** Downloads "my submission" from /progress and opens it. */
async function downloadSubmission(page: Page): Promise<Record<string, Uint8Array>> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    // Blueprint's AnchorButton: a link to the file that presents itself as a button.
    page.getByRole('button', { name: text(progress, 'page.downloadPackage') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  return unzipSync(new Uint8Array(await readFile((await download.path()) as string)));
}

/** Every attached document in the ZIP is the file uploaded for its category, byte for byte. */
function expectAttachmentsAsUploaded(files: Record<string, Uint8Array>): void {
  const attachments = Object.keys(files).filter((name) => name.includes('/'));
  const byCategory = REQUIRED_DOCUMENTS.map((category) => {
    const name = attachments.find((item) => item.endsWith(` - ${category.toLowerCase()}.pdf`));
    expect(name, category).toBeDefined();
    return [category, sha(files[name as string] as Uint8Array)];
  });
  expect(attachments).toHaveLength(REQUIRED_DOCUMENTS.length);
  expect(byCategory).toEqual(
    REQUIRED_DOCUMENTS.map((category) => [category, sha(uploaded.get(category) as Buffer)]),
  );
}

test('the record of a submission: signed, confirmed, receipt on screen and by mail, the ZIP as submitted', async ({
  page,
  portal,
  checkA11y,
  baseURL,
  signedIn,
}) => {
  const pages = new ApplicationPages(page);
  await page.goto('/');
  await pages.startApplication(LOAN_CALL);
  const applicationId = Number(await page.evaluate(() => localStorage.getItem('selectedTenderId')));
  expect(applicationId).toBeGreaterThan(0);
  await pages.completeLoanApplication(
    'Tihany, Kossuth Lajos utca 12.',
    (category) => uploaded.get(category) as Buffer,
  );

  await portal.open('/progress/submit');
  await page.getByRole('button', { name: text(progress, 'page.checkButton') }).click();
  await expect(page.getByText(text(progress, 'page.checkOk'))).toBeVisible();
  await checkA11y(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text(progress, 'page.downloadFinal') }).click(),
  ]);
  const finalDocument = await readFile((await download.path()) as string);
  expect(finalDocument.subarray(0, 5).toString()).toBe('%PDF-');
  const signed = await signPdf(finalDocument);
  await page
    .getByLabel(text(progress, 'page.uploadSigned'))
    .setInputFiles({ name: 'veglegesito-alairt.pdf', mimeType: 'application/pdf', buffer: signed });
  const submit = page.getByRole('button', { name: text(progress, 'page.submitButton') });
  await expect(submit).toBeEnabled();
  await checkA11y(page);
  await submit.click();
  await expect(page.getByText(text(progress, 'page.confirmFinal'))).toBeVisible();
  await checkA11y(page);
  await page.getByRole('button', { name: text(progress, 'page.confirmSubmit') }).click();

  // The receipt on screen: reference number, Budapest time, content hash.
  const receipt = page.getByRole('definition');
  await expect(page.getByText(text(progress, 'page.receiptTitle'))).toBeVisible();
  const reference = (await receipt.nth(0).innerText()).trim();
  const hash = (await receipt.nth(2).innerText()).trim();
  expect(reference.length).toBeGreaterThan(0);
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  await expect(receipt.nth(1).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await checkA11y(page);

  // The receipt by mail, through the outbox, to the applicant's user: the same reference and hash.
  const mail = await new AuthPages(page).mailTo(
    signedIn.email,
    /A\(z\) (\S+) azonosítójú pályázatot .+ benyújtották\..*\(SHA-256\): ([0-9a-f]{64})/s,
    45_000,
  );
  expect(mail[1]).toBe(reference);
  expect(mail[2]).toBe(hash);

  // "Download my submission": the signed document as uploaded, the receipt as a PDF, and every
  // attached document as uploaded, each file's SHA-256 compared.
  await portal.open('/progress');
  await checkA11y(page);
  const files = await downloadSubmission(page);
  const names = Object.keys(files);
  const signedName = names.find((name) => name.startsWith('1 '));
  expect(signedName).toContain(reference);
  expect(sha(files[signedName as string] as Uint8Array)).toBe(sha(signed));
  const receiptName = names.find((name) => name.startsWith('2 '));
  expect(receiptName).toBeDefined();
  const receiptText = (
    await extractText(files[receiptName as string] as Uint8Array, { mergePages: true })
  ).text;
  expect(receiptText).toContain(reference);
  expect(receiptText).toContain(hash);
  expect(receiptText).toContain(sha(signed));
  expectAttachmentsAsUploaded(files);
  expect(names).toHaveLength(2 + REQUIRED_DOCUMENTS.length);

  // A supplement opens the business plan; the applicant uploads a newer version of it.
  const staff = await StaffApi.signIn(baseURL as string);
  try {
    await staff.event(applicationId, 'START_VERIFICATION');
    await staff.event(applicationId, 'REQUEST_SUPPLEMENT', {
      hatarido: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      tetelek: ['documents.UZLETI_TERV'],
      indoklas: 'Az üzleti terv pénzügyi része hiányos.',
    });
  } finally {
    await staff.dispose();
  }
  await portal.open('/attachments');
  await expect(page.getByTestId('supplement-callout')).toBeVisible();
  const newerPlan = pdfFor('UZLETI_TERV kiegészítve');
  const [upload] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname.endsWith('/dokumentumok/UZLETI_TERV'),
    ),
    page
      .getByTestId('document-UZLETI_TERV')
      .locator('input[type=file]')
      .setInputFiles({ name: 'uzleti_terv.pdf', mimeType: 'application/pdf', buffer: newerPlan }),
  ]);
  expect(upload.status(), await upload.text()).toBe(201);
  await checkA11y(page);

  // The copy of the submission is still what was submitted.
  await portal.open('/progress');
  const again = await downloadSubmission(page);
  expect(Object.keys(again).toSorted()).toEqual(names.toSorted());
  expectAttachmentsAsUploaded(again);
  expect(Object.values(again).some((bytes) => sha(bytes) === sha(newerPlan))).toBe(false);
  expect(sha(again[signedName as string] as Uint8Array)).toBe(sha(signed));
});

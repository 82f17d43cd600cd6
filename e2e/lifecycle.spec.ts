/**
 * Issues 7 and 15 acceptance journey (docs/decisions/0008, 0011, 0017, 0031), in Chromium with axe
 * on every page: complete an application → /progress/submit through the three steps with the
 * downloaded final document signed and uploaded → a manager signs in to the back office, finds
 * the application in the queue, opens its file, starts the evaluation and requests a supplement
 * naming two items, a field and a document → the applicant fixes both, only they being open, and
 * resubmits → the manager approves, uploads the contract, approves it, offers two appointment
 * slots and opens booking → the applicant downloads the contract, uploads the signed copy and
 * books a slot → the manager concludes the contract and opens the completion report → the
 * applicant fills and submits it → the manager returns it once with a note → the applicant
 * corrects and resubmits it → the manager accepts it. In the queue and the file the manager uses
 * the keyboard only (e2e/pages/backoffice-pages.ts: Tab to each control, Enter, Space, typing).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { signPdf } from '../tests/helpers/signing.ts';
import { expect, testWithOwnApplicant } from './fixtures.ts';
import { locale, text } from './locales.ts';
import { ApplicationPages } from './pages/application-pages.ts';
import { BackOfficePages } from './pages/backoffice-pages.ts';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The journey works on an applicant of its own: it submits, and others count on the demo one. */
const COMPANY = 'Siófoki Vendégház E2E Kft.';
const test = testWithOwnApplicant(COMPANY);
// The whole journey, its own applicant's registration (a fixture) included, on a shared machine.
test.describe.configure({ timeout: 480_000 });

const progress = locale('hu', 'progress');
const common = locale('hu', 'common');
const calls = locale('hu', 'calls');
const backoffice = locale('hu', 'backoffice');
const LOAN_CALL = 'Kedvezményes kamatozású hitel kereskedelmi szálláshelyek fejlesztésére';
/** The name of the call's UZLETI_TERV document category (schemas/calls/document-categories.json). */
const BUSINESS_PLAN = 'Üzleti terv';
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
  Buffer.alloc(1024, 0x20),
  Buffer.from('%%EOF\n'),
]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(600, 1),
]);

/** The sidebar entry of a menu label: a link, or an aria-disabled placeholder. */
function sidebarEntry(page: Page, key: string) {
  return page.getByTestId('sidebar').getByRole('link', { name: text(common, key), exact: true });
}

test('an application goes from submission through a supplement to its contract and completion report', async ({
  page,
  portal,
  checkA11y,
  baseURL,
  browser,
}) => {
  const pages = new ApplicationPages(page);
  await page.goto('/');
  await pages.startApplication(LOAN_CALL);
  const applicationId = Number(await page.evaluate(() => localStorage.getItem('selectedTenderId')));
  expect(applicationId).toBeGreaterThan(0);
  await pages.completeLoanApplication('Kossuth Lajos utca 5.', PDF);

  // Before submission the contract and completion screens are closed in the sidebar.
  await portal.open('/progress/submit');
  await expect(sidebarEntry(page, 'menu.submit')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(sidebarEntry(page, 'menu.contract')).toHaveAttribute('aria-disabled', 'true');
  await expect(sidebarEntry(page, 'menu.completion')).toHaveAttribute('aria-disabled', 'true');
  await checkA11y(page);

  // Step 1: the server checks every section.
  await page.getByRole('button', { name: text(progress, 'page.checkButton') }).click();
  await expect(page.getByText(text(progress, 'page.checkOk'))).toBeVisible();
  // Step 2: the final document, downloaded as the applicant would.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text(progress, 'page.downloadFinal') }).click(),
  ]);
  const finalDocument = await readFile((await download.path()) as string);
  expect(finalDocument.subarray(0, 5).toString()).toBe('%PDF-');
  // Step 3: signed with the test CA, as the applicant's signing tool would.
  const signed = await signPdf(finalDocument);
  await page
    .getByLabel(text(progress, 'page.uploadSigned'))
    .setInputFiles({ name: 'veglegesito-alairt.pdf', mimeType: 'application/pdf', buffer: signed });
  const submit = page.getByRole('button', { name: text(progress, 'page.submitButton') });
  await expect(submit).toBeEnabled();
  await submit.click();
  // The confirmation says what happens and that it cannot be undone.
  await expect(page.getByText(text(progress, 'page.confirmFinal'))).toBeVisible();
  await checkA11y(page);
  await page.getByRole('button', { name: text(progress, 'page.confirmSubmit') }).click();
  await expect(page.getByText(text(progress, 'page.submitted'))).toBeVisible();
  // The receipt: reference number and content hash.
  await expect(page.getByText(text(progress, 'page.receiptTitle'))).toBeVisible();
  await expect(page.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  await checkA11y(page);

  // "Download my submission": one ZIP holding the signed document as uploaded and every
  // attachment as uploaded (compared by SHA-256), and the receipt.
  await portal.open('/progress');
  await checkA11y(page);
  const [zipDownload] = await Promise.all([
    page.waitForEvent('download'),
    // Blueprint's AnchorButton: a link to the file that presents itself as a button.
    page.getByRole('button', { name: text(progress, 'page.downloadPackage') }).click(),
  ]);
  const files = unzipSync(new Uint8Array(await readFile((await zipDownload.path()) as string)));
  const names = Object.keys(files);
  const signedName = names.find((name) => name.startsWith('1 '));
  expect(sha(files[signedName as string] as Uint8Array)).toBe(sha(signed));
  expect(names.some((name) => name.startsWith('2 '))).toBe(true);
  const attachments = names.filter((name) => name.includes('/'));
  expect(attachments.length).toBeGreaterThan(0);
  for (const name of attachments) expect(sha(files[name] as Uint8Array), name).toBe(sha(PDF));

  // A manager, in a browser of their own, finds the application in the queue and opens its file,
  // with the keyboard only from here on in the back office (BackOfficePages).
  const { context: staffContext, staff } = await BackOfficePages.signIn(browser, baseURL as string);
  const staffPage = staff.page;
  try {
    await staff.search(COMPANY, applicationId);
    await checkA11y(staffPage);
    await staff.openFile(applicationId);
    await checkA11y(staffPage);

    // The evaluation starts; a supplement is requested naming a field and a document, each by
    // the name the applicant's screens give it.
    await staff.sendEvent('START_VERIFICATION', 'EVALUATION_VERIFICATION');
    const fieldItem = `${text(calls, 'sections.loanClaim')} – ${text(calls, 'loanClaim.projektCim')}`;
    const documentItem = `${text(calls, 'sections.documents')} – ${BUSINESS_PLAN}`;
    await staff.requestSupplement(
      [fieldItem, documentItem],
      'A projekt címe pontatlan, az üzleti tervből hiányzik a finanszírozási terv.',
      () => checkA11y(staffPage),
    );
    const openSupplement = staffPage.locator('.bp6-callout', {
      has: staffPage.getByRole('heading', { name: text(backoffice, 'file.openSupplement') }),
    });
    await expect(openSupplement.getByRole('listitem')).toHaveText([fieldItem, documentItem]);
    await checkA11y(staffPage);

    // The applicant sees the request, each item named as the screens name it and linking there.
    await portal.open('/progress');
    const fieldLink = page.getByRole('link', { name: fieldItem });
    await expect(fieldLink).toHaveAttribute('href', '/application/loan-claim#projektCim');
    await expect(page.getByRole('link', { name: documentItem })).toHaveAttribute(
      'href',
      '/attachments#UZLETI_TERV',
    );
    await expect(sidebarEntry(page, 'menu.submit')).toHaveAttribute('aria-disabled', 'true');
    await checkA11y(page);

    // Only the named document takes a new version; every other category says why it does not.
    await portal.open('/attachments');
    await expect(page.getByTestId('supplement-callout')).toBeVisible();
    const budget = page.getByTestId('document-KOLTSEGVETES');
    await expect(budget.locator('input[type=file]')).toBeDisabled();
    await expect(budget.getByText(text(calls, 'supplement.locked'))).toBeVisible();
    const businessPlan = page.getByTestId('document-UZLETI_TERV');
    await expect(businessPlan.getByText(text(calls, 'supplement.locked'))).toHaveCount(0);
    await businessPlan.locator('input[type=file]').setInputFiles({
      name: 'uzleti_terv-javitott.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(
      businessPlan.getByRole('link', { name: 'uzleti_terv-javitott.pdf' }),
    ).toBeVisible();
    await expect(
      businessPlan.getByText(text(calls, 'documents.version').replace('{{version}}', '2'), {
        exact: false,
      }),
    ).toBeVisible();
    await checkA11y(page);

    // The request's link lands on the named field: only it is open, every other is read-only.
    await portal.open('/progress');
    await fieldLink.click();
    const title = page.getByLabel(text(calls, 'loanClaim.projektCim'));
    await expect(title).toBeFocused();
    await expect(page.getByLabel(text(calls, 'loanClaim.rovidLeiras'))).not.toBeEditable();
    await expect(title).toBeEditable();
    await title.fill('A Balaton Panzió bővítése és akadálymentesítése');
    const [saved] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' &&
          new URL(response.url()).pathname.endsWith('/hiteligenyles') &&
          !response.url().includes('vazlat'),
      ),
      pages.save(),
    ]);
    expect(saved.status(), await saved.text()).toBe(200);
    await expect(page.getByText('A hiteligénylés mentve.')).toBeVisible();
    await checkA11y(page);

    await portal.open('/progress');
    await page.getByRole('button', { name: text(progress, 'page.submitSupplement') }).click();
    await expect(page.getByText(text(progress, 'status.UNDER_EVALUATION')).first()).toBeVisible();

    // The manager sees both fixes in the file, and the evaluation ends in approval.
    await staffPage.reload();
    await staff.expectFile();
    await expect(
      staffPage.getByRole('heading', { level: 2, name: /akadálymentesítése/ }),
    ).toBeVisible();
    await expect(staffPage.getByRole('link', { name: 'uzleti_terv-javitott.pdf' })).toBeVisible();
    await staff.sendEvent('START_VERIFICATION', 'EVALUATION_VERIFICATION');
    await staff.sendEvent('SEND_TO_MANAGEMENT', 'MANAGEMENT_REVIEW');
    await staff.sendEvent('APPROVE', 'APPROVED', 'A projekt megfelel a felhívás feltételeinek.');
    await staff.sendEvent('PREPARE_CONTRACT', 'CONTRACT_VERIFICATION');

    // The contract is uploaded and approved; two appointment slots are offered, then booking opens.
    await staff.uploadContract('tamogatasi-szerzodes.pdf', PDF);
    await checkA11y(staffPage);
    await staff.sendEvent('APPROVE_CONTRACT', 'CONTRACT_APPROVED');
    await staff.offerSlot('Budapest, Ügyfélszolgálat');
    await staff.offerSlot('Siófok, Kirendeltség', 1);
    await expect(
      staffPage.getByRole('cell', { name: text(backoffice, 'contract.slotFree') }),
    ).toHaveCount(2);
    await checkA11y(staffPage);
    await staff.sendEvent('OPEN_APPOINTMENT_BOOKING', 'UNDER_APPOINTMENT_BOOKING');

    // The contract: download it, upload the signed copy, book the first appointment.
    await portal.open('/progress/contract');
    await expect(sidebarEntry(page, 'menu.contract')).not.toHaveAttribute('aria-disabled', 'true');
    await expect(sidebarEntry(page, 'menu.completion')).toHaveAttribute('aria-disabled', 'true');
    const contractLink = page.getByRole('link', {
      name: text(progress, 'contract.download').replace('{{name}}', 'tamogatasi-szerzodes.pdf'),
    });
    await expect(contractLink).toBeVisible();
    const contractFile = await page.request.get(
      (await contractLink.getAttribute('href')) as string,
    );
    expect(contractFile.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(contractFile.headers()['x-content-type-options']).toBe('nosniff');
    await checkA11y(page);
    await page
      .getByLabel(text(progress, 'contract.uploadSigned'))
      .setInputFiles({ name: 'szerzodes-alairt.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText(/szerzodes-alairt\.pdf/)).toBeVisible();
    await page
      .getByRole('button', { name: new RegExp(`^${text(progress, 'contract.book')}`) })
      .first()
      .click();
    await expect(page.getByText(/Budapest, Ügyfélszolgálat/)).toBeVisible();
    await expect(page.getByText(text(progress, 'status.WAITING_FOR_CONTRACT'))).toBeVisible();
    await checkA11y(page);

    // The manager sees the booking and the signed copy, concludes the contract and opens the
    // completion report.
    await staffPage.reload();
    await staff.expectFile();
    await expect(staffPage.getByText(/Budapest, Ügyfélszolgálat\.$/)).toBeVisible();
    await expect(staffPage.getByText(/szerzodes-alairt\.pdf/).first()).toBeVisible();
    await staff.sendEvent('CONCLUDE_CONTRACT', 'CONCLUDED_CONTRACT');
    await staff.openCompletionReport('2028-09-30');
    await checkA11y(staffPage);

    await portal.open('/progress/completion');
    await expect(sidebarEntry(page, 'menu.completion')).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The editing screens are read-only now.
    await expect(
      page.getByTestId('sidebar').getByRole('link', {
        name: `${text(common, 'menu.attachments')} (${text(common, 'shell.readOnly')})`,
      }),
    ).toBeVisible();
    await checkA11y(page);
    await page.getByRole('link', { name: text(progress, 'completion.defaultTitle') }).click();
    await expect(portal.heading).toHaveText(text(progress, 'completion.defaultTitle'));
    await page.getByLabel(text(progress, 'completionForm.tenylegesKezdet')).fill('2026-03-02');
    await page
      .getByLabel(text(progress, 'completionForm.tenylegesFizikaiBefejezes'))
      .fill('2026-10-30');
    await page
      .getByLabel(text(progress, 'completionForm.szakmaiBeszamolo'))
      .fill('Elkészült a nyolc új szoba és a wellness-részleg; a panzió egész évben nyitva tart.');
    await page.getByLabel(text(progress, 'completionForm.elszamolhatoKoltseg')).fill('98 500 000');
    await page.getByLabel(text(progress, 'completionForm.munkahelynovekedes')).fill('3');
    await expect(page.getByTestId('autosave-status')).toHaveText('Mentve', { timeout: 10_000 });
    const attachmentLabel = text(progress, 'completion.upload').replace(
      '{{name}}',
      'Záró beszámoló melléklete',
    );
    await page
      .getByLabel(attachmentLabel)
      .setInputFiles({ name: 'atadas-foto.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('link', { name: 'atadas-foto.png' })).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: text(progress, 'completion.submit') }).click();
    await expect(
      page.getByText(text(progress, 'completion.readOnly'), { exact: false }),
    ).toBeVisible();
    await checkA11y(page);

    await portal.open('/progress/completion');
    await expect(
      page.locator('tbody').getByText(text(progress, 'completion.statusSUBMITTED')),
    ).toBeVisible();

    // The manager reads the report in the file: what the applicant submitted, in the applicant's
    // own rendering, and its attachment.
    await staffPage.reload();
    await staff.expectFile();
    const report = staffPage.locator('section.backoffice-report');
    // (Scoped to the report: its form holds no other label with this text.)
    const professional = report.getByLabel(text(progress, 'completionForm.szakmaiBeszamolo'));
    await expect(professional).toHaveValue(/Elkészült a nyolc új szoba/, { timeout: 30_000 });
    await expect(report.getByRole('link', { name: 'atadas-foto.png' })).toBeVisible();
    await checkA11y(staffPage);

    // Returned once with a note: type it, Tab to "Return for correction", Space.
    const note = 'Kérjük, a szakmai beszámolóban nevezze meg az akadálymentesítés elemeit is.';
    await staff.tabTo(
      report.getByRole('textbox', { name: text(backoffice, 'completion.note'), exact: true }),
    );
    await staffPage.keyboard.type(note);
    const returnButton = report.getByRole('button', {
      name: text(backoffice, 'completion.return'),
      exact: true,
    });
    await staffPage.keyboard.press('Tab');
    await staffPage.keyboard.press('Tab');
    await expect(returnButton).toBeFocused();
    await staffPage.keyboard.press('Space');
    await staff.expectAnnounced(text(backoffice, 'completion.returnedResult'));
    await expect(report.getByText(note)).toBeVisible();
    await checkA11y(staffPage);

    // The applicant reads the note, corrects the report and submits it again.
    await portal.open('/progress/completion');
    await expect(
      page.locator('tbody').getByText(text(progress, 'completion.statusRETURNED')),
    ).toBeVisible();
    await page.getByRole('link', { name: text(progress, 'completion.defaultTitle') }).click();
    await expect(page.getByText(note)).toBeVisible();
    await checkA11y(page);
    await page
      .getByLabel(text(progress, 'completionForm.szakmaiBeszamolo'))
      .fill(
        'Elkészült a nyolc új szoba és a wellness-részleg; az akadálymentesítés: rámpa, lift és két akadálymentes szoba.',
      );
    await expect(page.getByTestId('autosave-status')).toHaveText('Mentve', { timeout: 10_000 });
    await page.getByRole('button', { name: text(progress, 'completion.resubmit') }).click();
    await expect(
      page.getByText(text(progress, 'completion.readOnly'), { exact: false }),
    ).toBeVisible();

    // The manager reads the correction and accepts it: Tab to the button, Enter.
    await staffPage.reload();
    await staff.expectFile();
    await expect(professional).toHaveValue(/két akadálymentes szoba/, { timeout: 30_000 });
    const acceptButton = report.getByRole('button', {
      name: text(backoffice, 'completion.accept'),
      exact: true,
    });
    await staff.press(acceptButton, 'Enter');
    await staff.expectAnnounced(text(backoffice, 'completion.acceptedResult'));
    await expect(acceptButton).toHaveCount(0);
    await checkA11y(staffPage);
  } finally {
    await staffContext.close();
  }

  await portal.open('/progress/completion');
  await expect(
    page.locator('tbody').getByText(text(progress, 'completion.statusACCEPTED')),
  ).toBeVisible();
  await checkA11y(page);
});

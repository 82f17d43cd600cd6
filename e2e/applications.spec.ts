/**
 * Issue 6 acceptance journey: start an application for a demo call → loan claim refused above
 * the call's maximum and accepted within it → custom fields → knock-out criteria → a required
 * PDF uploaded, a renamed executable refused → statements accepted → /application complete;
 * a reload mid-typing keeps the text.
 */
import { expect, testWithOwnApplicant } from './fixtures.ts';
import { ApplicationPages } from './pages/application-pages.ts';

/** The journey works on an applicant of its own (see testWithOwnApplicant). */
const test = testWithOwnApplicant('Balaton Panzió E2E Kft.');

const LOAN_CALL = 'Kedvezményes kamatozású hitel kereskedelmi szálláshelyek fejlesztésére';
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
  Buffer.alloc(1024, 0x20),
  Buffer.from('%%EOF\n'),
]);
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), Buffer.alloc(1024, 0)]);

test('an applicant completes every section of an application', async ({
  page,
  portal,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  void portal;
  const pages = new ApplicationPages(page);
  await page.goto('/');
  // The new company needs an address to choose as the implementation site.
  const applicants = await pages.api('POST', 'felhasznalok/felhasznalok/search-by-current', {
    pageIndex: 0,
    pageSize: 100,
  });
  const applicantId = (applicants.content ?? applicants.data)[0].id as number;
  await pages.api('POST', 'tamogatast-igenylo-cimek', {
    tamogatastIgenylo: { id: applicantId },
    cim: {
      cimTipus: 'TELEPHELY',
      telepulesNev: 'Siófok',
      iranyitoszam: '8600',
      cim: 'Petőfi sétány 12.',
    },
  });

  await pages.startApplication(LOAN_CALL);
  await expect(page.getByTestId('section-loanClaim')).toHaveAttribute('data-complete', 'false');

  // Loan claim: above the maximum is refused with the call's Hungarian message.
  await page.goto('/application/loan-claim');
  await page.getByLabel('A projekt címe').fill('A Balaton Panzió bővítése');
  // Reload mid-typing: the text is still there.
  await page.reload();
  await expect(page.getByLabel('A projekt címe')).toHaveValue('A Balaton Panzió bővítése');
  await page.getByLabel('Rövid leírás').fill('Nyolc új szoba és egy wellness-részleg építése.');
  await page.getByLabel('Elszámolható költség').fill('2 000 000 000');
  await page.getByLabel('Igényelt támogatás').fill('1 500 000 000');
  await pages.save();
  await expect(
    page.getByText('Az igényelt összeg legfeljebb 1 000 000 000 Ft lehet.').first(),
  ).toBeVisible();

  // Within the limits it is accepted.
  await pages.fillLoanClaimWithinLimits('Petőfi sétány 12.');

  // Custom fields of the call, then the knock-out criteria.
  await pages.fillCustomFields();
  await pages.confirmKnockOutCriteria();

  // Documents: a renamed executable is refused, the required PDFs are accepted.
  await page.goto('/attachments');
  const plan = page.getByTestId('document-UZLETI_TERV');
  await plan
    .locator('input[type=file]')
    .setInputFiles({ name: 'terv.pdf', mimeType: 'application/pdf', buffer: EXE });
  await expect(page.getByText('A fájl tartalma nem felel meg a kiterjesztésének.')).toBeVisible();
  await pages.uploadRequiredDocuments(PDF);
  // A second upload becomes version 2; version 1 stays listed for download with its details.
  const plan2 = page.getByTestId('document-UZLETI_TERV');
  await plan2.locator('input[type=file]').setInputFiles({
    name: 'terv-javitott.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([PDF, Buffer.from('v2')]),
  });
  await expect(plan2.getByRole('link', { name: 'terv-javitott.pdf' })).toBeVisible();
  await plan2.getByText('Korábbi verziók').click();
  const earlier = plan2.getByTestId('document-version-1');
  await expect(earlier).toContainText('uzleti_terv.pdf');
  await expect(earlier).toContainText('feltöltötte: ');
  await expect(earlier).toContainText(/SHA-256: [0-9a-f]{12}…/);
  await expect(
    earlier.getByRole('link', { name: '1. verzió letöltése: uzleti_terv.pdf' }),
  ).toHaveAttribute('href', /\/dokumentumok\/[0-9a-f-]+\/tartalom\?verzio=1$/);
  await checkA11y(page);

  await pages.acceptStatements();
  await pages.expectEverySectionComplete();
});

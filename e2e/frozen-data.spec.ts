/**
 * /application/base-old and /application/owners-old (issue 5): before a first submission they
 * say so; after one they show the frozen copy, read-only, with the fields changed since marked.
 */
import { expect, test } from './fixtures.ts';
import { locale, text } from './locales.ts';
import { FrozenDataPages } from './pages/frozen-data-pages.ts';
import { MasterDataPages } from './pages/master-data-pages.ts';

const applicant = locale('hu', 'applicant');
const LOAN_CALL = 'Kedvezményes kamatozású hitel kereskedelmi szálláshelyek fejlesztésére';

/** The demo applicant's id (the demo user has only that one). */
async function demoApplicantId(pages: MasterDataPages): Promise<number> {
  const list = await pages.api('POST', 'felhasznalok/felhasznalok/search-by-current', {
    page: { pageIndex: 0, pageSize: 100 },
  });
  return list.data[0].id as number;
}

test('before a first submission both screens say there is no frozen copy', async ({
  page,
  portal,
  checkA11y,
}) => {
  void portal;
  const pages = new MasterDataPages(page);
  const frozen = new FrozenDataPages(page);
  await pages.ensureApplication(LOAN_CALL);
  const applicantId = await demoApplicantId(pages);
  // This journey needs the demo applicant unsubmitted: no earlier journey submits.
  expect(
    (await pages.api('GET', `tamogatast-igenylok/${applicantId}/torzsadat-pillanatkep`))
      .pillanatkep,
  ).toBeNull();

  for (const [path, title] of [
    ['/application/base-old', 'page.baseOld'],
    ['/application/owners-old', 'page.ownersOld'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: text(applicant, title) })).toBeVisible();
    await expect(frozen.noSubmissionNotice()).toBeVisible();
    await checkA11y(page);
  }
});

test('after a submission the frozen base data shows, with each field changed since marked', async ({
  page,
  portal,
  checkA11y,
}) => {
  void portal;
  test.setTimeout(90_000);
  const pages = new MasterDataPages(page);
  const frozen = new FrozenDataPages(page);
  await pages.ensureApplication(LOAN_CALL);
  const applicantId = await demoApplicantId(pages);
  const identifier = await frozen.submitGrantApplication(applicantId);

  // After the submission the base data is completed: every field given now is a change.
  const current = await pages.api('GET', `tamogatast-igenylok/${applicantId}`);
  const [businessForm] = await pages.api('GET', 'referencia-adat/gazdalkodasi-forma');
  const [teaor] = await pages.api('GET', 'referencia-adat/teaor');
  await pages.api('PUT', `tamogatast-igenylok/${applicantId}`, {
    nev: current.nev,
    adoszam: current.adoszam,
    roviditettNev: 'Demó Turisztika',
    statisztikaiSzam: '12345678-5510-113-01',
    gazdalkodasiForma: { id: businessForm.id },
    alapitas: '2010-05-06',
    teaor: { id: teaor.id },
    verzio: current.verzio,
  });

  await page.goto('/application/base-old');
  await expect(page.getByText(identifier, { exact: false })).toBeVisible();
  const shortName = frozen.row('base.shortName');
  await expect(shortName.getByText(text(applicant, 'frozen.empty'))).toBeVisible();
  await expect(shortName.getByText(text(applicant, 'frozen.changed'))).toBeVisible();
  await expect(
    shortName.getByText(
      text(applicant, 'frozen.currentValue').replace('{{value}}', 'Demó Turisztika'),
    ),
  ).toBeVisible();
  // The name did not change: no mark on its row.
  const name = frozen.row('base.name');
  await expect(name.getByText(current.nev)).toBeVisible();
  await expect(name.getByText(text(applicant, 'frozen.changed'))).toHaveCount(0);
  await expect(frozen.changedTag()).toHaveCount(5);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await checkA11y(page);

  await page.goto('/application/owners-old');
  await expect(page.getByText(identifier, { exact: false })).toBeVisible();
  await checkA11y(page);
});

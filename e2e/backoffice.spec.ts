/**
 * The back office (issue 15, docs/decisions/0017) in Chromium with axe on every page: the demo
 * staff user signs in and lands on the seeded work queue; the queue is sorted and filtered and a
 * file opened with the keyboard only; a supplement request names two of the call's own items
 * with a Budapest-time deadline; a decision is taken with its reason. Every action goes through
 * the lifecycle's own route, so the status shown afterwards is the server's.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { locale, text } from './locales.ts';
import { AuthPages } from './pages/auth-pages.ts';

// Axe on a shared two-core machine takes its time.
test.describe.configure({ timeout: 300_000 });

const STAFF = { email: 'kezelo@palyazat.example.hu', password: 'Demo-Kezelo-2026!' };
const backoffice = locale('hu', 'backoffice');
const progress = locale('hu', 'progress');

async function signInAsStaff(page: Page): Promise<void> {
  await page.goto('/login');
  await new AuthPages(page).login(STAFF.email, STAFF.password);
  await page.waitForURL((url) => url.pathname === '/backoffice');
}

/** Opens the file of the first queue row in a status, from the queue, by clicking its link. */
async function openFirstIn(page: Page, status: string): Promise<void> {
  await page.goto('/backoffice');
  // By role: the counts table's region ("… by status") also matches the label's text.
  await page
    .getByRole('combobox', { name: text(backoffice, 'queue.columns.statusz') })
    .selectOption({ label: text(progress, `status.${status}`) });
  const table = page.locator('table.backoffice-queue');
  // Until the filtered answer arrives the table shows the unfiltered rows: wait for every row.
  const label = text(progress, `status.${status}`);
  await expect
    .poll(async () => {
      const cells = await table.locator('tbody tr td:nth-child(4)').allInnerTexts();
      return cells.length > 0 && cells.every((cell) => cell === label);
    })
    .toBe(true);
  await table.getByRole('link').first().click();
  // The file's chunk and the form engine load on first use; a busy machine needs a while.
  await expect(page.getByRole('heading', { name: text(backoffice, 'file.title') })).toBeVisible({
    timeout: 30_000,
  });
}

test('staff land on the seeded queue and work it with the keyboard only', async ({
  page,
  cspViolations,
  checkA11y,
}) => {
  void cspViolations;
  await signInAsStaff(page);
  await expect(page.getByRole('heading', { name: text(backoffice, 'queue.title') })).toBeVisible();
  const table = page.locator('table.backoffice-queue');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await checkA11y(page);

  // Sort by identifier with the keyboard: the header button takes focus and Enter.
  const sortButton = table.getByRole('button', {
    name: text(backoffice, 'queue.columns.azonosito'),
  });
  await sortButton.focus();
  await page.keyboard.press('Enter');
  await expect(table.locator('th[aria-sort="ascending"]')).toHaveCount(1);
  const ids = await table.locator('tbody tr td:first-child').allInnerTexts();
  expect(ids).toEqual(ids.toSorted());

  // Filter "waiting on the applicant": the seeded supplement request stays, the seeded
  // applications under evaluation (our move) go. Other journeys may have added applications
  // still being edited, which also wait on their applicants: the rows are not counted.
  const underEvaluation = table.getByText(text(progress, 'status.UNDER_EVALUATION'));
  await expect(underEvaluation.first()).toBeVisible();
  await page.getByLabel(text(backoffice, 'queue.waitingOn')).selectOption('PALYAZO');
  await expect(underEvaluation).toHaveCount(0);
  await expect(table.getByText(text(progress, 'status.WAITING_FOR_SUPPLEMENT'))).toBeVisible();

  // Open the file from the link with Enter.
  await table.getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: text(backoffice, 'file.title') })).toBeVisible();
  await expect(page.getByText(text(backoffice, 'file.openSupplement'))).toBeVisible();
  await checkA11y(page);
  // A refused action says why: the deadline has not passed yet.
  await expect(
    page.getByRole('button', { name: text(progress, 'events.SUPPLEMENT_DEADLINE_PASSED') }),
  ).toBeDisabled();
  await expect(page.getByText(text(progress, 'rules.supplementDeadlinePassed'))).toBeVisible();
});

test('a manager requests a supplement naming two items, then approves another application', async ({
  page,
  cspViolations,
  checkA11y,
}) => {
  void cspViolations;
  await signInAsStaff(page);
  await openFirstIn(page, 'UNDER_EVALUATION');
  await checkA11y(page);

  await page.getByRole('button', { name: text(progress, 'events.REQUEST_SUPPLEMENT') }).click();
  const form = page.locator('form.backoffice-event-form');
  // The items by keyboard: focus the checkbox, Space ticks it.
  for (const item of ['Hiteligénylés – A projekt címe', 'Hiteligénylés – Igényelt támogatás']) {
    await form.getByLabel(item).focus();
    await page.keyboard.press('Space');
    await expect(form.getByLabel(item)).toBeChecked();
  }
  await form.getByLabel(text(backoffice, 'actions.deadline')).fill('2030-01-15T16:00');
  await form.getByLabel(text(backoffice, 'actions.reason')).fill('Két adat pontosítása szükséges.');
  await checkA11y(page);
  await form.getByRole('button', { name: /végrehajtás/ }).click();
  await expect(
    page.getByText(text(progress, 'status.WAITING_FOR_SUPPLEMENT')).first(),
  ).toBeVisible();
  await expect(page.getByText('2030. 01. 15. 16:00')).toBeVisible();
  await expect(page.getByText('Két adat pontosítása szükséges.')).toBeVisible();

  // Internal note and assignment.
  await page.getByRole('button', { name: text(backoffice, 'file.assignToMe') }).click();
  await expect(page.locator('dd', { hasText: 'Demó Kezelő' })).toBeVisible();
  await page.getByLabel(text(backoffice, 'file.newNote')).fill('Telefonon egyeztetve.');
  await page.getByRole('button', { name: text(backoffice, 'file.addNote') }).click();
  await expect(page.getByText('Telefonon egyeztetve.')).toBeVisible();

  // A decision needs its reason.
  await openFirstIn(page, 'MANAGEMENT_REVIEW');
  await page.getByRole('button', { name: text(progress, 'events.APPROVE') }).click();
  const decision = page.locator('form.backoffice-event-form');
  await decision.getByRole('button', { name: /végrehajtás/ }).click();
  await expect(decision.getByRole('alert')).toHaveText(text(backoffice, 'actions.reasonRequired'));
  await decision.getByLabel(text(backoffice, 'actions.reasonRequiredLabel')).fill('Megfelel.');
  await decision.getByRole('button', { name: /végrehajtás/ }).click();
  await expect(page.getByText(text(progress, 'status.APPROVED')).first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: text(progress, 'events.PREPARE_CONTRACT') }),
  ).toBeEnabled();
  await checkA11y(page);
});

test('applicants never see the back office', async ({ page, portal, checkA11y }) => {
  void portal;
  await expect(
    page.getByRole('link', { name: text(locale('hu', 'common'), 'menu.backoffice') }),
  ).toHaveCount(0);
  await page.goto('/backoffice');
  await expect(page.getByText(text(backoffice, 'staffOnly'))).toBeVisible();
  await expect(page.locator('table.backoffice-queue')).toHaveCount(0);
  await checkA11y(page);
});

/**
 * Issue 19, item 2, in Chromium: the account menu and the account-deletion dialog, keyboard only
 * and checked with axe. Opened from the user menu; cancel (Escape, or the Cancel button) keeps the
 * account; confirming with the password erases it and signs out; signing in with the erased
 * account afterwards fails with exactly the answer an address that never had an account gets.
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, testWithOwnApplicant } from './fixtures.ts';
import { locale, text } from './locales.ts';
import { AuthPages } from './pages/auth-pages.ts';

// The dialog is a lazy chunk: on a shared machine it may take more than five seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

const hu = { common: locale('hu', 'common'), auth: locale('hu', 'auth') };

// Registration through the mailbox first: slow on a shared machine.
const erasable = testWithOwnApplicant('Törlendő Fiók Kft.');
erasable.describe.configure({ timeout: 300_000 });

/** Tabs forward until the element with `testId` has the focus (at most `limit` presses). */
async function tabTo(page: Page, testId: string, limit = 25): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if (
      await page.evaluate(
        (id) => document.activeElement?.getAttribute('data-testid') === id,
        testId,
      )
    )
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${testId} was not reached with the Tab key`);
}

/** Opens the user menu and the erasure dialog with the keyboard alone. */
async function openErasureDialog(page: Page) {
  // The only pointer-free way in: the focus is put on the user menu button, then keys only.
  await page.getByTestId('user-menu-button').focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: text(hu.common, 'userMenu.label') });
  await expect(menu).toBeVisible();
  await tabTo(page, 'user-menu-erase-account');
  return menu;
}

/** What signing in with the given credentials answers: the server's reply and the visible toast. */
async function loginAnswer(page: Page, email: string, password: string) {
  await page.goto('/login');
  // The answer is taken on its way to the page (route.fetch): reading a body afterwards through
  // the DevTools protocol failed in CI with "no data found for resource".
  let answer: { status: number; body: Record<string, unknown> } | undefined;
  await page.route('**/api/login', async (route) => {
    const response = await route.fetch();
    answer = {
      status: response.status(),
      body: (await response.json()) as Record<string, unknown>,
    };
    await route.fulfill({ response });
  });
  try {
    await new AuthPages(page).login(email, password);
    await expect.poll(() => answer).toBeDefined();
    await expect(page.getByText(text(hu.auth, 'login.failed'))).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  } finally {
    await page.unroute('**/api/login');
  }
  const { status, body } = answer!;
  // A request id differs from call to call; the status, the fields and the message must not.
  return { status, fields: Object.keys(body).toSorted(), message: body.message };
}

erasable(
  'the user menu and the deletion dialog: keyboard only, cancel keeps, confirm erases',
  async ({ page, portal, signedIn, checkA11y }) => {
    void portal;
    const { email } = signedIn;
    const menu = await openErasureDialog(page);
    await checkA11y(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text(hu.common, 'account.erase.title') });
    await expect(dialog).toBeVisible();
    await expect(menu).toBeHidden();
    const password = dialog.getByLabel(text(hu.common, 'account.erase.password'));
    // The focus is in the dialog, and the confirm button waits for the password.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await expect(dialog.getByTestId('account-erase-confirm')).toBeDisabled();
    await checkA11y(page);

    // Escape cancels: the account and the session stay.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect((await page.request.get('/api/felhasznalok/current')).status()).toBe(200);

    // The Cancel button, reached with Tab, cancels too.
    await openErasureDialog(page);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await password.focus();
    await page.keyboard.type('Nem-Ez-A-Jelszo-1');
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('account-erase-error')).toHaveText(
      text(locale('hu', 'api'), 'messages.wrongPassword'),
    );
    await checkA11y(page);
    await page.keyboard.press('Tab');
    await expect(
      dialog.getByRole('button', { name: text(hu.common, 'account.erase.cancel') }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    expect((await page.request.get('/api/felhasznalok/current')).status()).toBe(200);

    // Confirmed with the password: erased, signed out, on the sign-in page.
    await openErasureDialog(page);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await password.focus();
    await page.keyboard.type('Nyári-Balaton-2026!');
    await tabTo(page, 'account-erase-confirm');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login/);
    expect((await page.request.get('/api/felhasznalok/current')).status()).toBe(401);
    await checkA11y(page);

    // Signing in again fails exactly as for an address that never had an account.
    const erased = await loginAnswer(page, email, 'Nyári-Balaton-2026!');
    const never = await loginAnswer(
      page,
      `soha-nem-volt-${Date.now()}@pelda.hu`,
      'Nyári-Balaton-2026!',
    );
    expect(erased.status).toBe(401);
    expect(erased).toEqual(never);
  },
);

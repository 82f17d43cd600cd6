/** Sign-in journeys in a real browser (issue 3 acceptance). */
import { expect, test } from './fixtures.ts';
import { locale, text } from './locales.ts';
import { AuthPages, DEMO } from './pages/auth-pages.ts';

const auth = locale('hu', 'auth');
const form = locale('hu', 'form');
const common = locale('hu', 'common');

test('registration → set-password link from the mail → login → 2FA code from the mail → dashboard → logout', async ({
  page,
  checkA11y,
  cspViolations,
}) => {
  void cspViolations;
  const pages = new AuthPages(page);
  const email = `e2e-${Date.now()}@pelda.hu`;
  const password = 'Nyári-Balaton-2026!';

  await page.goto('/registration');
  await page
    .getByRole('textbox', { name: text(form, 'registration.name') })
    .fill('E2E Panzió Kft.');
  await page.getByRole('textbox', { name: text(form, 'fields.email') }).fill(email);
  await page
    .getByRole('textbox', { name: text(form, 'fields.taxNumber') })
    .fill(`${String(Date.now()).slice(-8)}-2-41`);
  await page.getByLabel(text(form, 'applicantType.JOINT_VENTURE')).check({ force: true });
  await page.getByLabel(text(form, 'registration.termsAccepted')).check({ force: true });
  await pages.solveCaptcha();
  await checkA11y(page);
  await page.getByRole('button', { name: text(auth, 'registration.submit') }).click();
  await expect(page.getByText(text(auth, 'registration.success'))).toBeVisible();

  const link = await pages.mailTo(email, /(https?:\/\/\S+\/setPassword\?token=[\w-]+)/);
  await page.goto(new URL(link[1] ?? '').pathname + new URL(link[1] ?? '').search);
  await page.getByLabel(text(form, 'fields.newPassword')).fill(password);
  await page.getByLabel(text(form, 'fields.passwordAgain')).fill(password);
  await page.getByRole('button', { name: text(auth, 'setPassword.submit') }).click();
  await expect(page).toHaveURL(/\/login/);

  await pages.login(email, password);
  await expect(page).toHaveURL(/\/2Fa/);
  const code = await pages.mailTo(email, /\b(\d{6})\b/);
  await page.getByLabel(text(form, 'twoFactor.code')).fill(code[1] ?? '');
  await page.getByRole('button', { name: text(auth, 'twoFactor.submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(common, 'dashboard.title'));
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('CURRENT_USER') ?? 'null')?.email),
  ).toBe(email);

  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: text(common, 'userMenu.logout') }).click();
  await expect(page).toHaveURL(/\/login/);
  // Signing out ends with a full page load of the root, which lands on /login again: read the
  // storage once that navigation has settled (a read during it has no page to run in).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('CURRENT_USER')).catch(() => 'navigating'))
    .toBeNull();
});

test('a failed login shows the toast', async ({ page }) => {
  const pages = new AuthPages(page);
  await pages.login(DEMO.email, 'Rossz-Jelszo-2026!');
  await expect(page.getByText('Bejelentkezés sikertelen!')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a failed sign-in by keyboard keeps the focus in its field, and the failure is seen (issue 20)', async ({
  page,
}) => {
  await page.goto('/login');
  const email = page.getByLabel(text(form, 'fields.email'));
  const password = page.getByLabel(text(form, 'fields.password'));
  await expect(email).toBeVisible();
  // Tab from the top of the page to the first field, as a keyboard user starts.
  for (let presses = 0; presses < 20; presses++) {
    if (await email.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  await page.keyboard.type(DEMO.email);
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type('Rossz-Jelszo-2026!');
  await page.keyboard.press('Enter');
  const failure = page.getByText('Bejelentkezés sikertelen!');
  await expect(failure).toBeVisible();
  // Announced: the toaster is a live region.
  await expect(page.locator('[aria-live]', { has: failure })).toHaveCount(1);
  // The busy form kept its fields focusable: the focus did not fall to the page's body.
  await expect(password).toBeFocused();
  await expect(password).toBeEnabled();
  // The next attempt starts where the person is.
  await page.keyboard.press('Control+A');
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
});

test('a protected page visited while signed out comes back after signing in', async ({ page }) => {
  const pages = new AuthPages(page);
  await page.goto('/help/docs');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhelp%2Fdocs/);
  await pages.login(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/help\/docs$/);
});

test('forgotten password: disabled until valid, then the confirmation panel', async ({
  page,
  checkA11y,
}) => {
  const pages = new AuthPages(page);
  await page.goto('/forgottenPassword');
  const submit = page.getByRole('button', { name: text(auth, 'forgottenPassword.submit') });
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: text(form, 'fields.email') }).fill(DEMO.email);
  await expect(submit).toBeDisabled();
  await pages.solveCaptcha();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(text(auth, 'forgottenPassword.confirmation'))).toBeVisible();
  await expect(page.getByText(text(auth, 'registration.forgottenPassowrd.success'))).toBeVisible();
  await checkA11y(page);
  await pages.mailTo(DEMO.email, /\/setPassword\?token=/);
});

test('NTAK login through the local identity provider lands signed in with the provider applicant selected', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: text(auth, 'login.ntak') }).click();
  await expect(page).toHaveURL(/\/login\/ntak/);
  await page.getByRole('button', { name: text(auth, 'ntak.submit') }).click();
  // oidc-provider's development login page of the fake NTAK identity provider.
  await page.locator('input[name="login"]').fill('demo');
  await page.locator('input[name="password"]').fill('barmi');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(common, 'dashboard.title'));
  await expect(page).toHaveURL(/\/$/);
  const stored = await page.evaluate(() => ({
    user: JSON.parse(localStorage.getItem('CURRENT_USER') ?? 'null') as {
      oidc: boolean;
      permissions: Array<{ applicant: { id: number } }>;
    } | null,
    selected: localStorage.getItem('selectedApplicantId'),
  }));
  expect(stored.user?.oidc).toBe(true);
  expect(stored.selected).toBe(String(stored.user?.permissions[0]?.applicant.id));
});

/** The app shell in a real browser (issue 2 acceptance): every page check also runs axe. */
import { expect, test } from './fixtures.ts';
import { locale, text } from './locales.ts';

const common = locale('hu', 'common');
const errors = locale('hu', 'errors');
const help = locale('hu', 'help');
const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

test('an unknown path shows the 404 page with the path and a link home', async ({
  portal,
  page,
  checkA11y,
}) => {
  await portal.open('/no/such/page');
  await expect(portal.heading).toHaveText(text(errors, 'notFound.title'));
  await expect(portal.heading).toHaveText('A keresett oldal nem található');
  await expect(page.getByTestId('not-found-path')).toHaveText('/no/such/page');
  await expect(page).toHaveTitle(text(common, 'productName'));
  await checkA11y(page);
  await portal.main.getByRole('link', { name: 'Vissza a kezdőoldalra' }).click();
  await portal.expectPath('/');
  await expect(portal.heading).toHaveText(text(common, 'dashboard.title'));
});

test('any path containing /messages and /application/new land on /', async ({
  portal,
  page,
  checkA11y,
}) => {
  for (const path of ['/messages/anything', '/messages', '/help/messages/7', '/application/new']) {
    await portal.open(path);
    await portal.expectPath('/');
    await expect(portal.heading).toHaveText(text(common, 'dashboard.title'));
  }
  await checkA11y(page);
});

test('the theme survives a reload', async ({ portal, page, checkA11y }) => {
  await portal.open('/');
  expect(await portal.rootClasses()).toContain('light');
  await portal.toggleTheme();
  // The class changes once React has applied the new theme: wait for it, do not sample once.
  await expect
    .poll(() => portal.rootClasses())
    .toEqual(expect.arrayContaining(['bp6-dark', 'dark']));
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await portal.main.waitFor();
  await expect
    .poll(() => portal.rootClasses())
    .toEqual(expect.arrayContaining(['bp6-dark', 'dark']));
  expect(await portal.rootClasses()).not.toContain('light');
  await checkA11y(page);
});

test('Ctrl+B toggles the sidebar and keeps its state in sidebar_state for 7 days', async ({
  portal,
  page,
  checkA11y,
}) => {
  await portal.open('/');
  await expect(portal.sidebar).toHaveAttribute('data-state', 'expanded');
  await expect(portal.sidebar).toHaveCSS('width', '320px'); // 20rem

  await portal.pressSidebarShortcut();
  await expect(portal.sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect(portal.sidebar).toHaveCSS('width', '48px'); // 3rem
  const cookie = await portal.sidebarCookie();
  expect(cookie?.value).toBe('false');
  const expectedExpiry = Date.now() / 1000 + SEVEN_DAYS_S;
  expect(Math.abs((cookie?.expires ?? 0) - expectedExpiry)).toBeLessThan(120);
  await checkA11y(page);

  await page.reload();
  await expect(portal.sidebar).toHaveAttribute('data-state', 'collapsed');
  await portal.pressSidebarShortcut();
  await expect(portal.sidebar).toHaveAttribute('data-state', 'expanded');
  expect((await portal.sidebarCookie())?.value).toBe('true');
});

test('the title of /attachments is the translated entry plus the product name', async ({
  portal,
  page,
  checkA11y,
}) => {
  await portal.open('/attachments');
  await expect(page).toHaveTitle(
    `${text(common, 'menu.attachments')} - ${text(common, 'productName')}`,
  );
  // Without a selected application the page asks for one; with one, the page itself shows.
  await expect(portal.heading).toBeVisible();
  await checkA11y(page);
});

test('a 390 px wide viewport shows the sidebar as a sheet', async ({ portal, page, checkA11y }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await portal.open('/');
  await expect(portal.sidebar).toHaveCount(0);
  await portal.sidebarToggle.click();
  const sheet = page.getByRole('dialog', { name: text(common, 'shell.navigation') });
  await expect(sheet).toBeVisible();
  await expect(portal.sidebar).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box?.width).toBeCloseTo(19.5 * 16, 0);
  await checkA11y(page);
  await sheet.getByRole('button', { name: text(common, 'menu.help') }).click();
  await sheet.getByRole('link', { name: text(common, 'menu.helpDocs') }).click();
  await portal.expectPath('/help/docs');
  await expect(sheet).toBeHidden();
});

test('navigation groups open for the active path and remember their state', async ({
  portal,
  page,
}) => {
  await portal.open('/help/support');
  const nav = page.getByRole('navigation', { name: text(common, 'shell.mainMenu') });
  const helpGroup = nav.getByRole('button', { name: text(common, 'menu.help') });
  await expect(helpGroup).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: text(common, 'menu.helpSupport') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // (Disabled application-needed entries without an applicant: src/client/app/menu.test.ts.)

  const progressGroup = nav.getByRole('button', { name: text(common, 'menu.progress') });
  await expect(progressGroup).toHaveAttribute('aria-expanded', 'false');
  await progressGroup.click();
  await expect(progressGroup).toHaveAttribute('aria-expanded', 'true');
  await page.reload();
  await expect(nav.getByRole('button', { name: text(common, 'menu.progress') })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const stored = await page.evaluate(() => localStorage.getItem('navigationOpenGroups'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ help: true, progress: true });
});

test('the environment banner names the dev environment', async ({ portal, page, checkA11y }) => {
  await portal.open('/');
  await expect(portal.environmentBanner).toHaveText(text(common, 'environments.dev'));
  const box = await portal.environmentBanner.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0 });
  await checkA11y(page);
});

test('the footer shows the version served by /api/properties', async ({
  portal,
  page,
  request,
}) => {
  const properties = await (await request.get('/api/properties')).json();
  await portal.open('/');
  await expect(portal.footerVersion).toContainText(properties.version);
  await expect(page.locator('footer')).toContainText(properties.supportPhone);
  await expect(page.locator('footer')).toContainText(properties.supportEmail);
});

test('help pages render the guide and the support form without CSP violations', async ({
  portal,
  page,
  checkA11y,
}) => {
  await portal.open('/help/docs');
  await expect(portal.heading).toHaveText(text(help, 'docs.title'));
  await expect(
    page.getByRole('heading', { level: 2, name: '1. Regisztráció és belépés' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(
    `${text(common, 'menu.helpDocs')} - ${text(common, 'productName')}`,
  );
  await checkA11y(page);

  await portal.open('/help/support');
  await expect(portal.heading).toHaveText(text(help, 'support.title'));
  await page.getByRole('button', { name: text(help, 'support.submit') }).click();
  await expect(page.getByText(text(help, 'support.topicRequired'))).toBeVisible();
  await checkA11y(page);
  await page.getByLabel(text(help, 'support.topic')).selectOption('technical');
  await page.getByLabel(text(help, 'support.message')).fill('Nem tudok dokumentumot feltölteni.');
  await page.getByRole('button', { name: text(help, 'support.submit') }).click();
  // Sent: a success toast at the bottom centre, 356 px wide.
  const toast = page.locator('.portal-toaster .bp6-toast');
  await expect(toast).toContainText(text(help, 'support.sent'));
  const box = await toast.boundingBox();
  expect(box?.width).toBe(356);
});

test('pages in the shell have landmarks and pass axe in the dark theme too', async ({
  portal,
  page,
  checkA11y,
}) => {
  await portal.open('/');
  await portal.toggleTheme();
  for (const path of [
    '/',
    '/statements',
    '/application/base',
    '/settings/users',
    '/help/support',
  ]) {
    await portal.open(path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: text(common, 'shell.mainMenu') }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await checkA11y(page);
  }
});

test('the header shows a loading indicator during background fetches', async ({ portal, page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/properties', async (route) => {
    await held;
    await route.continue();
  });
  await portal.open('/');
  const indicator = page.getByTestId('loading-indicator');
  await expect(indicator).toHaveAttribute('data-busy', 'true');
  release();
  await expect(indicator).toHaveAttribute('data-busy', 'false');
});

test('a missing runtime configuration key shows its error message', async ({ page }) => {
  await page.route('**/config.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__RUNTIME_CONFIG__={"ENV":"dev","NTAK_OIDC_ENABLED":"false","FAKE_OIDC":"false"};',
    }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'API_URL env var is not configured!',
  );
});

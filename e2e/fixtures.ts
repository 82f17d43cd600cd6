/**
 * The Playwright `test` every spec uses (SHELL contract):
 * - `portal`: the page object of the shell (e2e/pages/portal-page.ts); specs reach pages only
 *   through it, so the session feature can later add signing in in one place.
 * - `checkA11y(page)`: runs axe-core and fails on serious or critical violations.
 * Every test also fails when the page reports a Content-Security-Policy violation.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { type Page, test as base, expect } from '@playwright/test';
import { PortalPage } from './pages/portal-page.ts';
import { AuthPages, DEMO } from './pages/auth-pages.ts';

export interface PortalFixtures {
  portal: PortalPage;
  checkA11y: (page: Page) => Promise<void>;
  /** CSP violations seen so far in this test (console messages and securitypolicyviolation events). */
  cspViolations: string[];
  /** Signs the demo applicant in through the login page; `portal` depends on it. */
  signedIn: { email: string };
}

/**
 * Waits (up to 5 s) for the page's finite CSS transitions and animations to end: axe measures
 * colour contrast as painted, and a toast caught while fading in fails it (seen in CI). Endless
 * ones (spinners) are left running.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

async function assertNoSeriousViolations(page: Page): Promise<void> {
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(report, `axe found serious/critical violations on ${page.url()}`).toEqual([]);
}

export const test = base.extend<PortalFixtures>({
  cspViolations: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation(text: string): void })
          .__reportCspViolation;
        report(`${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
    await use(violations);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  signedIn: async ({ page }, use) => {
    await page.goto('/login');
    await new AuthPages(page).login(DEMO.email, DEMO.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await use({ email: DEMO.email });
  },
  portal: async ({ page, cspViolations, signedIn }, use) => {
    void cspViolations; // Declared so every test that uses the shell is watched for CSP violations.
    void signedIn; // The shell is behind the login redirect: its pages are seen signed in.
    await use(new PortalPage(page));
  },
  // oxlint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern.
  checkA11y: async ({}, use) => {
    await use(assertNoSeriousViolations);
  },
});

/**
 * The fixtures with an applicant of the test's own, registered through the registration page and
 * the dev mailbox, so a journey neither depends on nor leaves anything for the others on the demo
 * applicant.
 */
export function testWithOwnApplicant(companyName: string) {
  return test.extend({
    signedIn: async ({ page }, use) => {
      const { email } = await new AuthPages(page).registerAndSignIn(companyName);
      await use({ email });
    },
  });
}

export { expect };

/**
 * Page object of the public sign-in pages and the development mailbox (ENV=dev keeps mail in the
 * built-in mailbox, readable at GET /api/dev/mailbox).
 */
import { type Page, expect } from '@playwright/test';
import { locale, text } from '../locales.ts';

const form = locale('hu', 'form');
const auth = locale('hu', 'auth');

/** The demo applicant account seeded outside production (src/server/auth/demo-account.ts). */
export const DEMO = { email: 'demo@palyazat.example.hu', password: 'Demo-Palyazo-2026!' };

interface MailboxMessage {
  recipient?: string;
  to?: string;
  subject: string;
  text: string;
}

export class AuthPages {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async login(email: string, password: string): Promise<void> {
    if (!new URL(this.page.url()).pathname.startsWith('/login')) await this.page.goto('/login');
    await this.page.getByLabel(text(form, 'fields.email')).fill(email);
    await this.page.getByLabel(text(form, 'fields.password')).fill(password);
    await this.page.getByRole('button', { name: text(auth, 'login.submit') }).click();
  }

  /** Ticks the ALTCHA check box and waits until the proof of work is solved. */
  async solveCaptcha(): Promise<void> {
    await this.page.locator('altcha-widget input[type="checkbox"]').click({ force: true });
    await expect(this.page.locator('altcha-widget input[name="altcha"]')).not.toHaveValue('', {
      timeout: 20_000,
    });
  }

  /** The newest mail to `to` whose text matches `pattern`, polled from the dev mailbox. */
  async mailTo(to: string, pattern: RegExp, timeout = 15_000): Promise<RegExpExecArray> {
    let found: RegExpExecArray | null = null;
    await expect
      .poll(
        async () => {
          const response = await this.page.request.get(
            `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
          );
          const body = (await response.json()) as { messages: MailboxMessage[] };
          for (const message of body.messages) {
            found = pattern.exec(message.text);
            if (found) return true;
          }
          return false;
        },
        { timeout },
      )
      .toBe(true);
    return found as unknown as RegExpExecArray;
  }

  /**
   * Registers a new company through /registration, sets the password from the mailed link and
   * signs in with the mailed 2FA code: an applicant of its own, so a journey does not depend on
   * what others left on the demo applicant. Ends on the dashboard.
   */
  async registerAndSignIn(companyName: string): Promise<{ email: string; password: string }> {
    const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `e2e-${unique}@pelda.hu`;
    const password = 'Nyári-Balaton-2026!';
    await this.page.goto('/registration');
    await this.page
      .getByRole('textbox', { name: text(form, 'registration.name') })
      .fill(companyName);
    await this.page.getByRole('textbox', { name: text(form, 'fields.email') }).fill(email);
    await this.page
      .getByRole('textbox', { name: text(form, 'fields.taxNumber') })
      .fill(`${unique.slice(-8)}-2-41`);
    await this.page.getByLabel(text(form, 'applicantType.JOINT_VENTURE')).check({ force: true });
    await this.page.getByLabel(text(form, 'registration.termsAccepted')).check({ force: true });
    await this.solveCaptcha();
    await this.page.getByRole('button', { name: text(auth, 'registration.submit') }).click();
    await expect(this.page.getByText(text(auth, 'registration.success'))).toBeVisible();

    const link = new URL(
      (await this.mailTo(email, /(https?:\/\/\S+\/setPassword\?token=[\w&=-]+)/))[1] ?? '',
    );
    await this.page.goto(link.pathname + link.search);
    await this.page.getByLabel(text(form, 'fields.newPassword')).fill(password);
    await this.page.getByLabel(text(form, 'fields.passwordAgain')).fill(password);
    await this.page.getByRole('button', { name: text(auth, 'setPassword.submit') }).click();
    await expect(this.page).toHaveURL(/\/login/);

    await this.login(email, password);
    await expect(this.page).toHaveURL(/\/2Fa/);
    const code = await this.mailTo(email, /\b(\d{6})\b/);
    await this.page.getByLabel(text(form, 'twoFactor.code')).fill(code[1] ?? '');
    await this.page.getByRole('button', { name: text(auth, 'twoFactor.submit') }).click();
    await this.page.waitForURL((url) => url.pathname === '/');
    return { email, password };
  }
}

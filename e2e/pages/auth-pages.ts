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
  constructor(readonly page: Page) {}

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
  async mailTo(to: string, pattern: RegExp): Promise<RegExpExecArray> {
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
        { timeout: 15_000 },
      )
      .toBe(true);
    return found as unknown as RegExpExecArray;
  }
}

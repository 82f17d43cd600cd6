/**
 * Page object of the application screens of issue 6: dashboard calls, loan claim, support
 * content, knock-out list, attachments, statements and the /application summary.
 */
import { type Page, expect } from '@playwright/test';

export class ApplicationPages {
  constructor(readonly page: Page) {}

  /** Calls the API from the page, as the client does (cookie + anti-forgery header); set-up only. */
  async api(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
    // The app renews the anti-forgery cookie while it boots: read it once that has settled.
    await this.page.waitForLoadState('networkidle');
    const answer = await this.page.evaluate(
      async (call) => {
        const cookie = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='));
        const token = cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : '';
        const response = await fetch(`/api/${call.path}`, {
          method: call.method,
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': token },
          body: call.data === undefined ? undefined : JSON.stringify(call.data),
        });
        return { status: response.status, body: await response.text() };
      },
      { method, path, data },
    );
    expect(answer.status < 300, `${method} ${path}: ${answer.status} ${answer.body}`).toBe(true);
    return JSON.parse(answer.body);
  }

  async startApplication(callTitle: string): Promise<void> {
    await this.page.goto('/');
    const card = this.page.locator('.call-card', {
      has: this.page.getByRole('heading', { name: callTitle }),
    });
    await card.getByRole('button', { name: 'Pályázat indítása' }).click();
    await this.page.waitForURL('**/application');
  }

  amount(label: string) {
    return this.page.getByLabel(label, { exact: false }).first();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Mentés' }).click();
  }

  async expectSaved(): Promise<void> {
    await expect(this.page.getByTestId('autosave-status')).toHaveText('Mentve', {
      timeout: 10_000,
    });
  }
}

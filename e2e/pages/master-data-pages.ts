/**
 * Page object of the applicant master-data screens (issue 5): base data, addresses, owners,
 * contacts, financial years and the organisation's users.
 */
import { type Page, expect } from '@playwright/test';
import { locale, text } from '../locales.ts';
import { ApplicationPages } from './application-pages.ts';

const applicant = locale('hu', 'applicant');
const common = locale('hu', 'common');

export class MasterDataPages {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Calls the API with the browser's session and anti-forgery token (test set-up only). */
  async api(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
    const cookies = await this.page.context().cookies();
    const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const response = await this.page.request.fetch(`/api/${path}`, {
      method,
      data,
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
    });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
      true,
    );
    return response.json();
  }

  field(key: string) {
    return this.page.getByLabel(text(applicant, key), { exact: false }).first();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: text(applicant, 'page.save') }).click();
  }

  async add(): Promise<void> {
    await this.page.getByRole('button', { name: text(applicant, 'page.add') }).click();
  }

  async expectSaved(): Promise<void> {
    await expect(this.page.getByText(text(applicant, 'page.saved')).first()).toBeVisible();
  }

  /** Picks a value of a Blueprint select by its label. */
  async choose(fieldKey: string, optionKey: string): Promise<void> {
    await this.field(fieldKey).selectOption({ label: text(applicant, optionKey) });
  }

  /**
   * Types into a searchable select, key by key as a person does (the list opens on a key press,
   * not on focus), and picks the first option containing the typed text.
   */
  async search(fieldKey: string, query: string): Promise<void> {
    await this.field(fieldKey).click();
    await this.field(fieldKey).pressSequentially(query);
    // Waits for the loaded options: until then the list holds only the disabled "no results" entry.
    await this.page
      .locator('.bp6-popover')
      .getByRole('option', { name: new RegExp(query, 'i') })
      .first()
      .click();
  }

  /**
   * The application screens need a selected application (the shell's gate): choose one of the demo
   * applicant's applications, or start the loan call's application when there is none.
   */
  async ensureApplication(callTitle: string): Promise<void> {
    await this.page.goto('/application/base');
    const gate = this.page.getByRole('heading', {
      name: text(common, 'applicationRequired.title'),
    });
    const form = this.field('base.name');
    await expect(gate.or(form)).toBeVisible();
    // The gate also shows while the application list loads: decide only once it has arrived.
    await this.page.waitForLoadState('networkidle');
    if (!(await gate.isVisible())) return;
    // Several applications and none chosen: pick one (the call limits how many may be started).
    const selector = this.page.locator('#application-selector');
    if ((await selector.count()) > 0 && (await selector.locator('option').count()) > 1) {
      await selector.selectOption({ index: 1 });
      await expect(form).toBeVisible();
      return;
    }
    await new ApplicationPages(this.page).startApplication(callTitle);
  }

  rows() {
    return this.page.locator('.record-table tbody tr');
  }
}

export { applicant };

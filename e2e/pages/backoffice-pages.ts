/**
 * Page object of the back office (issue 15, docs/decisions/0017), driven with the keyboard only:
 * every step reaches its control with Tab (or Shift+Tab, whichever way it lies from the focus)
 * and acts with Enter, Space or typing, so a journey through it proves the queue and the file can
 * be worked without a mouse. Texts come from the locale files.
 */
import {
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  expect,
} from '@playwright/test';
import { locale, text } from '../locales.ts';
import { AuthPages } from './auth-pages.ts';
import { DEMO_STAFF } from './staff-api.ts';

const backoffice = locale('hu', 'backoffice');
const progress = locale('hu', 'progress');

/** The file's chunk and the form engine load on first use; a busy machine needs a while. */
const FILE_LOAD_TIMEOUT = 30_000;
/** How long a control may take to appear before Tab looks for it. */
const CONTROL_TIMEOUT = 30_000;

export class BackOfficePages {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** The demo manager signed in, in a browser context of their own, on the work queue. */
  static async signIn(
    browser: Browser,
    baseURL: string,
  ): Promise<{ context: BrowserContext; staff: BackOfficePages }> {
    const context = await browser.newContext({ baseURL, locale: 'hu-HU' });
    const page = await context.newPage();
    await page.goto('/login');
    await new AuthPages(page).login(DEMO_STAFF.email, DEMO_STAFF.password);
    await page.waitForURL((url) => url.pathname === '/backoffice');
    return { context, staff: new BackOfficePages(page) };
  }

  /**
   * Presses Tab, or Shift+Tab when the target lies before the focus, until the target has the
   * focus; fails when it is not reached within `max` presses (a keyboard trap or a control the
   * keyboard cannot reach). Answers whether it went backward.
   */
  async tabTo(target: Locator, max = 120): Promise<boolean> {
    await target.waitFor({ timeout: CONTROL_TIMEOUT });
    const backward = await target.evaluate((element) => {
      const active = document.activeElement;
      if (!active || active === document.body || active === element) return false;
      return (active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
    });
    for (let presses = 0; presses <= max; presses += 1) {
      if (await this.focused(target)) return backward;
      await this.page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`${target} not reached with ${max} presses of ${backward ? 'Shift+' : ''}Tab`);
  }

  private focused(target: Locator): Promise<boolean> {
    return target.evaluate((element) => element === document.activeElement);
  }

  /**
   * Tab to a date or time field on its first part: reached backward, Shift+Tab lands on its last
   * part, so the focus leaves it backward (Shift+Tab walks its parts) and comes back with Tab.
   */
  async tabToFirstPart(field: Locator): Promise<void> {
    if (!(await this.tabTo(field))) return;
    for (let part = 0; part < 10 && (await this.focused(field)); part += 1)
      await this.page.keyboard.press('Shift+Tab');
    await this.page.keyboard.press('Tab');
    await expect(field).toBeFocused();
  }

  /** Tab to a control, then press a key on it. */
  async press(target: Locator, key: 'Enter' | 'Space'): Promise<void> {
    await this.tabTo(target);
    await this.page.keyboard.press(key);
  }

  /** The link to an application's file in the queue. */
  fileLink(applicationId: number): Locator {
    return this.page.locator(`table.backoffice-queue a[href="/backoffice/${applicationId}"]`);
  }

  /** On the queue: types the search, submits it with Enter; the application's row shows. */
  async search(query: string, applicationId: number): Promise<void> {
    await this.tabTo(this.page.getByRole('searchbox'));
    await this.page.keyboard.type(query);
    await this.page.keyboard.press('Enter');
    await expect(this.fileLink(applicationId)).toBeVisible();
  }

  /** From the queue: Tab to the application's link and open its file with Enter. */
  async openFile(applicationId: number): Promise<void> {
    await this.press(this.fileLink(applicationId), 'Enter');
    await this.expectFile();
  }

  async expectFile(): Promise<void> {
    await expect(
      this.page.getByRole('heading', { name: text(backoffice, 'file.title') }),
    ).toBeVisible({ timeout: FILE_LOAD_TIMEOUT });
    await expect(
      this.page.getByRole('heading', { name: text(backoffice, 'actions.title') }),
    ).toBeVisible({
      timeout: FILE_LOAD_TIMEOUT,
    });
  }

  /** The button of a lifecycle event in the file's actions. */
  actionButton(event: string): Locator {
    return this.page.getByRole('button', { name: text(progress, `events.${event}`), exact: true });
  }

  /** The open form of an action (its heading names it). */
  actionForm(event: string): Locator {
    return this.page.getByRole('form', { name: text(progress, `events.${event}`), exact: true });
  }

  /** Presses the submit button of an action's form and waits for the announced new status. */
  private async confirm(event: string, status: string): Promise<void> {
    const send = this.actionForm(event).getByRole('button', {
      name: text(backoffice, 'actions.send').replace(
        '{{action}}',
        text(progress, `events.${event}`),
      ),
    });
    await this.press(send, 'Enter');
    await this.expectAnnounced(
      text(backoffice, 'actions.done')
        .replace('{{action}}', text(progress, `events.${event}`))
        .replace('{{status}}', text(progress, `status.${status}`)),
    );
  }

  /** The announced result of the last action has the focus. */
  async expectAnnounced(message: string): Promise<void> {
    await expect(this.page.getByRole('status').filter({ hasText: message })).toBeFocused();
  }

  /**
   * Sends a lifecycle event from the file: Tab to its button, Enter opens its form with the
   * focus inside, the reason typed when given, Tab to the form's submit button, Enter; the new
   * status is announced.
   */
  async sendEvent(event: string, status: string, reason?: string): Promise<void> {
    await this.press(this.actionButton(event), 'Enter');
    const form = this.actionForm(event);
    await expect(form).toBeVisible();
    if (reason !== undefined) {
      await this.tabTo(form.getByRole('textbox'));
      await this.page.keyboard.type(reason);
    }
    await this.confirm(event, status);
  }

  /**
   * Requests a supplement: ticks each item (named as the applicant sees it) with Space, keeps the
   * proposed deadline, types the reason and sends it.
   */
  async requestSupplement(
    items: string[],
    reason: string,
    beforeSending?: () => Promise<void>,
  ): Promise<void> {
    await this.press(this.actionButton('REQUEST_SUPPLEMENT'), 'Enter');
    const form = this.actionForm('REQUEST_SUPPLEMENT');
    await expect(form).toBeVisible();
    for (const item of items) {
      const box = form.getByLabel(item, { exact: true });
      await this.press(box, 'Space');
      await expect(box).toBeChecked();
    }
    await expect(form.getByLabel(text(backoffice, 'actions.deadline'))).not.toHaveValue('');
    await this.tabTo(form.getByLabel(text(backoffice, 'actions.reason')));
    await this.page.keyboard.type(reason);
    await beforeSending?.();
    await this.confirm('REQUEST_SUPPLEMENT', 'WAITING_FOR_SUPPLEMENT');
  }

  /** Uploads the contract: Enter on the file field opens the file chooser, then "Upload". */
  async uploadContract(name: string, buffer: Buffer): Promise<void> {
    const form = this.page.getByRole('form', { name: text(backoffice, 'contract.uploadTitle') });
    await this.tabTo(form.getByLabel(text(backoffice, 'contract.file'), { exact: true }));
    const [chooser] = await Promise.all([
      this.page.waitForEvent('filechooser', { timeout: CONTROL_TIMEOUT }),
      this.page.keyboard.press('Enter'),
    ]);
    await chooser.setFiles({ name, mimeType: 'application/pdf', buffer });
    await this.press(
      form.getByRole('button', { name: text(backoffice, 'contract.upload') }),
      'Enter',
    );
    await this.expectAnnounced(text(backoffice, 'contract.uploaded').replace('{{file}}', name));
  }

  /**
   * Offers an appointment slot at the proposed start (a week ahead, 10:00 Budapest time), its
   * hour raised by `laterByHours` with the arrow key, at a place typed in.
   */
  async offerSlot(place: string, laterByHours = 0): Promise<void> {
    const form = this.page.getByRole('form', { name: text(backoffice, 'contract.offerTitle') });
    const start = form.getByLabel(text(backoffice, 'contract.start'));
    if (laterByHours > 0) {
      await this.tabToFirstPart(start);
      // The hour is the fourth part of the field in both the year-first and the month-first
      // orders Chromium may show it in; Tab moves between the parts.
      for (let part = 1; part < 4; part += 1) await this.page.keyboard.press('Tab');
      for (let hour = 0; hour < laterByHours; hour += 1) await this.page.keyboard.press('ArrowUp');
      await expect(start).toHaveValue(/T1[1-9]:00$/);
    }
    await this.tabTo(form.getByLabel(text(backoffice, 'contract.place')));
    await this.page.keyboard.type(place);
    await this.press(
      form.getByRole('button', { name: text(backoffice, 'contract.offer') }),
      'Enter',
    );
    await this.expectAnnounced(text(backoffice, 'contract.offered'));
  }

  /**
   * Opens a completion report due on `due` (yyyy-mm-dd), typed into the date field. Chromium
   * lays the field out in its own interface language, not the page's: this machine's Chromium
   * shows month, day, year; the value read back proves the typing landed as meant.
   */
  async openCompletionReport(due: string): Promise<void> {
    const form = this.page.getByRole('form', { name: text(backoffice, 'completion.openTitle') });
    const dueField = form.getByLabel(text(backoffice, 'completion.due'));
    await this.tabToFirstPart(dueField);
    const [year, month, day] = due.split('-');
    await this.page.keyboard.type(`${month}${day}${year}`);
    await expect(dueField, 'the date typed in month, day, year order').toHaveValue(due);
    await this.press(
      form.getByRole('button', { name: text(backoffice, 'completion.open') }),
      'Enter',
    );
    const opened = text(backoffice, 'completion.opened')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('\\{\\{title\\}\\}', '.+');
    await expect(
      this.page.getByRole('status').filter({ hasText: new RegExp(`^${opened}$`) }),
    ).toBeFocused();
  }
}

/**
 * Page object of the portal's shell. Specs open pages and reach shell parts only through it.
 * When the login redirect arrives, `open` is where a signed-in session is assumed.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export class PortalPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Opens a path and waits until the shell (or a page outside it) has rendered. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.page.locator('main').first().waitFor();
  }

  get main(): Locator {
    return this.page.locator('main');
  }
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }
  get sidebar(): Locator {
    return this.page.getByTestId('sidebar');
  }
  get sidebarToggle(): Locator {
    return this.page.getByTestId('sidebar-toggle');
  }
  get environmentBanner(): Locator {
    return this.page.getByTestId('environment-banner');
  }
  get footerVersion(): Locator {
    return this.page.getByTestId('app-version');
  }
  get userMenuButton(): Locator {
    return this.page.getByTestId('user-menu-button');
  }

  /** Opens the user menu and clicks the theme item. */
  async toggleTheme(): Promise<void> {
    await this.userMenuButton.click();
    await this.page.getByTestId('theme-toggle').click();
    await this.page.keyboard.press('Escape');
  }

  async rootClasses(): Promise<string[]> {
    return (
      (await this.page.locator('html').getAttribute('class'))?.split(/\s+/).filter(Boolean) ?? []
    );
  }

  /** Presses Ctrl+B with the focus on the page body. */
  async pressSidebarShortcut(): Promise<void> {
    await this.page.keyboard.press('Control+b');
  }

  async sidebarCookie() {
    const cookies = await this.page.context().cookies();
    return cookies.find((cookie) => cookie.name === 'sidebar_state');
  }

  async expectPath(path: string): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === path);
  }
}

import type { Locator, Page } from '@playwright/test';

/** The bar on top of every screen. */
export class AppHeader {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('banner');
  }

  languageOption(code: 'EN' | 'HR'): Locator {
    return this.root.getByText(code, { exact: true });
  }

  async switchLanguage(code: 'EN' | 'HR'): Promise<void> {
    await this.languageOption(code).click();
  }
}

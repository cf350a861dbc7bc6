import type { Locator, Page } from '@playwright/test';

/** The offline GraphQL playground. */
export class GraphiqlPage {
  readonly container: Locator;
  readonly runButton: Locator;
  readonly queryEditor: Locator;
  readonly response: Locator;

  constructor(readonly page: Page) {
    this.container = page.locator('.graphiql-container');
    this.runButton = page.locator('.graphiql-execute-button');
    this.queryEditor = page.locator('.graphiql-query-editor .monaco-editor');
    this.response = page.locator('.graphiql-response');
  }

  /** The editors are Monaco instances that start after the page shows. */
  async waitForEditors(): Promise<void> {
    await this.queryEditor.waitFor();
    await this.response.locator('.monaco-editor').waitFor();
  }

  async goto(path: '/graphiql' | '/graphql' = '/graphiql'): Promise<void> {
    await this.page.goto(path);
  }
}

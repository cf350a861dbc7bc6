import { expect, test } from '../test';
import { GraphiqlPage } from '../pages/graphiql-page';

for (const path of ['/graphiql', '/graphql'] as const) {
  test(`${path} opens the offline playground in a browser`, async ({ page, baseURL }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith('blob:') && !request.url().startsWith('data:')) {
        outside.push(request.url());
      }
    });
    const playground = new GraphiqlPage(page);
    await playground.goto(path);

    await expect(page).toHaveTitle('GraphQL playground | Lokalno');
    await expect(playground.container).toBeVisible();
    await expect(playground.runButton).toBeVisible();
    expect(outside).toEqual([]);
  });
}

test('the playground runs its example query against the API', async ({ page }) => {
  const playground = new GraphiqlPage(page);
  await playground.goto();
  await playground.waitForEditors();
  await expect(playground.queryEditor).toContainText('regions');

  await playground.runButton.click();

  await expect(playground.response).toContainText('"regions"', { timeout: 15_000 });
  await expect(playground.response).toContainText('"slug"');
});

import { expect, test } from './fixtures';
import { uniqueWord } from './helpers';

// A draft can be deleted, after a confirmation, in My lists and in the editor.

async function startDraft(page: import('@playwright/test').Page, title: string): Promise<string> {
  const response = await page.request.post('/api/lists', { data: { title } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('delete a draft from My needs lists, and from its editor', async ({ verifiedPage: page }) => {
  const first = `Kitchen things ${uniqueWord()}`;
  const second = `School shoes ${uniqueWord()}`;
  await startDraft(page, first);
  const secondId = await startDraft(page, second);

  await page.goto('/my-needs-lists');
  await page.getByRole('button', { name: `Delete draft: ${first}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this draft?' });
  await expect(dialog).toContainText(`“${first}” will be deleted with its items and photos.`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: first })).toBeVisible();
  await page.getByRole('button', { name: `Delete draft: ${first}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete draft' }).click();
  await expect(page.getByText(`The draft “${first}” was deleted.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: first })).toHaveCount(0);

  await page.goto(`/edit-wishlist/${secondId}`);
  await expect(page.getByLabel('Title')).toHaveValue(second);
  await page.getByRole('button', { name: `Delete draft: ${second}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete draft' }).click();
  await expect(page).toHaveURL(/\/my-needs-lists$/);
  await expect(page.getByText('You have no needs lists yet.')).toBeVisible();
  expect((await page.request.get(`/api/lists/${secondId}`)).status()).toBe(404);
});

test('"start a new list instead" leaves a draft that can be deleted right there in the editor', async ({
  verifiedPage: page,
}) => {
  const title = `Baby clothes ${uniqueWord()}`;
  await page.goto('/create');
  await page.getByLabel('Title').fill(title);
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByText(/A new list leaves this one in/)).toBeVisible();
  await page.getByRole('button', { name: `Delete draft: ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete draft' }).click();
  await expect(page.getByText('Your draft was deleted. You can start a new list below.')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('');
  expect(await (await page.request.get('/api/lists/mine')).json()).toEqual([]);
});

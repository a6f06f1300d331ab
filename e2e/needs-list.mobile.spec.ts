import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueWord } from './helpers';
import { runNeedsListJourney } from './needs-list-journey';

async function expectNoSidewaysScroll(page: Page) {
  const hasHorizontalScroll = await page.evaluate('document.documentElement.scrollWidth > window.innerWidth');
  expect(hasHorizontalScroll, page.url()).toBe(false);
}

test('at 390 px: the whole journey, from creating a list with a photo to archiving it', async ({ page }) => {
  test.setTimeout(120_000);
  await runNeedsListJourney(page, expectNoSidewaysScroll);
});

test.describe(() => {
  test.use({ memberName: 'Noor' });

  test('at 390 px: create a list from a phone, publish it, find it and open it', async ({
    verifiedPage: page,
  }) => {
    test.setTimeout(90_000);
    const word = uniqueWord();
    const title = `Baby formula for twins ${word}`;
    await page.goto('/create');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').selectOption('baby-items');
    await page
      .getByLabel('Your story')
      .fill(
        `Our twins came early at ${uniqueWord()} hospital and we are short on ${uniqueWord()} formula this month. ${word} thank you ${uniqueWord()} for reading.`,
      );
    await page.getByLabel('City', { exact: true }).fill('Memphis');
    await page.getByLabel('State or region', { exact: true }).fill('TN');
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await page.getByLabel('What do you need?').fill('Infant formula, 30.8 oz');
    await page.getByLabel('How many?').fill('4');
    await page.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByText('4 × Infant formula, 30.8 oz')).toBeVisible();
    const hasHorizontalScroll = await page.evaluate(
      'document.documentElement.scrollWidth > window.innerWidth',
    );
    expect(hasHorizontalScroll).toBe(false);
    await page.getByRole('button', { name: 'Publish my list' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const listId = page.url().split('/').pop() ?? '';

    await page.goto(`/browse?q=${word}`);
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/needslist/${listId}$`));
    await page.goto('/baby-items');
    await expect(page.getByRole('heading', { level: 1, name: 'Baby Items' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  });
});

import { expect, test } from '@playwright/test';
import { publishListViaApi, signUpVerified, uniqueWord } from './helpers';

// Issue 9, findings 19 and 20: a donor on a laptop searches by place, and cards say what they count.

test('a place search finds nearby cities and matches state names to codes; cards say what they count', async ({
  page,
}) => {
  await signUpVerified(page);
  const word = uniqueWord();
  const inAurora = `Warm bedding ${word} in Aurora`;
  const inLakewood = `Kids clothes ${word} in Lakewood`;
  await publishListViaApi(page, {
    title: inAurora,
    city: 'Aurora',
    region: 'CO',
    items: [
      { name: 'Blankets', quantity: 2 },
      { name: 'Pillows', quantity: 3 },
      { name: 'Sheets', quantity: 2 },
      { name: 'Crib mattress', quantity: 1 },
      { name: 'Towels', quantity: 1 },
    ],
  });
  await publishListViaApi(page, { title: inLakewood, city: 'Lakewood', region: 'Colorado' });

  await page.goto(`/browse?q=${word}`);
  await page.getByLabel('Place').fill('Denver');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/near=Denver/);
  await expect(page.getByText('Lists in and within 50 miles of Denver, CO, closest first.')).toBeVisible();
  await expect(page.getByRole('link', { name: inAurora })).toBeVisible();
  await expect(page.getByRole('link', { name: inLakewood })).toBeVisible();

  for (const state of ['Colorado', 'CO']) {
    await page.getByLabel('Place').fill(state);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('Lists in Colorado.')).toBeVisible();
    await expect(page.getByRole('link', { name: inAurora })).toBeVisible();
    await expect(page.getByRole('link', { name: inLakewood })).toBeVisible();
  }

  // 5 items, 9 pieces in all: the card says which it counts.
  const card = page.getByRole('article').filter({ hasText: inAurora });
  await expect(card.getByText('0 of 9 pieces received · 5 items')).toBeVisible();
  const other = page.getByRole('article').filter({ hasText: inLakewood });
  await expect(other.getByText('0 of 2 pieces received · 1 item')).toBeVisible();
});

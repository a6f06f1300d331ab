import { expect, test } from './fixtures';
import { publishListViaApi, uniqueWord } from './helpers';

// A donor on a laptop searches by place, and cards say what they count.

test('a place search finds nearby cities and matches state names to codes; cards say what they count', async ({
  verifiedPage: page,
}) => {
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
  // Typed, the place applies once the typing pauses: no button to press.
  await page.getByLabel('Place').fill('Denver');
  await expect(page).toHaveURL(/near=Denver/);
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('2 needs lists found.');
  await expect(page.getByText('Lists in and within 50 miles of Denver, CO, closest first.')).toBeVisible();
  await expect(page.getByRole('link', { name: inAurora })).toBeVisible();
  await expect(page.getByRole('link', { name: inLakewood })).toBeVisible();

  for (const state of ['Colorado', 'CO']) {
    await page.getByLabel('Place').fill(state);
    await expect(page).toHaveURL(new RegExp(`near=${state}(&|$)`));
    await expect(page.getByText('Lists in Colorado.')).toBeVisible();
    await expect(page.getByLabel('Place')).toBeFocused();
    await expect(page.getByRole('link', { name: inAurora })).toBeVisible();
    await expect(page.getByRole('link', { name: inLakewood })).toBeVisible();
  }

  // 5 items, 9 pieces in all: the card says which it counts.
  const card = page.getByRole('article').filter({ hasText: inAurora });
  await expect(card.getByText('0 of 9 pieces received · 5 items')).toBeVisible();
  // Without a photo, a card shows its topic on the topic's colour, not a broken picture.
  await expect(card.getByText('Essential Items', { exact: true })).toBeVisible();
  const other = page.getByRole('article').filter({ hasText: inLakewood });
  await expect(other.getByText('0 of 2 pieces received · 1 item')).toBeVisible();
});

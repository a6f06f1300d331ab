import { expect, test } from './fixtures';
import { publishListViaApi, signUpVerified, uniqueWord } from './helpers';

test('a list held for review by the copycat check is not announced as searchable', async ({
  verifiedPage: page,
}) => {
  const story = `After the storm ${uniqueWord()} flooded our home we lost the beds, the kitchen things and the children's winter clothes.`;
  await publishListViaApi(page, { title: `First list ${uniqueWord()}`, story });
  // Another family copies that story (the check compares with other families' lists).
  await page.context().clearCookies();
  await signUpVerified(page, { firstName: 'Copy' });
  const copy = await page.request.post('/api/lists', {
    data: { title: `Second list ${uniqueWord()}`, story, category: 'clothing', city: 'Dayton', region: 'OH' },
  });
  const { id } = (await copy.json()) as { id: string };
  await page.request.post(`/api/lists/${id}/items`, { data: { name: 'Blankets', quantity: 2 } });
  await page.goto(`/edit-wishlist/${id}`);
  await page.getByRole('button', { name: 'Publish my list' }).click();
  const live = page.getByRole('region', { name: 'Your list is live: share it' });
  await expect(live).toContainText(
    'Its link works now; it shows in search once our team has had a quick look.',
  );
  await expect(live).not.toContainText('Anyone can find it in search now.');
});

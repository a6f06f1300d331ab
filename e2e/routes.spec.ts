import { ROUTE_TABLE } from '#shared/routes';
import { expect, test } from './fixtures';

const paths = ROUTE_TABLE.flatMap((entry) =>
  entry.paths.map((pattern) =>
    pattern.replace(':slug', 'how-to-write-a-needs-list-that-gets-fulfilled').replace(':id', 'k7Qm2xPz9LwR'),
  ),
);

test.describe('every route of the seed renders', () => {
  for (const path of paths) {
    test(`${path} answers 200 and shows its page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(/Error loading .* page/)).toHaveCount(0);
      await expect(page.getByText(/App Error:/)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    });
  }

  test('an unknown path answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a blog post that does not exist answers 404 with its own not-found page', async ({ page }) => {
    const response = await page.goto('/blog/a-post-that-was-never-written');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
    await expect(page).toHaveTitle('Post not found · Kindlist');
  });

  test('admin routes have no navigation bar; other routes have it and a footer', async ({ page }) => {
    await page.goto('/admin/stats');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find Needs Lists' })).toHaveCount(0);
    await page.goto('/faq');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Find Needs Lists' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

import { expect, test } from './fixtures';

test('below the sm breakpoint the mobile menu offers the signed-out entries', async ({ page }) => {
  await page.goto('/faq');
  await expect(
    page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Find Needs Lists' }),
  ).toBeHidden();
  await page.getByRole('button', { name: 'Main menu' }).click();
  const getStarted = page.getByRole('link', { name: 'Get Started Today' });
  await expect(getStarted).toHaveAttribute('href', '/signup');
  const createLinks = page.getByRole('link', { name: 'Create Needs List' });
  await expect(createLinks.filter({ visible: true }).first()).toHaveAttribute('href', '/signup');
  await page.getByRole('link', { name: 'Already have an account? Sign In' }).click();
  await expect(page).toHaveURL(/\/login/);
});

import { expect, test } from './fixtures';

test.describe('navigation bar', () => {
  test('signed out: public links, highlight rule and Sign In', async ({ page }) => {
    await page.goto('/browse');
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    await expect(nav.getByRole('link', { name: 'Find Needs Lists' })).toHaveAttribute('href', '/browse');
    await expect(nav.getByRole('link', { name: 'Create Needs List' })).toHaveAttribute('href', '/create');
    await expect(nav.getByRole('link', { name: 'My Needs Lists' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Find Products' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Find Needs Lists' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Create Needs List' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test.describe(() => {
    test.use({ memberName: 'Zoe' });

    test('signed in: member links, avatar initial and the user menu without Admin', async ({
      memberPage: page,
    }) => {
      await page.goto('/my-needs-lists');
      const nav = page.getByRole('navigation', { name: /main/i });
      await expect(nav.getByRole('link', { name: 'About Us' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'My Needs Lists' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Find Products' })).toHaveAttribute('href', '/products');

      const menuButton = page.getByRole('button', { name: /account menu/i });
      await expect(menuButton).toContainText('Z');
      await menuButton.click();
      const menu = page.getByRole('menu');
      for (const name of ['Dashboard', 'Quick Actions', 'My Needs Lists', 'Settings', 'Sign Out']) {
        await expect(menu.getByRole('menuitem', { name })).toBeVisible();
      }
      await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
      await menu.getByRole('menuitem', { name: 'Quick Actions' }).click();
      await expect(page).toHaveURL(/\/quick-actions$/);
    });
  });

  test('admin: the Admin entry leads to the admin page, shown without the navigation bar', async ({
    adminPage: page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('You do not have access to this page')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Find Needs Lists' })).toHaveCount(0);
  });

  test('a non-admin sees a clear refusal on admin pages', async ({ memberPage: page }) => {
    await page.goto('/admin/blog');
    await expect(page.getByText('You do not have access to this page')).toBeVisible();
  });
});

import { expect, test } from './fixtures';

test.describe(() => {
  test.use({ memberName: 'Noor' });

  test('the drawer shows a real notification, marks it read and clears all', async ({ memberPage: page }) => {
    await page.goto('/');
    const bell = page.getByRole('button', { name: /notifications/i });
    await expect(bell).toContainText('1');
    await bell.click();

    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer).toBeVisible();
    const welcome = drawer.getByText('Welcome to Kindlist');
    await expect(welcome).toBeVisible();
    await expect(drawer.getByText(/Your account is ready/)).toBeVisible();

    await drawer.getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByText('All notifications cleared', { exact: true })).toBeVisible();
    await expect(page.getByText('Your notification history has been cleared', { exact: true })).toBeVisible();
    await expect(drawer.getByText('No notifications yet')).toBeVisible();
    const remaining = await page.request.get('/api/notifications');
    expect(await remaining.json()).toEqual([]);
  });
});

test('opening an unread notification marks it read', async ({ memberPage: page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: /notifications/i }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await drawer.getByText('Welcome to Kindlist').click();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/notifications')).json()) as Array<{ isRead: boolean }>)[0]
          ?.isRead,
    )
    .toBe(true);
});

import { expect, test } from './fixtures';
import { E2E_PASSWORD } from './helpers';

test.describe(() => {
  test.use({ memberName: 'Kai' });

  test('settings: email choices persist, password changes with the current one, other sessions end', async ({
    page,
    member: account,
    browser,
  }) => {
    // A second device, signed in to the same account.
    const otherDevice = await browser.newContext();
    const other = await otherDevice.newPage();
    await other.request.post('/api/auth/sign-in', { data: { email: account.email, password: E2E_PASSWORD } });
    expect((await other.request.get('/api/auth/user')).status()).toBe(200);

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const thankYou = page.getByLabel(
      'Email me about my gifts: thank-yous, receipts and reservation reminders',
    );
    await expect(thankYou).toBeChecked();
    await thankYou.uncheck();
    await expect(page.getByText('Your email choices were updated.', { exact: true })).toBeVisible();
    await page.reload();
    await expect(
      page.getByLabel('Email me about my gifts: thank-yous, receipts and reservation reminders'),
    ).not.toBeChecked();

    const sessions = page.getByRole('region', { name: 'Where you are signed in' });
    await expect(sessions.getByText('This device')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(2);

    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password').fill('an entirely new passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is not right')).toBeVisible();
    await page.getByLabel('Current password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Your password has been changed and every other session was signed out.'),
    ).toBeVisible();

    expect((await other.request.get('/api/auth/user')).status()).toBe(401);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Where you are signed in' }).getByRole('listitem'),
    ).toHaveCount(1);
    await otherDevice.close();
  });
});

test('settings ask a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute(
    'href',
    '/login?returnTo=%2Fsettings',
  );
  await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
    'href',
    '/signup?returnTo=%2Fsettings',
  );
});

test.describe(() => {
  test.use({ memberName: 'Rin' });

  test('privacy settings: first name only by default, the choice persists', async ({ memberPage: page }) => {
    await page.goto('/profile/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy settings' })).toBeVisible();
    const fullName = page.getByLabel('Show my full name to others');
    await expect(fullName).not.toBeChecked();
    await expect(page.getByLabel('Show my public lists on my profile')).toBeChecked();
    await fullName.check();
    await expect(page.getByText('Your privacy choices were updated.', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Show my full name to others')).toBeChecked();
    expect((await (await page.request.get('/api/account/settings')).json()).isFullNameShown).toBe(true);
  });
});

import { expect, test } from './fixtures';
import { waitForMail } from './helpers';

test.describe(() => {
  test.use({ memberName: 'Yara' });

  test('quick actions: every card leads somewhere, and an unverified user can ask for a new link', async ({
    page,
    member: account,
  }) => {
    await page.goto('/quick-actions');
    await expect(page.getByRole('heading', { level: 1, name: 'Quick actions' })).toBeVisible();

    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.getByText(`We sent a new link to ${account.email}`)).toBeVisible();
    expect(await waitForMail(account.email, 'Confirm your email address for Kindlist')).toContain(
      'verify-email',
    );

    for (const [name, path] of [
      ['Create a needs list', '/create'],
      ['Find needs lists', '/browse'],
      ['My needs lists', '/my-needs-lists'],
      ['Find products', '/products'],
      ['Complete your profile', '/profile/edit'],
      ['Privacy', '/profile/privacy'],
      ['Settings', '/settings'],
    ] as const) {
      await page.goto('/quick-actions');
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});

test.describe(() => {
  test.use({ memberName: 'Bashir' });

  test('the dashboard shows real profile progress and links to the public profile', async ({
    memberPage: page,
  }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Bashir' })).toBeVisible();
    await expect(page.getByText('0 of 4 done')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(page.getByText('You have 1 unread notification.', { exact: false })).toBeVisible();

    await page.getByRole('link', { name: 'Say a few words about yourself' }).click();
    await page.getByLabel('About you').fill('Volunteer driver.');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile was saved.')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText('1 of 4 done')).toBeVisible();

    await page.getByRole('link', { name: 'View public profile' }).click();
    await expect(page.getByText('This is how others see your profile.')).toBeVisible();
    await expect(page.getByText('Volunteer driver.')).toBeVisible();
  });
});

test('data deletion page explains the process and looks up a code', async ({ page }) => {
  await page.goto('/facebook-data-deletion');
  await expect(page.getByRole('heading', { level: 1, name: 'Data deletion' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'If you signed in with Facebook' })).toBeVisible();
  await page.getByLabel('Confirmation code').fill('abc');
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(page.getByText('A confirmation code has 16 letters and digits')).toBeVisible();
  await page.getByLabel('Confirmation code').fill('ABCDEFGHJKLMNPQR');
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(page).toHaveURL(/\?code=ABCDEFGHJKLMNPQR$/);
  await expect(page.getByText(/We know no deletion with this code/)).toBeVisible();
});

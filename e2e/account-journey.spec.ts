import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { E2E_PASSWORD, findLinkIn, uniqueEmail, waitForMail } from './helpers';

// An account's whole life, as one person lives it.
test('sign up, verify, sign in, add a photo, choose privacy, export, delete, and be refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('journey');

  await test.step('sign up and verify the email from the mail in DATA_DIR/mail', async () => {
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Leila');
    await page.getByLabel('Last name (optional)').fill('Haddad');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: /create account/i }).click();
    // Signed in at once; the mail confirms the address.
    await expect(page).toHaveURL(/\/dashboard$/);
    const mail = await waitForMail(email, 'Confirm your email address for Kindlist');
    await page.goto(findLinkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=[^\s"<]+/));
    await expect(
      page.getByText(/^Your email address is confirmed\. You can reserve gifts for families/),
    ).toBeVisible();
  });

  await test.step('sign out, then sign in with the password', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await page.goto('/login?returnTo=%2Fprofile%2Fedit');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
  });

  await test.step('upload a photo and see it in the avatar at once', async () => {
    const menu = page.getByRole('button', { name: 'Account menu' });
    await expect(menu).toContainText('L');
    await expect(menu.locator('img')).toHaveCount(0);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0f766e' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();
    await page
      .getByLabel('Add a photo')
      .setInputFiles({ name: 'family.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByText('Your new photo is saved.')).toBeVisible();
    await expect(menu.locator('img')).toHaveAttribute('src', /^\/uploads\/profile-photos\/.+-256\.webp$/);
    await expect(page.getByRole('img', { name: 'You' })).toBeVisible();

    await page.getByLabel('About you').fill('We lost our home in the spring floods.');
    await page.getByLabel('City').fill('Dayton');
    await page.getByLabel('State or region').fill('OH');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile was saved.')).toBeVisible();
  });

  const userId = (await (await page.request.get('/api/auth/user')).json()).id as string;

  await test.step('the public profile shows the first name only, then the full name once chosen', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`/people/${userId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Leila' })).toBeVisible();
    await expect(visitor.getByText('Haddad')).toHaveCount(0);
    await expect(visitor.getByText('Dayton, OH')).toBeVisible();
    await expect(visitor.getByText(email)).toHaveCount(0);

    await page.goto('/profile/privacy');
    const fullName = page.getByRole('checkbox', { name: /full name/i });
    await expect(fullName).not.toBeChecked();
    await fullName.check();
    await expect(page.getByText('Your privacy choices were updated.', { exact: true })).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Leila Haddad' })).toBeVisible();
    await visitor.close();
  });

  await test.step('export my data as a JSON download', async () => {
    await page.goto('/settings');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^kindlist-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(String(await download.path()), 'utf8'));
    expect(data.profile).toMatchObject({ email, firstName: 'Leila', lastName: 'Haddad', city: 'Dayton' });
    expect(data.settings.isFullNameShown).toBe(true);
  });

  await test.step('delete the account with a typed confirmation', async () => {
    const deleteButton = page.getByRole('button', { name: 'Delete my account' });
    await deleteButton.click();
    await expect(page.getByText('Type DELETE to confirm').last()).toBeVisible();
    await page.getByLabel('Type DELETE to confirm').fill('DELETE');
    await page.getByLabel('Your password').fill('not my password');
    await deleteButton.click();
    await expect(page.getByText('Your password is not right')).toBeVisible();
    await page.getByLabel('Your password').fill(E2E_PASSWORD);
    await deleteButton.click();
    await expect(page).toHaveURL(/\/data-deletion\?code=[A-Z2-9]{16}&deleted=1$/);
    await expect(page.getByText(/Your account and everything in it were deleted/)).toBeVisible();
    await expect(page.getByText('Deletion completed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    const mail = await waitForMail(email, 'Your Kindlist account was deleted');
    expect(mail).toContain(new URL(page.url()).searchParams.get('code') ?? 'missing');
  });

  await test.step('the account is gone: sign-in is refused and the profile no longer exists', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await page.goto(`/people/${userId}`);
    await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
  });
});

import { expect, test } from './fixtures';
import { E2E_PASSWORD, uniqueEmail } from './helpers';

test('sign up (signed in at once), sign out and sign in through the pages', async ({ page }) => {
  const email = uniqueEmail('family');
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name (optional)').fill('Alvarez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: /create account/i }).click();
  // Signed in at once: no second trip through sign-in, no password typed twice.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rosa');
  await expect(page.getByText('Welcome to Kindlist, Rosa', { exact: true })).toBeVisible();
  const menuButton = page.getByRole('button', { name: /account menu/i });
  await expect(menuButton).toContainText('R');

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await page.goto(`/login?email=${encodeURIComponent(email)}`);
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  // Without a return path, signing in leads to the signed-in home (the dashboard).
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signing up again with an address that has an account leads to sign-in, without saying whose', async ({
  page,
}) => {
  const email = uniqueEmail('taken');
  await page.request.post('/api/auth/sign-up', {
    data: { firstName: 'Sam', lastName: 'Lee', email, password: E2E_PASSWORD },
  });
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Someone');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('another long passphrase');
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText(/We could not sign you in with this password/)).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('sign-in keeps the page the user came from', async ({ page }) => {
  const email = uniqueEmail('returning');
  await page.request.post('/api/auth/sign-up', {
    data: { firstName: 'Sam', lastName: 'Lee', email, password: E2E_PASSWORD },
  });
  // With the address already given (a link from a mail, the sign-up page), the password is next.
  await page.goto(`/login?email=${encodeURIComponent(email)}`);
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.goto('/settings');
  await page.goto('/api/login?returnTo=%2Fsettings');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fsettings/);
  // By keyboard alone: the email field has the focus as the page opens.
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(E2E_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
});

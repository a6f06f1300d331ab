import { expect, test } from './fixtures';
import { E2E_PASSWORD, findLinkIn, uniqueEmail, waitForMail } from './helpers';

test('sign up, confirm the email from the mail in DATA_DIR/mail, and arrive signed in', async ({ page }) => {
  const email = uniqueEmail('verify');
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Amara');
  await page.getByLabel('Last name (optional)').fill('Okafor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const mail = await waitForMail(email, 'Confirm your email address for Kindlist');
  const link = findLinkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=[^\s"<]+/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/verify-email\?status=verified$/);
  await expect(
    page.getByText(/^Your email address is confirmed\. You can reserve gifts for families/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /account menu/i })).toContainText('A');
  const me = await page.request.get('/api/auth/user');
  expect(await me.json()).toMatchObject({ email, emailVerified: true });
});

test('password reset end to end: ask, open the mailed link, choose a new password, sign in', async ({
  page,
}) => {
  const email = uniqueEmail('forgetful');
  await page.request.post('/api/auth/sign-up', {
    data: { firstName: 'Tomas', lastName: 'Berg', email, password: E2E_PASSWORD },
  });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByText(/If an account uses this email address, we sent it a link/)).toBeVisible();

  const mail = await waitForMail(email, 'Reset your Kindlist password');
  const link = findLinkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/reset-password\/[^\s"<]+/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('New password').fill('my brand new passphrase');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN/);
  await expect(page.getByText(/This reset link is invalid, already used or expired/)).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password').fill('my brand new passphrase');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
});

test('change the email address: a link to the new one, and the account moves only when it is opened', async ({
  page,
}) => {
  const email = uniqueEmail('mover');
  const newEmail = uniqueEmail('moved');
  await page.request.post('/api/auth/sign-up', {
    data: { firstName: 'Sami', lastName: 'Aziz', email, password: E2E_PASSWORD },
  });
  const verification = await waitForMail(email, 'Confirm your email address for Kindlist');
  await page.goto(
    findLinkIn(verification, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=[^\s"<]+/),
  );
  await expect(page.getByText('Your email address is confirmed.', { exact: false })).toBeVisible();

  await page.goto('/settings');
  await page.getByLabel('New email address').fill(newEmail);
  await page.getByLabel('Password, to confirm it is you').fill('not my password');
  await page.getByRole('button', { name: 'Send a confirmation link' }).click();
  await expect(page.getByText('Your current password is not right')).toBeVisible();
  await page.getByLabel('Password, to confirm it is you').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Send a confirmation link' }).click();
  await expect(
    page.getByText(/we sent a link to it\. Your email changes once you open that link/),
  ).toBeVisible();
  expect((await (await page.request.get('/api/auth/user')).json()).email).toBe(email);

  const mail = await waitForMail(newEmail, 'Confirm your new email address for Kindlist');
  await page.goto(findLinkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=[^\s"<]+/));
  await expect(page).toHaveURL(/\/verify-email\?status=email-changed$/);
  await expect(
    page.getByText(`Your new email address, ${newEmail}, is confirmed.`, { exact: false }),
  ).toBeVisible();
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({
    email: newEmail,
    emailVerified: true,
  });
});

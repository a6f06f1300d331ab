import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const E2E_PASSWORD = 'a long and unusual passphrase';
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.com';

export function uniqueEmail(prefix = 'donor'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Creates an account and signs in through the API; the browser context then carries the session. */
export async function signUpAndSignIn(
  page: Page,
  user: { email?: string; firstName?: string; lastName?: string } = {},
): Promise<{ email: string; firstName: string; lastName: string }> {
  const account = {
    email: user.email ?? uniqueEmail(),
    firstName: user.firstName ?? 'Maria',
    lastName: user.lastName ?? 'Lopez',
  };
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { ...account, password: E2E_PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email: account.email, password: E2E_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  return account;
}

import { createCaller } from './pledge-test-helpers';
import {
  createSignedInUser,
  createTestApp,
  TEST_ADMIN_EMAIL,
  type TTestContext,
  type TTestUser,
} from './test-app';

export type TAdminTestApp = {
  ctx: TTestContext;
  /** The test admin, signed in (the address ADMIN_EMAILS names, confirmed). */
  admin: TTestUser;
  call: ReturnType<typeof createCaller>;
};

/** Signs the test admin, Ada Admin, up and in on `app`. */
export function signInTestAdmin(app: TTestContext['app']): Promise<TTestUser> {
  return createSignedInUser(app, { email: TEST_ADMIN_EMAIL, firstName: 'Ada', lastName: 'Admin' });
}

/** A test app with the test admin signed in and a caller: where every admin test file starts. */
export async function createAdminTestApp(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<TAdminTestApp> {
  const ctx = await createTestApp(options);
  const admin = await signInTestAdmin(ctx.app);
  return { ctx, admin, call: createCaller(ctx) };
}

import { afterAll, beforeAll } from 'vitest';
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

/**
 * The same, made before the file's tests and closed after them: read its fields inside tests and hooks
 * (they are filled in once the app is up).
 */
export function setUpAdminTestApp(): TAdminTestApp {
  const app = {} as TAdminTestApp;
  beforeAll(async () => {
    Object.assign(app, await createAdminTestApp());
  });
  afterAll(async () => {
    await app.ctx?.close();
  });
  return app;
}

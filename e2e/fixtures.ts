import { type BrowserContext, type BrowserContextOptions, test as base, type Page } from '@playwright/test';
import { signInAsAdmin, signUpAndSignIn, signUpVerified, type TAccount } from './helpers';

/** Opens a page in a browser context of its own, with these options besides the test's base URL. */
export type TOpenPage = (options?: BrowserContextOptions) => Promise<Page>;

type TFixtures = {
  /** The first name `member` and `verifiedMember` sign up with; unset, each helper's own default. */
  memberName: string | undefined;
  /** `page`'s context signed in as a new account (not confirmed). */
  member: TAccount;
  /** `page`, signed in as `member`. */
  memberPage: Page;
  /** `page`'s context signed up, its email confirmed, and signed in. */
  verifiedMember: { email: string };
  /** `page`, signed in as `verifiedMember`. */
  verifiedPage: Page;
  /** `page`, signed in as the e2e admin. */
  adminPage: Page;
  /** Opens a page in a browser context of its own (another person), closed when the test ends. */
  openPage: TOpenPage;
};

/** Playwright's `test`, with accounts signed in before the test begins (see TFixtures). */
export const test = base.extend<TFixtures>({
  memberName: [undefined, { option: true }],
  member: async ({ page, memberName }, use) => {
    await use(await signUpAndSignIn(page, memberName === undefined ? {} : { firstName: memberName }));
  },
  verifiedMember: async ({ page, memberName }, use) => {
    await use(await signUpVerified(page, memberName === undefined ? {} : { firstName: memberName }));
  },
  memberPage: async ({ page, member: _member }, use) => {
    await use(page);
  },
  verifiedPage: async ({ page, verifiedMember: _verifiedMember }, use) => {
    await use(page);
  },
  adminPage: async ({ page }, use) => {
    await signInAsAdmin(page);
    await use(page);
  },
  openPage: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL, ...options });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export const expect = test.expect;

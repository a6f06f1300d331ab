import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accountApi from '#shared/api-paths/account';
import * as adminApi from '#shared/api-paths/admin';
import * as adminBlogApi from '#shared/api-paths/admin-blog';
import * as authApi from '#shared/api-paths/auth';
import * as contentApi from '#shared/api-paths/content';
import * as needsListApi from '#shared/api-paths/needs-lists';
import * as notificationApi from '#shared/api-paths/notifications';
import * as pledgeApi from '#shared/api-paths/pledges';
import * as productApi from '#shared/api-paths/products';
import * as userApi from '#shared/api-paths/users';
import { createTestApp, type TTestContext } from '../test/test-app';

// Every API path the client builds, with the method it is sent with: each must be a route the app
// documents (and so registers), or the client would be calling an address nobody answers.
const ID = 'abc123';
const CALLED: [string, string][] = [
  ['GET', needsListApi.root],
  ['POST', needsListApi.root],
  ['GET', needsListApi.mine],
  ['GET', needsListApi.browse('q=coat')],
  ['GET', needsListApi.detail(ID)],
  ['PATCH', needsListApi.detail(ID)],
  ['DELETE', needsListApi.detail(ID)],
  ['POST', needsListApi.archive(ID)],
  ['POST', needsListApi.restore(ID)],
  ['POST', needsListApi.publish(ID)],
  ['POST', needsListApi.items(ID)],
  ['PATCH', needsListApi.item(ID, ID)],
  ['DELETE', needsListApi.item(ID, ID)],
  ['PUT', needsListApi.itemOrder(ID)],
  ['POST', needsListApi.photos(ID)],
  ['DELETE', needsListApi.photo(ID, ID)],
  ['POST', needsListApi.shares(ID)],
  ['POST', needsListApi.reports(ID)],
  ['POST', needsListApi.productPage(ID)],
  ['POST', needsListApi.products(ID)],
  ['GET', pledgeApi.mine],
  ['POST', pledgeApi.reserve(ID, ID)],
  ['GET', pledgeApi.ofList(ID)],
  ['POST', pledgeApi.cancel(ID)],
  ['POST', pledgeApi.purchase(ID)],
  ['POST', pledgeApi.receive(ID)],
  ['POST', pledgeApi.notReceived(ID)],
  ['POST', pledgeApi.neverCame(ID)],
  ['POST', pledgeApi.thankYou(ID)],
  ['POST', pledgeApi.address(ID)],
  ['GET', adminApi.moderation],
  ['GET', adminApi.searchUsers('q=a')],
  ['GET', adminApi.user(ID)],
  ['POST', adminApi.userAction(ID, 'suspend')],
  ['POST', adminApi.userAction(ID, 'unsuspend')],
  ['POST', adminApi.userAction(ID, 'role')],
  ['POST', adminApi.listAction(ID, 'verify')],
  ['POST', adminApi.listAction(ID, 'unverify')],
  ['POST', adminApi.listAction(ID, 'hide')],
  ['POST', adminApi.listAction(ID, 'restore')],
  ['POST', adminApi.listAction(ID, 'release')],
  ['POST', adminApi.cancelPledge(ID)],
  ['POST', adminApi.dismissReport(ID)],
  ['GET', adminApi.searchContactMessages('page=1')],
  ['POST', adminApi.markContactMessageHandled(ID)],
  ['GET', adminApi.searchAuditLog('')],
  ['GET', adminApi.statsFor('days=30')],
  ['GET', adminBlogApi.posts],
  ['POST', adminBlogApi.posts],
  ['POST', adminBlogApi.preview],
  ['GET', adminBlogApi.post(ID)],
  ['PATCH', adminBlogApi.post(ID)],
  ['DELETE', adminBlogApi.post(ID)],
  ['POST', adminBlogApi.publish(ID)],
  ['POST', adminBlogApi.unpublish(ID)],
  ['POST', adminBlogApi.cover(ID)],
  ['DELETE', adminBlogApi.cover(ID)],
  ['GET', authApi.currentUser],
  ['POST', authApi.signIn],
  ['POST', authApi.signUp],
  ['POST', authApi.sendVerificationEmail],
  ['POST', authApi.requestPasswordReset],
  ['POST', authApi.resetPassword],
  ['GET', authApi.logout],
  ['GET', authApi.loginPage],
  ['GET', authApi.login('/create')],
  ['GET', authApi.social('google', '/')],
  ['GET', accountApi.profile],
  ['PUT', accountApi.profile],
  ['PUT', accountApi.photo],
  ['DELETE', accountApi.photo],
  ['GET', accountApi.settings],
  ['PATCH', accountApi.settings],
  ['GET', accountApi.sessions],
  ['POST', accountApi.revokeOtherSessions],
  ['POST', accountApi.changeEmail],
  ['POST', accountApi.changePassword],
  ['GET', accountApi.exportData],
  ['POST', accountApi.deleteAccount],
  ['GET', contentApi.landing],
  ['GET', contentApi.home],
  ['GET', contentApi.impact],
  ['POST', contentApi.contact],
  ['GET', contentApi.blog],
  ['GET', contentApi.blogPost('a-post')],
  ['POST', contentApi.analyticsEvents],
  ['GET', `${contentApi.dataDeletion}/${ID}`],
  ['GET', `${userApi.root}/${ID}`],
  ['GET', `${userApi.root}/${ID}/lists`],
  ['GET', notificationApi.list],
  ['POST', notificationApi.markAllRead],
  ['POST', notificationApi.clearAll],
  ['POST', notificationApi.markRead(ID)],
  ['GET', productApi.search('q=coat')],
  ['GET', productApi.detail(ID)],
];

let ctx: TTestContext;
let documented: { method: string; pattern: RegExp }[];

beforeAll(async () => {
  ctx = await createTestApp();
  const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  documented = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase(),
      pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    })),
  );
});

afterAll(async () => {
  await ctx.close();
});

describe('API path builders', () => {
  it.each(CALLED)('%s %s is a route the app registers', (method, url) => {
    const pathname = url.split('?')[0] ?? url;
    const route = documented.find((entry) => entry.method === method && entry.pattern.test(pathname));
    expect(route, `${method} ${pathname}`).toBeDefined();
  });
});

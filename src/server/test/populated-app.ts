import { ADDRESS, createPledgeableList, createVerifiedUser } from './pledge-test-helpers';
import {
  createSignedInUser,
  createTestApp,
  TEST_ADMIN_EMAIL,
  type TTestContext,
  type TTestUser,
} from './test-app';

/** Who calls a route: the columns of the authorisation matrix. */
export const ROLES = ['anonymous', 'unconfirmed', 'suspended', 'user', 'admin', 'owner', 'donor'] as const;
export type TRole = (typeof ROLES)[number];

export type TActors = Record<Exclude<TRole, 'anonymous'>, TTestUser> & { target: TTestUser };

/** The resources every route can be pointed at; each made through the API. */
export type TResources = {
  listId: string;
  draftListId: string;
  itemId: string;
  otherItemId: string;
  pledgeId: string;
  notificationId: string;
  reportId: string;
  contactMessageId: string;
  blogPostId: string;
  blogSlug: string;
  productId: string;
};

export type TPopulatedApp = { ctx: TTestContext; actors: TActors; resources: TResources };

async function send(
  ctx: TTestContext,
  user: TTestUser | null,
  method: string,
  url: string,
  payload?: unknown,
) {
  const response = await ctx.app.inject({
    method: method as 'POST',
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.body ? (response.json() as Record<string, unknown>) : {};
}

/** A confirmed admin (the test admin address, or one promoted by it). */
export async function createAdmin(ctx: TTestContext, promoter?: TTestUser): Promise<TTestUser> {
  if (!promoter) return createSignedInUser(ctx.app, { email: TEST_ADMIN_EMAIL });
  const admin = await createVerifiedUser(ctx);
  await send(ctx, promoter, 'POST', `/api/admin/users/${admin.id}/role`, { userType: 'admin' });
  return admin;
}

/** A fresh user in `role` (the suspended one suspended by `admin`). */
export async function createActor(ctx: TTestContext, role: Exclude<TRole, 'anonymous'>, admin: TTestUser) {
  if (role === 'admin') return createAdmin(ctx, admin);
  if (role === 'unconfirmed') return createSignedInUser(ctx.app);
  const user = await createVerifiedUser(ctx);
  if (role === 'suspended') {
    await send(ctx, admin, 'POST', `/api/admin/users/${user.id}/suspend`, { reason: 'Testing the matrix' });
  }
  return user;
}

export async function createActors(ctx: TTestContext): Promise<TActors> {
  const admin = await createAdmin(ctx);
  const [unconfirmed, suspended, user, owner, donor, target] = [
    await createActor(ctx, 'unconfirmed', admin),
    await createActor(ctx, 'suspended', admin),
    await createActor(ctx, 'user', admin),
    await createActor(ctx, 'owner', admin),
    await createActor(ctx, 'donor', admin),
    await createActor(ctx, 'user', admin),
  ];
  return { admin, unconfirmed, suspended, user, owner, donor, target };
}

export type TOwnResources = Pick<
  TResources,
  'listId' | 'draftListId' | 'itemId' | 'otherItemId' | 'pledgeId' | 'notificationId'
>;

/** A published list of the owner with two items, a draft, and (when asked) a pledge of the donor. */
export async function createOwnResources(
  ctx: TTestContext,
  actors: TActors,
  { hasPledge }: { hasPledge: boolean },
): Promise<TOwnResources> {
  const { owner, donor } = actors;
  const { listId, itemIds } = await createPledgeableList(ctx, owner, [
    { name: 'Winter coat', quantity: 3 },
    { name: 'Blanket', quantity: 2 },
  ]);
  const [itemId = '', otherItemId = ''] = itemIds;
  const draft = await send(ctx, owner, 'POST', '/api/lists', {
    title: 'Draft list',
    story: 'A draft that is not published yet, kept for the owner to finish later on.',
    city: 'Dayton',
    region: 'OH',
    shippingAddress: ADDRESS,
  });
  const pledge = hasPledge
    ? await send(ctx, donor, 'POST', `/api/lists/${listId}/items/${itemId}/pledges`, { quantity: 1 })
    : { id: '' };
  // The reservation's notice to the family.
  const notifications = (await send(ctx, owner, 'GET', '/api/notifications')) as unknown as Array<{
    id: string;
  }>;
  return {
    listId,
    draftListId: String(draft.id),
    itemId,
    otherItemId,
    pledgeId: String(pledge.id),
    notificationId: notifications[0]?.id ?? '',
  };
}

/** Own resources, and a report, a contact message, a published blog post and a catalog product. */
export async function createResources(ctx: TTestContext, actors: TActors): Promise<TResources> {
  const { admin, user } = actors;
  const own = await createOwnResources(ctx, actors, { hasPledge: true });
  await send(ctx, user, 'POST', `/api/lists/${own.listId}/reports`, { reason: 'other', details: 'Checking' });
  const queue = (await send(ctx, admin, 'GET', '/api/admin/moderation')) as {
    reported: Array<{ openReports: Array<{ id: string }> }>;
  };
  await send(ctx, null, 'POST', '/api/contact', {
    name: 'Visitor',
    email: 'visitor@example.com',
    subject: 'A question',
    message: 'How do I start a list for my neighbour?',
  });
  const inbox = (await send(ctx, admin, 'GET', '/api/admin/contact-messages')) as {
    messages: Array<{ id: string }>;
  };
  const slug = `matrix-post-${Math.random().toString(36).slice(2, 8)}`;
  const post = await send(ctx, admin, 'POST', '/api/admin/blog', {
    title: 'A post',
    slug,
    bodyMarkdown: 'Hello',
  });
  await send(ctx, admin, 'POST', `/api/admin/blog/${post.id}/publish`);
  const products = (await send(ctx, null, 'GET', '/api/products?q=blanket')) as {
    products: Array<{ id: string }>;
  };
  return {
    ...own,
    reportId: queue.reported[0]?.openReports[0]?.id ?? '',
    contactMessageId: inbox.messages[0]?.id ?? '',
    blogPostId: String(post.id),
    blogSlug: slug,
    productId: products.products[0]?.id ?? 'no-product',
  };
}

export async function createPopulatedApp(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<TPopulatedApp> {
  const ctx = await createTestApp(options);
  const actors = await createActors(ctx);
  const resources = await createResources(ctx, actors);
  return { ctx, actors, resources };
}

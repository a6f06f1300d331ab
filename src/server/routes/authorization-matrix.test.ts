import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  AUTHORIZATION_MATRIX,
  MATRIX_COLUMNS,
  type TExpected,
  type TFresh,
} from '../test/authorization-matrix';
import { resolveBody, resolvePath, type TMatrixFixture } from '../test/authorization-requests';
import { listOperations, type TOpenApiDocument } from '../test/fuzz/contract-fuzz';
import {
  createActor,
  createOwnResources,
  createPopulatedApp,
  type TPopulatedApp,
  type TRole,
} from '../test/populated-app';
import { type TTestUser, toCookieHeader } from '../test/test-app';

let populated: TPopulatedApp;
let operations: string[];

beforeAll(async () => {
  populated = await createPopulatedApp();
  operations = listOperations(populated.ctx.app.swagger() as unknown as TOpenApiDocument).map(
    ({ key }) => key,
  );
});
afterAll(async () => {
  await populated.ctx.close();
});

function isMatch(expected: TExpected, status: number): boolean {
  return expected === '2xx' ? status >= 200 && status < 300 : expected === status;
}

/** The fixture one cell runs against: shared, or with what a succeeding cell needs of its own. */
async function prepareCell(
  fresh: TFresh | undefined,
  role: TRole,
  isSuccess: boolean,
): Promise<TMatrixFixture> {
  const { ctx, actors, resources } = populated;
  if (!isSuccess || !fresh || fresh === 'sign-in-again') return populated;
  if (fresh === 'actor' && role !== 'anonymous') {
    return { ...populated, actors: { ...actors, [role]: await createActor(ctx, role, actors.admin) } };
  }
  if (fresh === 'list' || fresh === 'pledge') {
    // A new donor too: each donor may hold only a few gifts at once.
    const donor = fresh === 'pledge' ? await createActor(ctx, 'donor', actors.admin) : actors.donor;
    const own = await createOwnResources(ctx, { ...actors, donor }, { hasPledge: fresh === 'pledge' });
    return { ...populated, actors: { ...actors, donor }, resources: { ...resources, ...own } };
  }
  const post = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/blog',
    headers: { cookie: actors.admin.cookie },
    payload: {
      title: 'Fresh post',
      slug: `fresh-${Math.random().toString(36).slice(2, 10)}`,
      bodyMarkdown: 'Hello',
    },
  });
  const blogPostId = (post.json() as { id: string }).id;
  await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/blog/${blogPostId}/publish`,
    headers: { cookie: actors.admin.cookie },
  });
  return { ...populated, resources: { ...resources, blogPostId } };
}

let cellCounter = 0;

async function callAs(route: string, role: TRole, fixture: TMatrixFixture): Promise<number> {
  // Each cell comes from an address of its own, so that no per-address limit answers for the route.
  cellCounter += 1;
  const [method = 'GET', template = '/'] = route.split(' ');
  const body = await resolveBody(route, fixture);
  const user: TTestUser | undefined = role === 'anonymous' ? undefined : fixture.actors[role];
  const response = await fixture.ctx.app.inject({
    method: method as 'POST',
    url: resolvePath(template, fixture),
    headers: user ? { cookie: user.cookie } : {},
    remoteAddress: `10.9.${Math.floor(cellCounter / 250)}.${(cellCounter % 250) + 1}`,
    ...(body ? { payload: body } : {}),
  });
  return response.statusCode;
}

async function signInAgain(user: TTestUser): Promise<void> {
  const signIn = await populated.ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: user.email, password: user.password },
  });
  user.cookie = toCookieHeader(signIn);
}

it('has a row for every route of the OpenAPI document, and no row for a route it lacks', async () => {
  const missing = operations.filter((route) => !(route in AUTHORIZATION_MATRIX));
  const rows: string[] = [];
  for (const route of missing) {
    const answers: number[] = [];
    for (const role of MATRIX_COLUMNS) answers.push(await callAs(route, role, populated));
    rows.push(`  '${route}': [${answers.join(', ')}],`);
  }
  const stale = Object.keys(AUTHORIZATION_MATRIX).filter((route) => !operations.includes(route));
  expect(
    missing.length ? rows : [],
    'Add these rows to AUTHORIZATION_MATRIX in src/server/test/authorization-matrix.ts (the answers ' +
      'today, columns anonymous, unconfirmed, suspended, user, admin, owner, donor: check each one, use ' +
      '"—" where owner or donor does not apply, and give a body in authorization-requests.ts if the route takes one)',
  ).toEqual([]);
  expect(stale, 'Rows for routes the OpenAPI document no longer has: remove them').toEqual([]);
});

it('answers every route as the matrix says, for every kind of caller', async () => {
  const mismatches: string[] = [];
  for (const route of operations) {
    const row = AUTHORIZATION_MATRIX[route];
    if (!row) continue;
    const fresh = row[MATRIX_COLUMNS.length] as TFresh | undefined;
    const observed: string[] = [];
    for (const [index, role] of MATRIX_COLUMNS.entries()) {
      const expected = row[index] as TExpected;
      if (expected === '—') {
        observed.push("'—'");
        continue;
      }
      const isSuccess = expected === '2xx' || (typeof expected === 'number' && expected < 300);
      const fixture = await prepareCell(fresh, role, isSuccess);
      const status = await callAs(route, role, fixture);
      observed.push(String(status));
      if (!isMatch(expected, status)) {
        mismatches.push(`${route} as ${role}: expected ${expected}, got ${status}`);
      }
      if (fresh === 'sign-in-again' && role !== 'anonymous' && status < 400) {
        await signInAgain(fixture.actors[role]);
      }
    }
    // MATRIX_PRINT=1 prints the answers of today as rows of the table, to review a change by.
    if (process.env.MATRIX_PRINT) {
      console.log(`  '${route}': [${observed.join(', ')}${fresh ? `, '${fresh}'` : ''}],`);
    }
  }
  expect(mismatches).toEqual([]);
}, 240_000);

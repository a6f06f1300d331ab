import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { TKindlistApp } from '../app';
import { HttpError } from '../plugins/errors';
import { fuzzContracts, type TRouteKey } from '../test/fuzz/contract-fuzz';
import { createPopulatedApp, type TPopulatedApp } from '../test/populated-app';

// Fixed seed and a few requests per route keep `npm test` reproducible and short; `npm run fuzz`
// runs the same properties longer, with any seed.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const BROKEN_PREFIX = '/api/test-broken/';

/** Three routes that break one property each, to show that the fuzzer notices. */
function addBrokenRoutes(app: TKindlistApp): void {
  const body = z.object({ count: z.number().int().min(0).max(1000) });
  app.post(`${BROKEN_PREFIX}crash`, { schema: { body } }, async (request) => {
    if ((request.body as { count: number }).count > 10) throw new Error('an unexpected failure');
    return { isDone: true };
  });
  app.post(`${BROKEN_PREFIX}half-write`, { schema: { body } }, async () => {
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.7.0.1',
      payload: {
        name: 'Half',
        email: `half-${Math.random()}@example.com`,
        subject: 'Half',
        message: 'A write that the refusal below leaves behind.',
      },
    });
    throw new HttpError(400, 'refused after writing');
  });
  app.get(`${BROKEN_PREFIX}bare-error`, { schema: {} }, async (_request, reply) =>
    reply.code(404).send('nope'),
  );
}

const isBroken = (key: TRouteKey) => key.includes(BROKEN_PREFIX);

let populated: TPopulatedApp;

beforeAll(async () => {
  populated = await createPopulatedApp({ beforeReady: addBrokenRoutes });
});
afterAll(async () => {
  await populated.ctx.close();
});

it('answers generated requests to every documented route without a 5xx, with { message } on errors and no write when refused', async () => {
  const failures = await fuzzContracts(populated, {
    runs: RUNS_PER_ROUTE,
    seed: SEED,
    isRouteIncluded: (key) => !isBroken(key),
  });
  expect(failures).toEqual([]);
}, 120_000);

it('notices a 5xx, a write left by a refused request, and an error body without a message', async () => {
  const failures = await fuzzContracts(populated, { runs: 60, seed: SEED, isRouteIncluded: isBroken });
  const problems = Object.fromEntries(failures.map((failure) => [failure.route, failure.problem]));
  expect(problems).toEqual({
    [`POST ${BROKEN_PREFIX}crash`]: expect.stringMatching(/^answered 500/),
    [`POST ${BROKEN_PREFIX}half-write`]: expect.stringMatching(
      /refused with 400 but changed contact_messages/,
    ),
    [`GET ${BROKEN_PREFIX}bare-error`]: expect.stringMatching(/error body is not \{ message \}/),
  });
});

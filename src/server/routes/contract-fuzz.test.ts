import { afterAll, beforeAll, expect, it } from 'vitest';
import { fuzzContracts } from '../test/fuzz/contract-fuzz';
import { createPopulatedApp, type TPopulatedApp } from '../test/populated-app';

// Fixed seed and a few requests per route keep `npm test` reproducible and short; `npm run fuzz`
// runs the same properties longer, with any seed.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);

let populated: TPopulatedApp;

beforeAll(async () => {
  populated = await createPopulatedApp();
});
afterAll(async () => {
  await populated.ctx.close();
});

it('answers generated requests to every documented route without a 5xx, with { message } on errors and no write when refused', async () => {
  const failures = await fuzzContracts(populated, { runs: RUNS_PER_ROUTE, seed: SEED });
  expect(failures).toEqual([]);
}, 120_000);

// `npm run fuzz -- --runs N --seed S [--route TEXT]`: the contract fuzzer of the test suite, longer.
// Prints each route's answers by status and every failure with the request that caused it.
import { parseArgs } from 'node:util';
import { fuzzContracts } from '#server/test/fuzz/contract-fuzz';
import { createPopulatedApp } from '#server/test/populated-app';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
    route: { type: 'string' },
  },
});
const runs = Number(values.runs);
const seed = Number(values.seed);
console.log(`fuzzing every route, ${runs} requests each, seed ${seed}`);
const started = performance.now();
const populated = await createPopulatedApp();
const failures = await fuzzContracts(populated, {
  runs,
  seed,
  isRouteIncluded: (key) => !values.route || key.includes(values.route),
  onRoute: (key, milliseconds, statuses) => {
    const counts = Object.entries(statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.log(`${key.padEnd(52)} ${(milliseconds / 1000).toFixed(1).padStart(5)} s  ${counts}`);
  },
});
await populated.ctx.close();
console.log(
  `\n${failures.length} failing route(s) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
for (const failure of failures) {
  console.log(`\n✗ ${failure.route}\n  ${failure.problem}\n  request: ${failure.request}`);
}
process.exit(failures.length ? 1 : 0);

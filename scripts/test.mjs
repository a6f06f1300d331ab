// `npm test`: typecheck, lint, unit and integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), the server suite again on Node 24 LTS (PGlite), build, then end-to-end tests
// in Chromium. Prints one closing summary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findNode24, NODE_24_VERSION } from './fetch-node.mjs';
import { PROJECT_ROOT } from './source-stamp.mjs';

const resultsDir = path.join(PROJECT_ROOT, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const vitestJson = path.join(resultsDir, 'vitest-results.json');
const vitestNode24Json = path.join(resultsDir, 'vitest-node24-results.json');
const e2eJson = path.join(resultsDir, 'e2e-results.json');
for (const file of [vitestJson, vitestNode24Json, e2eJson]) rmSync(file, { force: true });

if (process.env.CI && !process.env.TEST_DATABASE_URL) {
  console.error('CI requires TEST_DATABASE_URL: the server suite must also run on PostgreSQL.');
  process.exit(1);
}

const bin = (name) => path.join(PROJECT_ROOT, 'node_modules', '.bin', name);
const steps = [];

function run(name, command, args, options = {}) {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: PROJECT_ROOT, ...options });
  const isOk = result.status === 0;
  steps.push({ name, isOk, seconds: (Date.now() - started) / 1000 });
  return isOk;
}

function readVitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests ?? 0,
  };
}

function readPlaywrightCounts() {
  if (!existsSync(e2eJson)) return null;
  const stats = JSON.parse(readFileSync(e2eJson, 'utf8')).stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

/**
 * The server suite once more on Node 24 LTS (fetched from the npm registry into .cache/node the first
 * time), on PGlite only: that pass covers what differs between Node versions (PGlite's WebAssembly, the
 * sharp and argon2 native modules, crypto, streams, fetch) for about as long again as the PGlite pass;
 * the PostgreSQL pass would add only the pg driver for as long once more. It runs after the first
 * pass, not beside the end-to-end tests, whose browser and server already keep both cores busy.
 */
function runServerSuiteOnNode24() {
  const name = `server tests on Node ${NODE_24_VERSION} LTS (vitest, PGlite)`;
  const started = Date.now();
  let node24;
  try {
    node24 = findNode24();
  } catch (error) {
    console.error(
      `\nCould not get Node ${NODE_24_VERSION}: ${error instanceof Error ? error.message : error}`,
    );
    steps.push({ name, isOk: false, seconds: (Date.now() - started) / 1000 });
    return;
  }
  if (!node24.binary) {
    console.log(`\nThe server suite does not run on Node 24 here: ${node24.reason}.`);
    // CI runs on Linux, where the registry has it: there the pass is never skipped.
    if (process.env.CI) steps.push({ name, isOk: false, seconds: 0 });
    return;
  }
  run(name, node24.binary, [
    path.join(PROJECT_ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--project',
    'server-pglite',
    '--project',
    'server-pglite-isolated',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestNode24Json}`,
  ]);
  const last = steps.at(-1);
  if (last) last.seconds = (Date.now() - started) / 1000;
}

const isTypecheckOk =
  run('typecheck (shared)', bin('tsc'), ['-p', 'tsconfig.shared.json']) &&
  run('typecheck (server)', bin('tsc'), ['-p', 'tsconfig.server.json']) &&
  run('typecheck (client)', bin('tsc'), ['-p', 'tsconfig.client.json']);
const isLintOk = run('lint (biome)', bin('biome'), ['check', '.']);
if (!process.env.TEST_DATABASE_URL) {
  console.log('\nTEST_DATABASE_URL is not set: the server suite runs on embedded PGlite only.');
}
run('unit and integration tests (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
runServerSuiteOnNode24();
const isBuildOk = run('build', process.execPath, [path.join(PROJECT_ROOT, 'scripts/build.mjs')]);
if (isBuildOk) {
  run('end-to-end tests (playwright, chromium)', process.execPath, [
    path.join(PROJECT_ROOT, 'scripts/e2e.mjs'),
  ]);
}

const vitest = readVitestCounts(vitestJson);
const vitestNode24 = readVitestCounts(vitestNode24Json);
const e2e = readPlaywrightCounts();
console.log('\n━━ summary ━━');
for (const step of steps) {
  console.log(`${step.isOk ? 'ok  ' : 'FAIL'}  ${step.name} (${step.seconds.toFixed(1)} s)`);
}
if (!isTypecheckOk || !isLintOk) console.log('(typecheck or lint failed)');
if (vitest)
  console.log(`vitest: ${vitest.passed} passed, ${vitest.failed} failed, ${vitest.skipped} skipped`);
if (vitestNode24) {
  console.log(
    `vitest on Node ${NODE_24_VERSION}: ${vitestNode24.passed} passed, ${vitestNode24.failed} failed, ${vitestNode24.skipped} skipped`,
  );
}
if (e2e) console.log(`playwright: ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`);
const passed = (vitest?.passed ?? 0) + (vitestNode24?.passed ?? 0) + (e2e?.passed ?? 0);
const stepFailures = steps.filter((step) => !step.isOk).length;
const failed = Math.max(
  (vitest?.failed ?? 0) + (vitestNode24?.failed ?? 0) + (e2e?.failed ?? 0),
  stepFailures,
);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(steps.every((step) => step.isOk) ? 0 : 1);

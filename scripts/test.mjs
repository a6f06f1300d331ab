// `npm test`: typecheck, lint, unit and integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), build, then end-to-end tests in Chromium. Prints one closing summary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './source-stamp.mjs';

const resultsDir = path.join(PROJECT_ROOT, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const vitestJson = path.join(resultsDir, 'vitest-results.json');
const e2eJson = path.join(resultsDir, 'e2e-results.json');
rmSync(vitestJson, { force: true });
rmSync(e2eJson, { force: true });

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

function readVitestCounts() {
  if (!existsSync(vitestJson)) return null;
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
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
const isBuildOk = run('build', process.execPath, [path.join(PROJECT_ROOT, 'scripts/build.mjs')]);
if (isBuildOk) {
  run('end-to-end tests (playwright, chromium)', process.execPath, [
    path.join(PROJECT_ROOT, 'scripts/e2e.mjs'),
  ]);
}

const vitest = readVitestCounts();
const e2e = readPlaywrightCounts();
console.log('\n━━ summary ━━');
for (const step of steps) {
  console.log(`${step.isOk ? 'ok  ' : 'FAIL'}  ${step.name} (${step.seconds.toFixed(1)} s)`);
}
if (!isTypecheckOk || !isLintOk) console.log('(typecheck or lint failed)');
if (vitest)
  console.log(`vitest: ${vitest.passed} passed, ${vitest.failed} failed, ${vitest.skipped} skipped`);
if (e2e) console.log(`playwright: ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`);
const passed = (vitest?.passed ?? 0) + (e2e?.passed ?? 0);
const stepFailures = steps.filter((step) => !step.isOk).length;
const failed = Math.max((vitest?.failed ?? 0) + (e2e?.failed ?? 0), stepFailures);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(steps.every((step) => step.isOk) ? 0 : 1);

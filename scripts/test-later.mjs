// `npm run test:later`: the unit tests and the server suite on embedded PGlite, run with the machine's
// clock moved ahead (libfaketime) by one year and by five years, so that no test or code path depends on
// today's date. `npm run test:later -- +30d` runs at other offsets (faketime's syntax: +Nd, +Ny, +Nh).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './source-stamp.mjs';

const offsets = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['+1y', '+5y'];
const hasFaketime = spawnSync('faketime', ['--version'], { stdio: 'ignore' }).error === undefined;
if (!hasFaketime) {
  console.error('faketime is not installed. On Debian or Ubuntu: apt-get install -y faketime');
  process.exit(1);
}

const resultsDir = path.join(PROJECT_ROOT, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const results = [];
for (const offset of offsets) {
  const report = path.join(resultsDir, `vitest-later-${offset.replace(/\W/g, '')}.json`);
  rmSync(report, { force: true });
  const fakeDate = spawnSync('faketime', ['-f', offset, 'date', '-u', '+%Y-%m-%d'], { encoding: 'utf8' });
  console.log(`\n━━ unit and server tests (PGlite) at ${offset}: ${fakeDate.stdout.trim()} ━━`);
  const run = spawnSync(
    'faketime',
    [
      '-f',
      offset,
      path.join(PROJECT_ROOT, 'node_modules', '.bin', 'vitest'),
      'run',
      '--project',
      'unit',
      '--project',
      'server-pglite',
      '--project',
      'server-pglite-isolated',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    // The PostgreSQL server is not under faketime: its suite would mix two clocks, so it is left out.
    { stdio: 'inherit', cwd: PROJECT_ROOT, env: { ...process.env, TEST_DATABASE_URL: '' } },
  );
  const counts = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
  results.push({
    offset,
    date: fakeDate.stdout.trim(),
    isOk: run.status === 0,
    passed: counts?.numPassedTests ?? 0,
    failed: counts?.numFailedTests ?? 0,
    total: counts?.numTotalTests ?? 0,
  });
}

console.log('\n━━ summary ━━');
for (const result of results) {
  console.log(
    `${result.isOk ? 'ok  ' : 'FAIL'}  ${result.offset} (${result.date}): ${result.passed} of ${result.total} passed, ${result.failed} failed`,
  );
}
process.exit(results.every((result) => result.isOk) ? 0 : 1);

// `npm run test:e2e`: end-to-end tests in Chromium against the built app on a fresh embedded database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleServer } from './bundle-server.mjs';
import { findChromium } from './find-chromium.mjs';
import { isBuildCurrent, PROJECT_ROOT } from './source-stamp.mjs';

// The tests run against a build that checks every API answer against its schema (see build.mjs).
if (!isBuildCurrent({ isCheckingResponses: true })) {
  const build = spawnSync(
    process.execPath,
    [path.join(PROJECT_ROOT, 'scripts/build.mjs'), '--check-responses'],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The tests' own server (the built app's code plus a local store it may read product pages from),
// bundled for this run only: `npm run build` and `npm start` never make it.
await bundleServer(
  { server: path.join(PROJECT_ROOT, 'scripts/e2e-server.ts') },
  path.join(PROJECT_ROOT, 'dist/e2e'),
);
const chromePath = await findChromium();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-e2e-'));
const result = spawnSync(
  process.execPath,
  [path.join(PROJECT_ROOT, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    cwd: PROJECT_ROOT,
    env: { ...process.env, CHROME_PATH: chromePath, E2E_DATA_DIR: dataDir },
  },
);
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);

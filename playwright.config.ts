import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_STORE_PORT } from './e2e/helpers';
import { CHROMIUM_ARGS } from './scripts/find-chromium.mjs';

// scripts/e2e.mjs finds (or installs) Chromium and passes it in CHROME_PATH.
const executablePath = process.env.CHROME_PATH;
const port = Number(process.env.E2E_PORT ?? 5123);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'kindlist-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: [...CHROMIUM_ARGS],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Not the default test-results/: Playwright empties its output folder, which also holds vitest's report.
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: '**/*.mobile.spec.ts',
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'mobile',
      testMatch: '**/*.mobile.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: {
    // The built app with a local store to read product pages from (scripts/e2e-server.ts).
    command: `node ${path.join('dist', 'e2e', 'server.js')}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: '1',
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      DATABASE_URL: '',
      E2E_STORE_PORT: String(E2E_STORE_PORT),
    },
  },
});

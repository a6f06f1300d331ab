// A hash of everything a build depends on, so `npm start` rebuilds only when something changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');
const INPUTS = [
  'src',
  'index.html',
  'public',
  'vite.config.ts',
  'scripts/vite-catalogs.ts',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/bundle-server.mjs',
];

function listFiles(target) {
  if (!existsSync(target)) return [];
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { withFileTypes: true })
    .flatMap((entry) => listFiles(path.join(target, entry.name)))
    .sort();
}

// `isCheckingResponses`: the build the end-to-end tests use, which checks API answers against their
// schemas (scripts/build.mjs --check-responses); it is a different build from the production one.
export function computeSourceStamp({ isCheckingResponses = false } = {}) {
  const hash = createHash('sha256');
  if (isCheckingResponses) hash.update('check-responses');
  for (const input of INPUTS) {
    for (const file of listFiles(path.join(PROJECT_ROOT, input))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(path.relative(PROJECT_ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function isBuildCurrent({ isCheckingResponses = false } = {}) {
  const stampPath = path.join(PROJECT_ROOT, 'dist/.source-stamp');
  return (
    existsSync(stampPath) &&
    existsSync(path.join(PROJECT_ROOT, 'dist/server/server.js')) &&
    existsSync(path.join(PROJECT_ROOT, 'dist/client/index.en.html')) &&
    readFileSync(stampPath, 'utf8') === computeSourceStamp({ isCheckingResponses })
  );
}

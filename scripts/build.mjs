// Builds the client (Vite) into dist/client and bundles the server (esbuild) into dist/server.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { computeSourceStamp, PROJECT_ROOT } from './source-stamp.mjs';

const started = Date.now();
execFileSync(
  process.execPath,
  [path.join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
  },
);
await build({
  entryPoints: {
    server: path.join(PROJECT_ROOT, 'src/server/server.ts'),
    'cli/promote-user': path.join(PROJECT_ROOT, 'src/server/cli/promote-user.ts'),
  },
  outdir: path.join(PROJECT_ROOT, 'dist/server'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
writeFileSync(path.join(PROJECT_ROOT, 'dist/.source-stamp'), computeSourceStamp());
console.log(`Built client and server in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// `npm start`: builds when the sources changed since the last build, then runs the server, which
// migrates (and seeds) the database before it listens.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { isBuildCurrent, PROJECT_ROOT } from './source-stamp.mjs';

if (!isBuildCurrent()) {
  console.log('Building Kindlist (first start or sources changed)...');
  const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(PROJECT_ROOT, 'dist/server/server.js')],
  {
    stdio: 'inherit',
    cwd: PROJECT_ROOT,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

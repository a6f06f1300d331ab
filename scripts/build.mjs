// Builds the client (Vite) into dist/client and bundles the server (esbuild) into dist/server.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bundleServer } from './bundle-server.mjs';
import { computeSourceStamp, PROJECT_ROOT } from './source-stamp.mjs';

const started = Date.now();
/** The languages of src/shared/i18n/locales.ts (a test keeps the two lists equal). */
const BUILD_LOCALES = ['en', 'es'];
// --check-responses: the build the end-to-end tests use, whose client checks every API answer against
// its shared schema (vite.config.ts), so a server change that breaks the contract fails the e2e run.
const isCheckingResponses = process.argv.includes('--check-responses');

// Static files are compressed once here (brotli and gzip, best level) and served pre-compressed, so
// the server never compresses them per request. index.html is a template and is not served as is.
async function precompressAssets(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await precompressAssets(file);
      continue;
    }
    if (!/\.(js|css|svg|json|txt|webmanifest)$/.test(entry.name) || statSync(file).size < 1024) continue;
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}
// One client build per language (src/shared/i18n/locales.ts; the first one empties dist/client): each
// keeps its assets in assets/<locale>/ and its template as index.<locale>.html, which the server picks.
for (const locale of BUILD_LOCALES) {
  execFileSync(
    process.execPath,
    [path.join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        KINDLIST_CHECK_RESPONSES: isCheckingResponses ? '1' : '0',
        KINDLIST_LOCALE: locale,
      },
    },
  );
  const clientDir = path.join(PROJECT_ROOT, 'dist/client');
  renameSync(path.join(clientDir, 'index.html'), path.join(clientDir, `index.${locale}.html`));
}
await bundleServer(
  {
    server: path.join(PROJECT_ROOT, 'src/server/server.ts'),
    'cli/promote-user': path.join(PROJECT_ROOT, 'src/server/cli/promote-user.ts'),
    'cli/copy-uploads': path.join(PROJECT_ROOT, 'src/server/cli/copy-uploads.ts'),
  },
  path.join(PROJECT_ROOT, 'dist/server'),
);
await precompressAssets(path.join(PROJECT_ROOT, 'dist/client'));
writeFileSync(path.join(PROJECT_ROOT, 'dist/.source-stamp'), computeSourceStamp({ isCheckingResponses }));
console.log(`Built client and server in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// One way to bundle server code for Node (esbuild): the app for `npm run build`, and the end-to-end
// tests' server for their run.
import { build } from 'esbuild';

/** Bundles `entryPoints` (name → source file) into `outdir`, dependencies left to node_modules. */
export function bundleServer(entryPoints, outdir) {
  return build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

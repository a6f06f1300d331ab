// Finds a Chromium to drive (end-to-end tests, `npm run size`, `npm run lighthouse`), in this order:
//   1. CHROME_PATH, when set and executable;
//   2. the system's /usr/bin/chromium (or chromium-browser);
//   3. Playwright's own bundled Chromium, when one is already installed (never downloaded here);
//   4. as root on Debian (and unless install is false): `apt-get install -y chromium`, said out loud.
// Otherwise it throws with what to do.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

/**
 * Flags every launch needs on this kind of machine: without them Chromium waits on the network
 * (component updates, sync, QUIC) or on a GPU and can hang. Callers add `--headless=new` when headless.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function isExecutable(filePath) {
  try {
    accessSync(filePath, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function findPlaywrightChromium() {
  try {
    const { chromium } = await import('playwright-core');
    const executablePath = chromium.executablePath();
    return executablePath && existsSync(executablePath) && isExecutable(executablePath)
      ? executablePath
      : undefined;
  } catch {
    return undefined;
  }
}

function canInstallWithApt() {
  return existsSync('/etc/debian_version') && typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * @param {{ install?: boolean }} [options] install: allow `apt-get install -y chromium` as a last resort.
 * @returns {Promise<string>} the path of a Chromium executable.
 */
export async function findChromium({ install = true } = {}) {
  const fromEnvironment = process.env.CHROME_PATH?.trim();
  if (fromEnvironment) {
    if (isExecutable(fromEnvironment)) return fromEnvironment;
    console.warn(`CHROME_PATH=${fromEnvironment} is not an executable file; looking for another Chromium.`);
  }

  for (const candidate of SYSTEM_PATHS) {
    if (isExecutable(candidate)) return candidate;
  }

  const bundled = await findPlaywrightChromium();
  if (bundled) return bundled;

  if (install && canInstallWithApt()) {
    console.log(
      '\nChromium was not found: installing it with `apt-get update && apt-get install -y chromium`...\n',
    );
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    for (const candidate of SYSTEM_PATHS) {
      if (isExecutable(candidate)) {
        console.log(`\nInstalled Chromium with apt-get: ${candidate}\n`);
        return candidate;
      }
    }
    throw new Error('apt-get install -y chromium finished, but /usr/bin/chromium is still missing.');
  }

  throw new Error(
    [
      'No Chromium found. Do one of:',
      '  - set CHROME_PATH to a Chromium or Chrome executable;',
      '  - install Chromium with your package manager (Debian/Ubuntu: sudo apt-get install -y chromium);',
      '  - install Playwright’s browser: npx playwright install chromium.',
      install
        ? '(Automatic installation needs root on Debian.)'
        : '(Automatic installation was not allowed for this run.)',
    ].join('\n'),
  );
}

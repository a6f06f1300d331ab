// `npm run size [-- /path ...]`: how much JavaScript a first visit downloads, gzipped.
//
// Builds if dist/ is missing, starts the built server (fresh temporary DATA_DIR, demo content), opens
// each path (default `/`) as a signed-out visitor in headless Chromium, waits for the network to be
// idle and gzips (zlib level 9, independent of the server's own compression) every script it loaded.
// Then lists every JS chunk in dist/client/assets, so what is loaded lazily is visible too.
// Goal: first-load JS ≤ 100 kB gzipped. Exits 0 unless something crashed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { CLIENT_DIST_DIR, ensureBuilt, startBuiltServer, type TBuiltServer } from './built-server';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { formatTable } from './format-table';

const GOAL_BYTES = 100_000;

function gzippedSize(bytes: Buffer): number {
  return gzipSync(bytes, { level: 9 }).length;
}

function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function isScript(response: Response): boolean {
  const request = response.request();
  if (request.resourceType() === 'script') return true;
  return new URL(response.url()).pathname.endsWith('.js');
}

async function main(): Promise<void> {
  const paths = process.argv.slice(2).filter((argument) => argument.trim() !== '');
  if (paths.length === 0) paths.push('/');

  ensureBuilt();
  const executablePath = await findChromium();
  let server: TBuiltServer | undefined;
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  const firstLoadFiles = new Set<string>();
  try {
    server = await startBuiltServer();
    browser = await chromium.launch({
      executablePath,
      headless: true,
      args: [...CHROMIUM_ARGS, '--headless=new'],
    });

    for (const pagePath of paths) {
      const url = new URL(pagePath, server.baseUrl).toString();
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: { url: string; responded: Promise<Buffer | null> }[] = [];
      page.on('response', (response) => {
        if (!isScript(response)) return;
        scripts.push({ url: response.url(), responded: response.body().catch(() => null) });
      });
      await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
      // On a busy machine the network can be idle before the page has asked for its own chunks: the
      // count is taken once the page shows its heading and no script has arrived for a second.
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
      for (let seen = -1; seen !== scripts.length; ) {
        seen = scripts.length;
        await page.waitForTimeout(1000);
      }

      const rows = [['file', 'bytes', 'gzip -9']];
      let total = 0;
      for (const script of scripts) {
        const scriptUrl = new URL(script.url);
        const name = scriptUrl.origin === server.baseUrl ? scriptUrl.pathname : script.url;
        let bytes = await script.responded;
        // If the browser no longer holds the body, read the same file from the build.
        if (!bytes && scriptUrl.origin === server.baseUrl) {
          try {
            bytes = readFileSync(path.join(CLIENT_DIST_DIR, scriptUrl.pathname));
          } catch {
            bytes = null;
          }
        }
        if (!bytes) {
          rows.push([name, '?', '?']);
          continue;
        }
        const gzipped = gzippedSize(bytes);
        total += gzipped;
        firstLoadFiles.add(path.basename(scriptUrl.pathname));
        rows.push([name, bytes.length.toLocaleString('en-US'), formatKb(gzipped)]);
      }
      console.log(`\nFirst load of ${url} (signed out): ${scripts.length} script(s)`);
      console.log(formatTable(rows, '  '));
      const verdict = total <= GOAL_BYTES ? 'PASS' : 'MISS';
      console.log(
        `  Total first-load JS: ${formatKb(total)} (${total.toLocaleString('en-US')} bytes) gzipped; goal ≤ ${formatKb(GOAL_BYTES)} (100,000 bytes): ${verdict}`,
      );
      // Sections far down a page may load their code when scrolled near: said here, not hidden.
      const loadedBefore = scripts.length;
      await page.keyboard.press('End');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const later = await Promise.all(scripts.slice(loadedBefore).map((script) => script.responded));
      const laterBytes = later.reduce((sum, bytes) => sum + (bytes ? gzippedSize(bytes) : 0), 0);
      console.log(
        `  Loaded after scrolling to the end: ${later.length} more script(s), ${formatKb(laterBytes)} gzipped`,
      );
      await context.close();
    }

    const assetsDir = path.join(CLIENT_DIST_DIR, 'assets');
    let chunks: { name: string; bytes: number; gzipped: number }[] = [];
    try {
      chunks = readdirSync(assetsDir)
        .filter((name) => name.endsWith('.js'))
        .map((name) => {
          const bytes = readFileSync(path.join(assetsDir, name));
          return { name, bytes: bytes.length, gzipped: gzippedSize(bytes) };
        })
        .sort((left, right) => right.gzipped - left.gzipped);
    } catch {
      console.log(`\nNo ${path.relative(process.cwd(), assetsDir)} folder.`);
    }
    if (chunks.length > 0) {
      console.log(
        `\nAll JS chunks in dist/client/assets (${chunks.length}; "lazy" = not loaded on the first visit):`,
      );
      const rows = [['chunk', 'bytes', 'gzip -9', 'loaded']];
      for (const chunk of chunks) {
        rows.push([
          chunk.name,
          chunk.bytes.toLocaleString('en-US'),
          formatKb(chunk.gzipped),
          firstLoadFiles.has(chunk.name) ? 'first load' : 'lazy',
        ]);
      }
      console.log(formatTable(rows, '  '));
      const all = chunks.reduce((sum, chunk) => sum + chunk.gzipped, 0);
      console.log(`  All chunks together: ${formatKb(all)} gzipped`);
    }
    console.log('');
  } finally {
    await browser?.close().catch(() => {});
    await server?.stop().catch(() => {});
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(
      '\nSize measurement crashed:',
      error instanceof Error ? (error.stack ?? error.message) : error,
    );
    process.exit(1);
  },
);

// `npm run lighthouse [-- URL...]`: Lighthouse 12 scores (performance, accessibility, best practices,
// SEO) with the default mobile configuration, and the audits that fail in each category.
//
// URLs may be paths (`/browse`), resolved against the built server that this script starts (fresh
// temporary DATA_DIR, demo content; built first if dist/ is missing), or absolute URLs; when every URL
// is absolute no server is started. Default: `/` of the started server.
// Throttling is simulated (Lighthouse's default), so figures are comparable between machines only
// roughly. With LIGHTHOUSE_REPORT_DIR set, each run's full report is also written there as JSON (to
// read where the time goes: bootup-time, mainthread-work-breakdown, long-tasks). Exits 0 unless
// something crashed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { ensureBuilt, startBuiltServer, type TBuiltServer } from './built-server';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { formatTable } from './format-table';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// Lighthouse shows an audit as passed from a score of 0.9.
const PASS_SCORE = 0.9;
const MAX_ATTEMPTS = 3;
// Runtime errors about the page itself (404, not HTML, bad address) are not worth running again.
const PAGE_ERROR = /DOCUMENT_REQUEST|INVALID_URL|DNS_FAILURE|NOT_HTML|INTERSTITIAL/;

function isAbsoluteUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

function formatScore(score: number | null | undefined): string {
  return score === null || score === undefined ? 'n/a' : String(Math.round(score * 100));
}

function failingAudits(lhr: Result, categoryId: string): string[] {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  const lines: string[] = [];
  for (const reference of category.auditRefs) {
    const audit = lhr.audits[reference.id];
    if (!audit || audit.score === null) continue;
    if (['notApplicable', 'manual', 'informative', 'error'].includes(audit.scoreDisplayMode)) continue;
    if (audit.score >= PASS_SCORE) continue;
    const value = audit.displayValue ? ` (${audit.displayValue})` : '';
    const weight = reference.weight > 0 ? `, weight ${reference.weight}` : '';
    lines.push(`${audit.id}: ${audit.title}${value} [score ${formatScore(audit.score)}${weight}]`);
  }
  // Audits that could not run explain a blank score; after a runtime error (reported once) they all fail.
  if (lhr.runtimeError) return lines;
  for (const reference of category.auditRefs) {
    const audit = lhr.audits[reference.id];
    if (audit?.scoreDisplayMode === 'error') {
      lines.push(`${audit.id}: ${audit.title} [could not run: ${audit.errorMessage ?? 'unknown error'}]`);
    }
  }
  return lines;
}

async function audit(url: string, chromePath: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const runnerResult = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!runnerResult) throw new Error(`Lighthouse returned no result for ${url}`);
    return runnerResult.lhr;
  } finally {
    // Wait until this Chromium is gone before the next run starts one.
    const exited = new Promise<void>((resolve) => {
      if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
      else chrome.process.once('exit', () => resolve());
    });
    chrome.kill();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
}

async function main(): Promise<void> {
  const requested = process.argv.slice(2).filter((argument) => argument.trim() !== '');
  if (requested.length === 0) requested.push('/');
  const needsServer = requested.some((value) => !isAbsoluteUrl(value));

  const chromePath = await findChromium();
  let server: TBuiltServer | undefined;
  try {
    if (needsServer) {
      ensureBuilt();
      server = await startBuiltServer();
    }
    const urls = requested.map((value) =>
      isAbsoluteUrl(value) ? value : new URL(value, server?.baseUrl ?? 'http://127.0.0.1').toString(),
    );

    const summary: string[][] = [['url', ...CATEGORIES]];
    for (const url of urls) {
      console.log(`\nLighthouse (mobile, simulated throttling): ${url}`);
      let lhr = await audit(url, chromePath);
      // A failed trace (e.g. NO_NAVSTART) is usually transient: Lighthouse itself says to run again.
      for (
        let attempt = 2;
        lhr.runtimeError && !PAGE_ERROR.test(lhr.runtimeError.code) && attempt <= MAX_ATTEMPTS;
        attempt++
      ) {
        console.log(`  ${lhr.runtimeError.code}; running again (attempt ${attempt} of ${MAX_ATTEMPTS})...`);
        lhr = await audit(url, chromePath);
      }
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR?.trim();
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        const file = path.join(
          reportDir,
          `${summary.length}-${url.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.json`,
        );
        writeFileSync(file, JSON.stringify(lhr));
        console.log(`  Report: ${file}`);
      }
      if (lhr.runtimeError)
        console.log(`  Runtime error: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      for (const warning of lhr.runWarnings) {
        if (!lhr.runtimeError?.message.startsWith(warning)) console.log(`  Warning: ${warning}`);
      }
      const scores = CATEGORIES.map((id) => formatScore(lhr.categories[id]?.score));
      summary.push([url, ...scores]);
      for (const [index, id] of CATEGORIES.entries()) {
        const title = lhr.categories[id]?.title ?? id;
        const failures = failingAudits(lhr, id);
        const note = failures.length === 0 && !lhr.runtimeError ? ' (no failing audits)' : '';
        console.log(`  ${title}: ${scores[index]}${note}`);
        for (const line of failures) console.log(`    - ${line}`);
      }
    }

    console.log('\nScores (0-100):');
    console.log(formatTable(summary, '  '));
    console.log('');
  } finally {
    await server?.stop().catch(() => {});
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(
      '\nLighthouse run crashed:',
      error instanceof Error ? (error.stack ?? error.message) : error,
    );
    process.exit(1);
  },
);

// `npx tsx scripts/bench-cache-clears.ts`: what donors reserving and cancelling cost the public pages.
//
// Starts the app as deployed (2-second public cache, fresh temporary DATA_DIR, embedded PGlite unless
// DATABASE_URL is set, logging off, the bench's rate limiter and donors' limits, which never refuse) on
// the bench's data (BENCH_LISTS lists of 10 items, 10,000 by default), then for BENCH_DURATION seconds
// (default 10) runs, side by side, a writer (BENCH_DONORS_FOR_CLEARS donors in turn, default 100, each
// reserving an item and cancelling it, one request at a time)
// and a reader (the landing page, then the impact page, one request at a time). Prints the writes per
// second and how often the landing and impact answers were made again (each a full read: about 22 ms and
// 46 ms at 10,000 lists), seen as a new answer in the public cache after a read.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TKindlistApp } from '#server/app';
import { loadConfig } from '#server/config';
import type { TDatabaseHandle } from '#server/db/client';
import { prepareServer } from '#server/start';
import { BENCH_APP_OPTIONS } from './bench/bench-apps';
import { benchData, createBenchUser, loadBenchLists, loadGifts, readBenchSizes } from './bench/bench-data';

const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
// Donors taking turns, each reserving and cancelling.
const DONORS = Number(process.env.BENCH_DONORS_FOR_CLEARS ?? 100);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-bench-clears-'));
  let app: TKindlistApp | undefined;
  let database: TDatabaseHandle | undefined;
  try {
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
    ({ app, database } = await prepareServer(config, { logger: false, ...BENCH_APP_OPTIONS }));
    const context = { app, database, config, sizes: readBenchSizes() };
    await loadBenchLists(context);
    await loadGifts(context);
    const donors = [];
    for (let index = 0; index < DONORS; index += 1) donors.push(await createBenchUser(context, 1000 + index));
    console.log(`  ${DONORS} donors signed up; measuring for ${DURATION_MS / 1000} s`);
    const kindlist = app;
    const post = async (url: string, cookie: string, payload: Record<string, unknown> = {}) =>
      kindlist.inject({ method: 'POST', url, headers: { cookie }, payload });

    let isRunning = true;
    let writes = 0;
    let refused = 0;
    const writer = (async () => {
      for (let turn = 0; isRunning; turn += 1) {
        await new Promise((resolve) => setImmediate(resolve));
        const donor = donors[turn % donors.length];
        if (!donor) break;
        const reserved = await post(
          `/api/lists/${benchData.giftsListId}/items/${benchData.giftsItemId}/pledges`,
          donor.cookie,
          { quantity: 1 },
        );
        if (reserved.statusCode !== 201) {
          refused += 1;
          continue;
        }
        await post(`/api/pledges/${reserved.json().id}/cancel`, donor.cookie);
        writes += 2;
      }
    })();

    const rebuilt = { landing: 0, impact: 0 };
    let reads = 0;
    let readMs = 0;
    const reader = (async () => {
      for (let previous: Record<string, unknown> = {}; isRunning; ) {
        // A cached answer comes back without the event loop turning: let the timer and the writer run.
        await new Promise((resolve) => setImmediate(resolve));
        for (const key of ['landing', 'impact'] as const) {
          const started = performance.now();
          const response = await kindlist.inject({ method: 'GET', url: `/api/${key}` });
          readMs += performance.now() - started;
          reads += 1;
          if (response.statusCode !== 200) throw new Error(`/api/${key}: ${response.statusCode}`);
          const answer = kindlist.publicCache.get(key)?.answer;
          if (answer !== previous[key]) rebuilt[key] += 1;
          previous[key] = answer;
        }
      }
    })();

    await new Promise((resolve) => setTimeout(resolve, DURATION_MS));
    isRunning = false;
    await Promise.all([writer, reader]);
    const seconds = DURATION_MS / 1000;
    console.log(`\nPublic cache under reserve/cancel (${database.kind}, ${seconds} s)`);
    console.log(`  writes (reserve or cancel): ${(writes / seconds).toFixed(1)}/s (${refused} refused)`);
    console.log(`  landing made again: ${(rebuilt.landing / seconds).toFixed(2)}/s`);
    console.log(`  impact made again:  ${(rebuilt.impact / seconds).toFixed(2)}/s`);
    console.log(
      `  landing + impact reads: ${(reads / seconds).toFixed(1)}/s, ${(readMs / reads).toFixed(2)} ms each on average`,
    );
  } finally {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

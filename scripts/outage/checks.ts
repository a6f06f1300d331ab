// The outage suite's checks and reports: what it prints, and the failures that make it exit non-zero.
import type { TLogLine } from './server-process';
import type { TThrowawayPostgres } from './throwaway-postgres';
import type { TAnswer } from './traffic';

const SIGNED_IN_OPS = new Set(['signed-in user', 'notifications', 'reserve+cancel']);
export const failures: string[] = [];
export const check = (isOk: boolean, what: string) => {
  console.log(`  ${isOk ? 'ok  ' : 'FAIL'} ${what}`);
  if (!isOk) failures.push(what);
};
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function countBy<T>(values: T[], key: (value: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[key(value)] = (counts[key(value)] ?? 0) + 1;
  return counts;
}

export type THealthSample = { atMs: number; status: number | 'error' };

export function reportOutage(options: {
  name: string;
  downMs: number;
  upMs: number;
  answers: TAnswer[];
  health: THealthSample[];
  logs: TLogLine[];
  maxLatencyBoundMs: number;
}): void {
  const { name, downMs, upMs, answers, health, logs } = options;
  const during = answers.filter((answer) => answer.startMs >= downMs && answer.startMs < upMs);
  console.log(`\n${name}: the database away for ${seconds(upMs - downMs)} under traffic`);
  console.log(
    `  answers during the outage (${during.length}): ${JSON.stringify(countBy(during, (a) => String(a.status)))}`,
  );
  const signedIn = during.filter((answer) => SIGNED_IN_OPS.has(answer.op));
  console.log(`  of which signed in: ${JSON.stringify(countBy(signedIn, (a) => String(a.status)))}`);
  const maxLatency = Math.max(0, ...during.map((answer) => answer.endMs - answer.startMs));
  const latencies = during.map((answer) => answer.endMs - answer.startMs).sort((a, b) => a - b);
  const p50 = latencies[Math.floor(latencies.length / 2)] ?? 0;
  console.log(`  latency during the outage: p50 ${p50} ms, max ${maxLatency} ms`);
  const firstHealth503 = health.find((sample) => sample.atMs >= downMs && sample.status === 503);
  const healthBack = health.find((sample) => sample.atMs >= upMs && sample.status === 200);
  const recovered = answers
    .filter(
      (answer) =>
        SIGNED_IN_OPS.has(answer.op) &&
        answer.startMs >= upMs &&
        typeof answer.status === 'number' &&
        answer.status < 300,
    )
    .map((answer) => answer.endMs - upMs);
  const recoveryMs = recovered.length > 0 ? Math.min(...recovered) : Number.POSITIVE_INFINITY;
  const late503 = answers.filter((answer) => answer.startMs >= upMs + 2000 && answer.status === 503).length;
  console.log(
    `  health: 503 ${firstHealth503 ? `${firstHealth503.atMs - downMs} ms after the database went away` : 'never'}, 200 again ${healthBack ? `${healthBack.atMs - upMs} ms after it returned` : 'never'}`,
  );
  console.log(`  recovered (first signed-in success after the database returned): ${seconds(recoveryMs)}`);
  const window = logs.filter((line) => line.atMs >= downMs && line.atMs < upMs + 3000);
  const appLines = window.filter((line) => line.isJson);
  const notAccess = appLines.filter((line) => line.msg !== 'request completed');
  const bytes = window.reduce((sum, line) => sum + line.bytes, 0);
  console.log(
    `  log during the outage: ${window.length} lines, ${(bytes / 1024).toFixed(0)} KB: ${appLines.length - notAccess.length} access lines (one per request) and these others:`,
  );
  for (const [message, count] of Object.entries(countBy(notAccess, (line) => line.msg))) {
    console.log(`    ${count} × ${message.slice(0, 110)}`);
  }
  // better-auth prints an error with console.error (not through its logger) when the second query of
  // a session lookup fails: at most once per outage, when the database goes away between the two.
  const printed = window.filter((line) => !line.isJson);
  const printedErrors = printed.filter((line) => /^\S*Error\b|^error:/.test(line.raw)).length;
  if (printed.length > 0) {
    console.log(
      `    + ${printed.length} lines printed by better-auth itself (console.error of ${printedErrors} error)`,
    );
  }
  const unexpected = during.filter(
    (answer) =>
      answer.status === 'timeout' ||
      answer.status === 'network-error' ||
      (typeof answer.status === 'number' && answer.status >= 500 && answer.status !== 503),
  );
  check(unexpected.length === 0, `${name}: no 500, no hung or dropped request (${unexpected.length})`);
  const bad503 = during.filter(
    (answer) => answer.status === 503 && (answer.retryAfter !== '5' || !answer.message),
  );
  check(
    bad503.length === 0 && signedIn.some((a) => a.status === 503),
    `${name}: every 503 (signed in too) has Retry-After and { message }`,
  );
  check(
    maxLatency <= options.maxLatencyBoundMs,
    `${name}: max latency ${maxLatency} ms ≤ ${options.maxLatencyBoundMs} ms`,
  );
  check(Boolean(firstHealth503), `${name}: /api/health answers 503 during the outage`);
  check(
    recoveryMs <= 2000 && late503 === 0,
    `${name}: recovered by itself within 2 s (no 503 later: ${late503})`,
  );
  const downLines = notAccess.filter((line) => line.msg.startsWith('database unreachable')).length;
  const backLines = notAccess.filter((line) => line.msg.startsWith('database is back')).length;
  check(
    downLines === 1 && backLines === 1,
    `${name}: the outage logged once when it began and once when it ended`,
  );
  // Each part that needs the database says once that it lost it and once that it is back (the
  // database status, the jobs, the shared flood counts, the cache notices): no line repeats.
  const messages = notAccess.map((line) => line.msg);
  check(
    new Set(messages).size === messages.length &&
      notAccess.length <= 10 &&
      !window.some((line) => /\n\s+at |"stack"/.test(line.raw)),
    `${name}: no stack, no line repeated per attempt or per failed request (${notAccess.length} lines)`,
  );
}

export async function checkInvariants(database: TThrowawayPostgres, label: string): Promise<void> {
  const [counts] = await database.query<{ wrong: string; orphans: string; pledges: string }>(`
    select
      (select count(*) from list_items i where
         i.quantity_reserved <> (select coalesce(sum(quantity), 0) from pledges p where p.item_id = i.id and p.status = 'reserved')
      or i.quantity_purchased <> (select coalesce(sum(quantity), 0) from pledges p where p.item_id = i.id and p.status in ('purchased', 'received'))
      or i.quantity_received <> (select coalesce(sum(quantity), 0) from pledges p where p.item_id = i.id and p.status = 'received')) as wrong,
      (select count(*) from pledges p where not exists (select 1 from list_items i where i.id = p.item_id)) as orphans,
      (select count(*) from pledges) as pledges`);
  console.log(
    `  ${label}: ${counts?.pledges} gifts written; items whose counts differ from their gifts: ${counts?.wrong}; gifts without their item: ${counts?.orphans}`,
  );
  check(
    counts?.wrong === '0' && counts?.orphans === '0',
    `${label}: every item's counts equal the sums of its gifts`,
  );
}

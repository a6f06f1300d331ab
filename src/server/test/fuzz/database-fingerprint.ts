import { sql } from 'drizzle-orm';
import { type TDatabase, toRows } from '#server/db/client';

// Tables a refused request may rightly write: the attempt counters of the rate limits, and the record
// of a donor who hit a pledge limit (kept so the limit holds across accounts).
const TABLES_WRITTEN_ON_REFUSAL = new Set(['rate_limits', 'donor_limit_hits']);
// Tables whose rows a background job changes on its own time (the mail sender marks mail sent): only
// which rows exist is compared, so a mail queued by an earlier request and sent meanwhile is no write.
const ROWS_CHANGED_IN_BACKGROUND: Record<string, string> = { mail_outbox: 't.id::text' };

/** One statement that hashes every row of every table: equal fingerprints, same data. */
export async function createFingerprinter(db: TDatabase): Promise<() => Promise<string>> {
  const tables = toRows<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
    .map((row) => row.name)
    .filter((name) => !TABLES_WRITTEN_ON_REFUSAL.has(name) && !name.startsWith('__drizzle'));
  const columns = tables.map(
    (name, index) =>
      `(select count(*) || ':' || coalesce(md5(string_agg(${ROWS_CHANGED_IN_BACKGROUND[name] ?? 't::text'}, '|' order by ${ROWS_CHANGED_IN_BACKGROUND[name] ?? 't::text'})), '') from "${name}" t) as c${index}`,
  );
  const statement = sql.raw(`select ${columns.join(', ')}`);
  return async () => {
    const [row] = toRows<Record<string, string>>(await db.execute(statement));
    return tables.map((name, index) => `${name}=${row?.[`c${index}`]}`).join('\n');
  };
}

/** The tables whose fingerprints differ, for a readable failure. */
export function diffFingerprints(before: string, after: string): string[] {
  const beforeLines = new Set(before.split('\n'));
  return after
    .split('\n')
    .filter((line) => !beforeLines.has(line))
    .map((line) => line.split('=')[0] ?? line);
}

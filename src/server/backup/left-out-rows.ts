import { AUTH_BASE_PATH } from '../auth/auth';
import type { TRunQuery } from './backup-manifest';

/**
 * What a backup leaves out: rows (or columns) that would let whoever reads a copy of it into someone's
 * account on the live site, or elsewhere, without a password. Each holds until it expires or is used,
 * and none is worth restoring: after a restore people sign in again and ask for a new link.
 */
export type TLeftOutRows = {
  table: string;
  /** The rows the backup keeps (an SQL condition on the table's row; `false`: none). */
  keptWhere: string;
  /** Columns emptied (set to null) in the rows kept. */
  blankedColumns: readonly string[];
};

export const LEFT_OUT_ROWS: readonly TLeftOutRows[] = [
  // Signed-in browsers: a session's token with the secret (in the backup when the app generated it)
  // is the cookie itself, for up to 30 days.
  { table: 'sessions', keptWhere: 'false', blankedColumns: [] },
  // better-auth's one-time values: password-reset tokens (an hour) and OAuth sign-in state (minutes).
  { table: 'verifications', keptWhere: 'false', blankedColumns: [] },
  // A mail whose link opens an auth endpoint carries a token in it (password reset, email confirmation,
  // email change): it goes; every other mail stays.
  {
    table: 'mail_outbox',
    keptWhere: `coalesce(link, '') not like '%${AUTH_BASE_PATH}/%'`,
    blankedColumns: [],
  },
  // Google's and Facebook's tokens for the person's account there; the app never uses them after
  // the sign-in, which stores new ones.
  {
    table: 'accounts',
    keptWhere: 'true',
    blankedColumns: [
      'access_token',
      'refresh_token',
      'id_token',
      'access_token_expires_at',
      'refresh_token_expires_at',
    ],
  },
];

/** In words, for the backup command's summary. */
export const LEFT_OUT_SUMMARY =
  'sessions, password-reset and email-confirmation links and the mails holding them, Google and Facebook tokens';

function quoteTable(table: string): string {
  return `public."${table}"`;
}

/** The rules whose table the database has (a backup of an older schema may lack some). */
export async function listLeftOutRows(runQuery: TRunQuery): Promise<TLeftOutRows[]> {
  const rows = await runQuery(
    "select table_name::text as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  const tables = new Set(rows.map((row) => String(row.name)));
  return LEFT_OUT_ROWS.filter((rule) => tables.has(rule.table));
}

/** The condition each table's kept rows meet, by table name (for counting what the backup holds). */
export function toKeptWhere(rules: readonly TLeftOutRows[]): Record<string, string> {
  return Object.fromEntries(rules.map((rule) => [rule.table, rule.keptWhere]));
}

/** The statements that take the left-out rows and columns out of a copy of the database. */
export function toScrubStatements(rule: TLeftOutRows): string[] {
  const table = quoteTable(rule.table);
  const statements = [
    rule.keptWhere === 'false'
      ? `delete from ${table}`
      : `delete from ${table} where not (${rule.keptWhere})`,
  ];
  if (rule.blankedColumns.length > 0) {
    statements.push(
      `update ${table} set ${rule.blankedColumns.map((column) => `"${column}" = null`).join(', ')}`,
    );
  }
  // Deleted and updated rows stay in the table's pages (and its indexes and TOAST) until rewritten.
  statements.push(`vacuum full ${table}`);
  return statements;
}

/** The kept rows of a table as one JSON array (its columns by name, blanked ones left out). */
export function toKeptRowsQuery(rule: TLeftOutRows): string {
  const blanked = rule.blankedColumns.map((column) => `'${column}'`).join(', ');
  const row = blanked ? `to_jsonb(t) - array[${blanked}]::text[]` : 'to_jsonb(t)';
  return `select coalesce(jsonb_agg(${row}), '[]'::jsonb)::text as rows from ${quoteTable(rule.table)} t where ${rule.keptWhere}`;
}

/** Inserts a table's kept rows (`$1`: the JSON array) into a database restored without them. */
export function toKeptRowsInsert(table: string): string {
  if (!LEFT_OUT_ROWS.some((rule) => rule.table === table)) {
    throw new Error(`The backup's kept rows name a table backups never filter: ${table}`);
  }
  return `insert into ${quoteTable(table)} select * from jsonb_populate_recordset(null::${quoteTable(table)}, $1::jsonb)`;
}

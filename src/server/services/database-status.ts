import type { FastifyBaseLogger } from 'fastify';
import { describeBriefly } from '../logging/describe-error';

// Connection-level failures from node-postgres or a closed PGlite mean "database down", not a bug.
// Drizzle wraps driver errors ("Failed query: ..."), so the cause chain is searched too.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  // The database's own files cannot be read or written (the embedded database's folder went away)
  '58000',
  '58030',
  '58P01',
  '58P02',
]);
const UNREACHABLE_PATTERN =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|not queryable|database is closed|database files are gone|PGlite is closed|Cannot use a pool after calling end/i;
// statement_timeout: the database is there but did not finish in time. Not an outage, but the same
// answer for the client: try again in a moment.
// statement_timeout (57014), and idle_in_transaction_session_timeout ending one slow request's
// transaction (25P03): the database is there, so no outage is declared.
const TIMEOUT_CODES = new Set(['57014', '25P03']);

function searchErrorChain(error: unknown, isMatch: (error: Error) => boolean, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (isMatch(error)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => searchErrorChain(inner, isMatch, depth + 1))
  )
    return true;
  return searchErrorChain(error.cause, isMatch, depth + 1);
}

/** Whether the error (or one it wraps) says the database could not be reached or went away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return searchErrorChain(error, (candidate) => {
    const code = (candidate as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    return UNREACHABLE_PATTERN.test(candidate.message);
  });
}

/** Whether the error (or one it wraps) is a statement the database cancelled at statement_timeout. */
export function isStatementTimeout(error: unknown): boolean {
  return searchErrorChain(error, (candidate) =>
    TIMEOUT_CODES.has(String((candidate as { code?: unknown }).code)),
  );
}

export type TDatabaseStatus = {
  /** True from the first failure that says the database is unreachable until a round trip succeeds. */
  isDown: () => boolean;
  /**
   * Records that the database could not be reached. The first report of an outage is logged (one
   * line, no stack); the others only count. While down, the database is probed every `recheckMs`
   * so that its return is noticed (and logged) even when no request comes.
   */
  markDown: (error: unknown) => void;
  /** Records a successful round trip; ends an outage (logged with its duration). */
  markUp: () => void;
  /** Counts a request answered 503 because of the outage (reported when the outage ends). */
  countRefused: () => void;
  stop: () => void;
};

export function createDatabaseStatus(options: {
  ping: () => Promise<unknown>;
  log: FastifyBaseLogger;
  recheckMs?: number;
}): TDatabaseStatus {
  const { ping, log, recheckMs = 1000 } = options;
  let outage: { startedAt: number; refused: number } | null = null;
  let recheck: NodeJS.Timeout | null = null;
  let isProbing = false;
  let isStopped = false;

  function clearRecheck(): void {
    if (recheck) clearInterval(recheck);
    recheck = null;
  }

  const status: TDatabaseStatus = {
    isDown: () => outage !== null,
    markDown(error) {
      if (outage || isStopped) return;
      outage = { startedAt: performance.now(), refused: 0 };
      log.error(
        { reason: describeBriefly(error) },
        'database unreachable: requests that need it answer 503 and background jobs wait until it is back',
      );
      recheck = setInterval(() => {
        if (isProbing) return;
        isProbing = true;
        ping()
          .then(() => status.markUp())
          .catch(() => {})
          .finally(() => {
            isProbing = false;
          });
      }, recheckMs);
      recheck.unref();
    },
    markUp() {
      if (!outage) return;
      const downForSeconds = Math.round((performance.now() - outage.startedAt) / 100) / 10;
      log.warn(
        { downForSeconds, refusedRequests: outage.refused },
        `database is back after ${downForSeconds} s`,
      );
      outage = null;
      clearRecheck();
    },
    countRefused() {
      if (outage) outage.refused += 1;
    },
    stop() {
      isStopped = true;
      clearRecheck();
    },
  };
  return status;
}

import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable, type TDatabaseStatus } from '../services/database-status';

type TAuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * better-auth's logger options: its lines go to the app's log (one JSON line each) instead of the
 * console. Its session lookup catches the database's error, hands it only to this logger and throws a
 * 500 of its own; an unreachable database is reported to the status here (logged once per outage),
 * which lets the error handler answer that 500 as the 503 it is.
 */
export function createAuthLogOptions(log: FastifyBaseLogger, databaseStatus: TDatabaseStatus) {
  return {
    // Failed sign-ins are expected traffic, not warnings; real failures still reach the log.
    level: 'error' as const,
    log(level: TAuthLogLevel, message: string, ...args: unknown[]) {
      const error = args.find((arg) => arg instanceof Error);
      if (error && isDatabaseUnavailable(error)) {
        databaseStatus.markDown(error);
        return;
      }
      log[level](error ? { err: error } : {}, `better-auth: ${message}`);
    },
  };
}

export type TPostgresTimeouts = {
  /** PostgreSQL cancels a statement that runs longer (statement_timeout). */
  statementTimeoutMs: number;
  /** PostgreSQL ends a session left idle inside a transaction this long (its locks are freed). */
  idleInTransactionTimeoutMs: number;
};

export const DEFAULT_POSTGRES_TIMEOUTS: TPostgresTimeouts = {
  statementTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 15_000,
};

import type { TDatabase } from './client';

/** The handle a `db.transaction` callback receives. */
export type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
/** Either the database or an open transaction: what a query that may run in either takes. */
export type TExecutor = TDatabase | TTransaction;

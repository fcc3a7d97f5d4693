import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../db/client';

/** A Drizzle transaction, as `db.transaction(async (tx) => ...)` hands it over. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What pg-boss runs its SQL through (its `db` option): text with $1… placeholders and values. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

/**
 * pg-boss's own connection is the product's: the `pg` pool on PostgreSQL (no second pool), or
 * the one PGlite connection in-process. pg-boss sends some commands as several statements with
 * no values (its schema, its locked maintenance), which PGlite runs only through `exec`.
 */
export function databaseExecutor(database: DatabaseHandle): SqlExecutor {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return pool.query(text, values);
        // A multi-statement command that fails after its BEGIN leaves its connection in an
        // aborted transaction: rolled back here, never handed back to the pool that way.
        const connection = await pool.connect();
        try {
          return await connection.query(text);
        } catch (error) {
          await connection.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          connection.release();
        }
      },
    };
  }
  const pglite = client as PGlite;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      // Inside PGlite's own transaction: a statement that fails after pg-boss's BEGIN is rolled
      // back before the one connection is handed on (two queues on one PGlite creating the same
      // queue at once), instead of leaving every later query in an aborted transaction.
      const results = await pglite.transaction((tx) => tx.exec(text));
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * A transaction as pg-boss's `db` option: the job's INSERT runs on the transaction's own
 * connection, so the job exists if and only if the transaction commits. Drizzle's session runs
 * the text and values unchanged (pg-boss reuses one placeholder in several places, so they
 * cannot be rewritten into Drizzle's sql`` parameters).
 */
export function transactionExecutor(tx: Transaction): SqlExecutor {
  return {
    executeSql: (text, values = []) =>
      tx._.session.prepareQuery({ sql: text, params: values }, undefined, undefined, false).execute() as Promise<{
        rows: Array<Record<string, unknown>>;
      }>,
  };
}

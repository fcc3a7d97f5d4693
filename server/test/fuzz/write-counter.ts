import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Tests only: counts changed rows, so the fuzzing suite can tell that a refused request changed
 * none. A row-level trigger on every counted table adds a row to fuzz_writes per row inserted,
 * updated or deleted (a guarded UPDATE that matches nothing changes nothing, and counts nothing);
 * the counter is the highest id (an index lookup, however many writes there were).
 */
const execute = async (db: Database, text: string) =>
  (await db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> };

export async function countWrites(db: Database, uncounted: readonly string[]): Promise<() => Promise<number>> {
  await execute(db, 'create table fuzz_writes (id bigserial primary key, table_name text not null)');
  await execute(
    db,
    `create function fuzz_note_write() returns trigger language plpgsql as $$ begin insert into fuzz_writes (table_name) values (TG_TABLE_NAME); return null; end $$`,
  );
  const tables = await execute(db, `select tablename from pg_tables where schemaname = 'public'`);
  for (const { tablename } of tables.rows as Array<{ tablename: string }>) {
    if (uncounted.includes(tablename) || tablename === 'fuzz_writes') continue;
    await execute(db, `create trigger fuzz_${tablename} after insert or update or delete on "${tablename}" for each row execute function fuzz_note_write()`);
  }
  return async () => Number((await execute(db, 'select coalesce(max(id), 0)::int as n from fuzz_writes')).rows[0].n);
}

/** Which tables the statements since `after` wrote to (for a failure's message). */
export async function tablesWrittenSince(db: Database, after: number): Promise<string[]> {
  const result = await execute(db, `select distinct table_name from fuzz_writes where id > ${Math.trunc(after)}`);
  return result.rows.map((row) => String(row.table_name));
}

/** One row written, as the trigger saw it (the new row; the old one for a delete). */
export interface WrittenRow {
  table: string;
  operation: 'INSERT' | 'UPDATE' | 'DELETE';
  row: Record<string, unknown>;
}

/**
 * Like countWrites, and keeps each written row itself (server/injection-everywhere.test.ts): which
 * tables and rows a request changed, and what it stored there. `mark()` is the position now;
 * `since(mark)` the rows written after it.
 */
export async function recordWrites(db: Database, uncounted: readonly string[]) {
  await execute(db, 'create table injection_writes (id bigserial primary key, table_name text not null, operation text not null, row jsonb not null)');
  await execute(
    db,
    `create function injection_note_write() returns trigger language plpgsql as $$ begin
      insert into injection_writes (table_name, operation, row) values (TG_TABLE_NAME, TG_OP, to_jsonb(case when TG_OP = 'DELETE' then OLD else NEW end));
      return null;
    end $$`,
  );
  const tables = await execute(db, `select tablename from pg_tables where schemaname = 'public'`);
  for (const { tablename } of tables.rows as Array<{ tablename: string }>) {
    if (uncounted.includes(tablename) || tablename === 'injection_writes') continue;
    await execute(db, `create trigger injection_${tablename} after insert or update or delete on "${tablename}" for each row execute function injection_note_write()`);
  }
  return {
    async mark(): Promise<number> {
      return Number((await execute(db, 'select coalesce(max(id), 0)::int as n from injection_writes')).rows[0].n);
    },
    async since(mark: number): Promise<WrittenRow[]> {
      const result = await execute(db, `select table_name, operation, row from injection_writes where id > ${Math.trunc(mark)} order by id`);
      return result.rows.map((row) => ({
        table: String(row.table_name),
        operation: row.operation as WrittenRow['operation'],
        row: (typeof row.row === 'string' ? JSON.parse(row.row) : row.row) as Record<string, unknown>,
      }));
    },
  };
}

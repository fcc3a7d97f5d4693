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

import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { fromRoot } from '../paths';

/**
 * Tests only: runs one committed migration file's statements on a test database, as drizzle
 * applies them at start (split at its statement breakpoints). The data-migration tests put a
 * database back as an older release left it, then run the file (twice, to show it is idempotent).
 */
export async function runMigrationFile(db: Pick<Database, 'execute'>, file: string): Promise<void> {
  const text = readFileSync(fromRoot(`server/db/migrations/${file}`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}

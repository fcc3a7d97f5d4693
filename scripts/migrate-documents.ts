/**
 * npm run documents:migrate -- --from filesystem --to database [--delete-source]
 *
 * Copies every document's file from one storage driver to another (ADR 026), configured by the
 * same environment as the server (DATABASE_URL or DATA_DIR, UPLOAD_DIR, S3_*). Resumable: run
 * it again after an interruption. Then set DOCUMENT_STORAGE to the target and restart. With
 * --delete-source each file is removed from the source once the target holds it, so no copy is
 * left behind where account deletion would no longer reach it.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/client';
import { parseEnv } from '../server/env';
import { copyDocuments } from '../server/storage/copy-documents';
import { createStorage, type StorageKind } from '../server/storage/create-storage';

const KINDS: readonly StorageKind[] = ['filesystem', 'database', 's3'];

export function parseMigrateArgs(argv: string[]): { from: StorageKind; to: StorageKind; deleteSource: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: { from: { type: 'string' }, to: { type: 'string' }, 'delete-source': { type: 'boolean', default: false } },
    strict: true,
  });
  const kind = (name: 'from' | 'to') => {
    const value = values[name];
    if (!value || !KINDS.includes(value as StorageKind)) throw new Error(`--${name} must be one of ${KINDS.join(', ')}`);
    return value as StorageKind;
  };
  const from = kind('from');
  const to = kind('to');
  if (from === to) throw new Error('--from and --to must differ');
  return { from, to, deleteSource: values['delete-source'] ?? false };
}

async function main() {
  const args = parseMigrateArgs(process.argv.slice(2));
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const report = await copyDocuments({
      db: database.db,
      from: createStorage(args.from, env, database.db),
      to: createStorage(args.to, env, database.db),
      deleteSource: args.deleteSource,
      onProgress: (progress) => console.log(`copied ${progress.copied}, already there ${progress.alreadyThere}, missing ${progress.missing.length}`),
    });
    console.log(
      `Done: ${report.copied} copied from ${args.from} to ${args.to}, ${report.alreadyThere} already there` +
        (args.deleteSource ? `, ${report.deletedFromSource} removed from ${args.from}` : '') +
        `.\nNow set DOCUMENT_STORAGE=${args.to} and restart every instance.`,
    );
    if (report.missing.length > 0) {
      console.error(`${report.missing.length} document(s) have no file in ${args.from}: ${report.missing.join(', ')}`);
      process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

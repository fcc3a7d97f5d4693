import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fromRoot } from '../paths';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';

export type Schema = typeof schema;
/** One type for both engines: repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Called with a notification's payload, or with null when notifications may have been missed. */
export type NotificationHandler = (payload: string | null) => void;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PGlite only: its whole data directory as an uncompressed tarball (openDatabase's loadDataDir reads it). */
  dumpDataDir?(): Promise<Blob>;
  migrate(): Promise<void>;
  /** LISTEN on a channel; NOTIFYs from any instance reach every subscriber. */
  listen(channel: string, handler: NotificationHandler): Promise<void>;
  /** PostgreSQL's connection pool right now, for /metrics (undefined on PGlite: one in-process connection). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

const migrationsFolder = fromRoot('server/db/migrations');
const POOL_SIZE = 10;

/**
 * PGlite's default shared_buffers (128 MB) is sized for a server. An embedded database for one
 * process does well with 16 MB: its WebAssembly memory grows to hold the buffers and never gives
 * them back, and 32 MB of them cost ~48 MB of resident memory after a fresh start (309 -> 260 MB,
 * issue 22; ADR 072). PostgreSQL in production keeps its own setting.
 */
const PGLITE_CONF = 'shared_buffers=16MB';

function initialiseDataDirInChildProcess(dataDir: string) {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  execFileSync(process.execPath, [fromRoot('server/db/pglite-initdb.mjs'), dataDir, PGLITE_CONF], {
    stdio: 'inherit',
  });
}

/** PostgreSQL through `pg` when a URL is given, else embedded PGlite in `dataDir` (or in memory for tests). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string | null;
  /** PGlite only: start from this dumped data directory (dumpDataDir's tarball), e.g. the tests' snapshot. */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POOL_SIZE });
    // Numeric columns stay strings (money must not pass through floats); bigint counts become numbers.
    pool.on('error', () => {
      /* an idle client's error must not crash the process; the next query reports it */
    });
    // A checked-out client whose connection drops mid-query (PostgreSQL restarting) emits
    // 'error' with no listener of the pool's: without this the process would die on it.
    // Its query is rejected all the same, and the pool discards the broken client.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const listener = createPgListener(options.databaseUrl);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      listen: listener.listen,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_SIZE }),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const releaseLock = options.dataDir ? await acquireDataDirLock(options.dataDir) : () => {};
  try {
    if (options.dataDir) initialiseDataDirInChildProcess(options.dataDir);
    // pg_trgm: the people search's index (migration 0009); PostgreSQL ships it as contrib.
    // One options object: `new PGlite(undefined, options)` ignores its options.
    const client = new PGlite({
      dataDir: options.dataDir ?? undefined,
      loadDataDir: options.loadDataDir,
      postgresqlconf: PGLITE_CONF,
      extensions: { pg_trgm },
    });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      dumpDataDir: () => client.dumpDataDir('none'),
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      listen: async (channel, handler) => {
        await client.listen(channel, (payload) => handler(payload));
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * One dedicated connection for LISTEN (a pooled one would be handed to queries). If it
 * drops, subscribers hear `null` (drop what you cached) and it reconnects with back-off.
 */
function createPgListener(connectionString: string) {
  const handlers = new Map<string, NotificationHandler[]>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let isClosed = false;
  let retryMs = 250;

  const notifyAll = (payload: string | null) => {
    for (const list of handlers.values()) for (const handler of list) handler(payload);
  };

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? null);
    });
    next.on('error', () => {
      /* 'end' follows; handled there */
    });
    next.on('end', () => {
      if (client === next) client = null;
      if (isClosed) return;
      notifyAll(null);
      setTimeout(() => void ensureConnected().catch(() => {}), retryMs);
      retryMs = Math.min(retryMs * 2, 10_000);
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    retryMs = 250;
    client = next;
    return next;
  }

  function ensureConnected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel: string, handler: NotificationHandler) {
      const isNew = !handlers.has(channel);
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
      const connected = await ensureConnected();
      if (isNew) await connected.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    },
    async close() {
      isClosed = true;
      await client?.end().catch(() => {});
    },
  };
}

/**
 * The broker's pipeline board at scale (issue 24 item 4): the built product on a fresh
 * PostgreSQL database with 100,000 submitted cases (scripts/seed-load.ts, then spread over the
 * seven stages, six brokers and the unassigned, a tenth unanswered and overdue), GET
 * /api/broker/board (default filters, and ?stage=documents&country=RO&brokerId=<the demo broker>)
 * measured alternately with GET /api/countries in the same run, signed in as the demo broker.
 * Target: the board's p99 at most 3x the p99 of GET /api/countries. Also printed: one board
 * computed from nothing (what each request would cost without the kept board, and what the first
 * request after a change costs).
 *
 * `npm run bench -- --board` runs only this (after `npm run build`, which it runs itself).
 */
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { users } from '../server/db/schema';
import { LOAD_EMAIL_DOMAIN } from '../scripts/seed-load';
import { p99Row, signInAsBroker, summarise, withAdminClient, withLoadedProduct, type Summary } from './broker-list';
import { load, type LoadOptions, type LoadResult } from './lib/load';

const ROUNDS = 3;
const CONNECTIONS = 10;
const SECONDS = 5;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Spreads the loaded assessments over stages, brokers and clocks (one UPDATE). */
export async function spreadCases(databaseUrl: string): Promise<{ demoBrokerId: string }> {
  const handle = await openDatabase({ databaseUrl });
  try {
    const { db } = handle;
    const extra = await db
      .insert(users)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          email: `broker-${i + 1}@${LOAD_EMAIL_DOMAIN}`,
          passwordHash: null,
          firstName: ['Ana', 'Bogdan', 'Cristina', 'Dan', 'Elena'][i],
          lastName: 'Broker',
          role: 'broker' as const,
        })),
      )
      .returning({ id: users.id });
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'broker@acasa.test'));
    const demoBrokerId = demo.id;
    const brokerIds = sql.raw(`ARRAY[${[demoBrokerId, ...extra.map((row) => row.id)].map((id) => `'${id}'::uuid`).join(', ')}]`);
    // Stages by share: new 10 %, documents 15, submitted to bank 15, offer 10, signing 5, completed 25, lost 20.
    await db.execute(sql`
      UPDATE assessments SET
        case_stage = CASE
          WHEN h < 10 THEN 'new' WHEN h < 25 THEN 'documents' WHEN h < 40 THEN 'submitted_to_bank' WHEN h < 50 THEN 'offer'
          WHEN h < 55 THEN 'signing' WHEN h < 80 THEN 'completed' ELSE 'lost' END,
        assigned_broker_id = CASE WHEN h % 7 = 6 THEN NULL ELSE (${brokerIds})[1 + h % 6] END,
        response_due_at = submitted_at + interval '1 day',
        first_response_at = CASE WHEN h % 10 = 3 THEN NULL ELSE submitted_at + interval '3 hours' END
      FROM (SELECT id AS hid, abs(hashtext(id::text)) % 100 AS h FROM assessments WHERE status <> 'draft') hashed
      WHERE assessments.id = hashed.hid`);
    await db.execute(sql`VACUUM ANALYZE assessments`);
    return { demoBrokerId };
  } finally {
    await handle.close();
  }
}

export async function benchBrokerBoard(): Promise<string[][]> {
  return withLoadedProduct(async ({ product, databaseUrl, seeded }) => {
    const { demoBrokerId } = await spreadCases(databaseUrl);
    await withAdminClient((client) => client.query('CHECKPOINT'));
    console.log(`seed:load: ${seeded.assessments.toLocaleString('en')} assessments, spread over the board's stages and six brokers`);

    const cookie = await signInAsBroker(product);
    const targets: Record<'countries' | 'board' | 'filtered', LoadOptions> = {
      countries: { url: `${product.url}/api/countries` },
      board: { url: `${product.url}/api/broker/board`, headers: { cookie } },
      filtered: { url: `${product.url}/api/broker/board?stage=documents&country=RO&brokerId=${demoBrokerId}`, headers: { cookie } },
    };
    // The first board is computed from nothing: its time is what a change costs the next reader.
    const coldStarted = performance.now();
    const first = await fetch(targets.board.url, { headers: targets.board.headers });
    const coldMs = performance.now() - coldStarted;
    if (!first.ok) throw new Error(`board: ${first.status} ${await first.text()}`);
    const board = (await first.json()) as { counts: { total: number; overdue: number } };
    if (board.counts.total < seeded.assessments * 0.9) throw new Error(`the board holds ${board.counts.total} cases, not the loaded ones`);
    console.log(`board from nothing: ${ms(coldMs)} (${board.counts.total.toLocaleString('en')} cases, ${board.counts.overdue.toLocaleString('en')} overdue)`);
    for (const [key, options] of Object.entries(targets)) {
      const response = await fetch(options.url, { headers: options.headers });
      if (!response.ok) throw new Error(`${key}: ${response.status} ${await response.text()}`);
    }

    for (const options of Object.values(targets)) await load({ ...options, connections: CONNECTIONS, durationSeconds: 2 });
    const runs: Record<keyof typeof targets, LoadResult[]> = { countries: [], board: [], filtered: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const key of Object.keys(targets) as Array<keyof typeof targets>) {
        runs[key].push(await load({ ...targets[key], connections: CONNECTIONS, durationSeconds: SECONDS }));
      }
    }
    const countries = summarise(runs.countries);
    const rows: string[][] = [];
    const noun = `${seeded.assessments.toLocaleString('en')} cases`;
    const report = (label: string, result: Summary) => rows.push(p99Row(label, result, countries, noun));
    report('GET /api/broker/board', summarise(runs.board));
    report('GET /api/broker/board?stage=documents&country=RO&brokerId=…', summarise(runs.filtered));
    rows.push(['GET /api/broker/board computed from nothing (after a change)', ms(coldMs), 'reported', 'met']);
    return rows;
  });
}

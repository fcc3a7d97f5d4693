/**
 * npm run seed:load: 100,000 realistic assessments (and ~5,000 applicants) in the configured
 * database (DATABASE_URL, else the embedded PGlite in DATA_DIR), for measuring the broker and
 * admin lists at scale.
 *
 *   npm run seed:load                       # 100,000 assessments, 5,000 applicants
 *   npm run seed:load -- --assessments=20000 --users=1000
 *   npm run seed:load -- --reset            # deletes the load applicants (and their data) first
 *
 * How it stays fast: the engine is run on a pool of distinct applicant profiles (inputs and
 * results consistent with each other and with the stored scoring version), those are put in a
 * temporary table once (typed like assessments), and each batch is one INSERT … SELECT driven by a small JSON list of
 * picks (applicant, profile, status, dates), with the status history written by the same
 * statement. Idempotent: when load applicants exist it does nothing unless --reset is given.
 * Load applicants have e-mails at LOAD_EMAIL_DOMAIN and no password (they cannot log in).
 */
import { count, eq, getTableColumns, like, sql } from 'drizzle-orm';
import { pathToFileURL } from 'node:url';
import { configFromRows, evaluate, type EngineConfig } from '../core/eligibility';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  MARITAL_STATUSES,
  PROPERTY_TYPES,
  type AssessmentStatus,
  type IncomeCurrency,
} from '../core/constants';
import type { AssessmentInput } from '../core/schemas/assessment-input';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { DataDirLockedError } from '../server/db/data-dir-lock';
import { assessments, users } from '../server/db/schema';
import { syncReferenceData } from '../server/db/reference-sync/sync-reference-data';
import { parseEnv } from '../server/env';
import { inputColumns, resultColumns, roundedToCents } from '../server/modules/assessments/assessment-shape';
import { createEligibilityRepository } from '../server/modules/eligibility/eligibility.repository';

export const LOAD_EMAIL_DOMAIN = 'load.acasa.test';

export interface LoadOptions {
  assessments: number;
  users: number;
  reset: boolean;
  /** Distinct applicant profiles the engine is run on. */
  profiles: number;
  batchSize: number;
  seed: number;
  log?: (line: string) => void;
}

export const DEFAULT_LOAD_OPTIONS: LoadOptions = {
  assessments: 100_000,
  users: 5_000,
  reset: false,
  profiles: 3_000,
  batchSize: 10_000,
  seed: 20_260_101,
};

/** mulberry32: a small seeded generator, so two loads with one seed hold the same data. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  function weighted<T extends string>(weights: Record<T, number>): T {
    const entries = Object.entries(weights) as Array<[T, number]>;
    let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll <= 0) return value;
    }
    return entries[entries.length - 1][0];
  }
  /** Log-normal around `median` (sigma in log space). */
  const logNormal = (median: number, sigma: number) => {
    const u = Math.max(next(), 1e-12);
    const v = next();
    return median * Math.exp(sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)];
  return { next, int, weighted, logNormal, pick };
}
type Random = ReturnType<typeof createRandom>;

// Where the diaspora lives and buys (weights, not shares of any real statistic).
const RESIDENCE_WEIGHTS = { DE: 24, UK: 15, IT: 15, ES: 12, FR: 8, AT: 6, NL: 5, BE: 4, IE: 4, US: 3, CH: 2, CA: 1, AU: 1 };
const ORIGIN_WEIGHTS = { RO: 38, PL: 15, BG: 10, HU: 8, HR: 8, CZ: 6, SK: 7, SI: 8 };
const CURRENCY_OF: Record<string, IncomeCurrency> = { UK: 'GBP', US: 'USD', CH: 'CHF', CA: 'CAD', AU: 'AUD' };
/** Median property price in EUR per country the applicant buys in. */
const MEDIAN_PRICE_EUR: Record<string, number> = { RO: 95_000, PL: 120_000, BG: 85_000, HU: 110_000, HR: 140_000, CZ: 170_000, SK: 130_000, SI: 190_000 };
const FIRST_NAMES = ['Ana', 'Maria', 'Elena', 'Ioana', 'Andrei', 'Mihai', 'Alexandru', 'Piotr', 'Anna', 'Katarzyna', 'Ivan', 'Georgi', 'Petra', 'Luka', 'Marek', 'Zsófia', 'László', 'Tomáš', 'Jana', 'Nikola', 'Ștefan', 'Raluca', 'Bogdan', 'Irina'];
const LAST_NAMES = ['Popescu', 'Ionescu', 'Popa', 'Dumitru', 'Stan', 'Nowak', 'Kowalski', 'Wiśniewska', 'Ivanov', 'Georgieva', 'Horvat', 'Kovačić', 'Novák', 'Svoboda', 'Nagy', 'Kovács', 'Tóth', 'Kralj', 'Novak', 'Marin', 'Constantin', 'Munteanu'];

/** A varied, plausible applicant profile. */
function randomInput(random: Random, config: EngineConfig): AssessmentInput {
  const residenceCountry = random.weighted(RESIDENCE_WEIGHTS);
  const originCountry = random.weighted(ORIGIN_WEIGHTS);
  const incomeCurrency = CURRENCY_OF[residenceCountry] ?? 'EUR';
  const rate = config.exchangeRates.find((r) => r.currency === incomeCurrency)?.rate ?? 1;
  const incomeEur = Math.min(Math.max(random.logNormal(3200, 0.45), 1200), 25_000);
  const propertyType = random.weighted({ apartment: 55, house: 30, villa: 4, land: 6, commercial: 5 } as Record<(typeof PROPERTY_TYPES)[number], number>);
  const propertyValue = Math.round(Math.min(Math.max(random.logNormal(MEDIAN_PRICE_EUR[originCountry] ?? 100_000, 0.45), 25_000), 1_500_000) / 1000) * 1000;
  const loanShare = 0.45 + random.next() * 0.5;
  const desiredLoanAmount = Math.max(Math.round((propertyValue * loanShare) / 1000) * 1000, 10_000);
  const monthlyIncome = Math.round((incomeEur * rate) / 10) * 10;
  return roundedToCents({
    residenceCountry,
    originCountry,
    monthlyIncome,
    incomeCurrency,
    monthlyExpenses: Math.round((monthlyIncome * (0.2 + random.next() * 0.25)) / 10) * 10,
    existingMonthlyDebts: random.next() < 0.75 ? 0 : Math.round((monthlyIncome * random.next() * 0.15) / 10) * 10,
    employmentType: random.weighted({ permanent: 60, temporary: 9, freelance: 10, 'self-employed': 15, other: 6 } as Record<(typeof EMPLOYMENT_TYPES)[number], number>),
    employmentDuration: Math.min(random.int(1, 12) * random.int(1, 20), 480),
    totalEmploymentDuration: random.next() < 0.15 ? undefined : random.int(1, 35),
    age: random.int(23, 61),
    firstHome: random.next() < 0.7,
    maritalStatus: random.pick(MARITAL_STATUSES),
    educationLevel: random.pick(EDUCATION_LEVELS),
    desiredLoanAmount,
    propertyType,
    propertyValue,
    currentSavings: Math.round((propertyValue * random.next() * 0.6) / 100) * 100,
    downPayment: propertyValue - desiredLoanAmount,
  });
}

/** Profile columns as a snake_case record, for jsonb_populate_record(NULL::assessments, …). */
function asColumnRecord(values: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(assessments) as Record<string, { name: string }>;
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) record[columns[key].name] = value;
  return record;
}

const REVIEW_NOTES = {
  approved: [
    'Income documents verified; file sent to the partner bank.',
    'Stable employment and a healthy margin: approved for a bank application.',
    'Approved: the bank pre-approval matches our maximum.',
  ],
  rejected: [
    'The payment would exceed the debt-service cap at the stressed rate.',
    'Employment history too short for the banks we work with; please reapply later.',
    'Down payment below what the banks require for non-residents.',
  ],
};

/** Recent assessments wait for review; older ones are mostly decided, better scores approved more often. */
function pickStatus(random: Random, ageDays: number, score: number): AssessmentStatus {
  const roll = ageDays < 7 ? random.weighted({ submitted: 60, in_review: 30, decided: 10 }) : random.weighted({ submitted: 8, in_review: 7, decided: 85 });
  return roll === 'decided' ? decide(random, score) : roll;
}
const decide = (random: Random, score: number): AssessmentStatus => (random.next() < 0.15 + score / 110 ? 'approved' : 'rejected');

const DAY_MS = 86_400_000;

export async function loadAssessments(handle: DatabaseHandle, partial: Partial<LoadOptions> = {}) {
  const options = { ...DEFAULT_LOAD_OPTIONS, ...partial };
  const log = options.log ?? ((line: string) => console.log(line));
  const { db } = handle;
  const startedAt = performance.now();
  const elapsed = () => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
  const loadUsers = like(users.email, `%@${LOAD_EMAIL_DOMAIN}`);

  if (options.reset) {
    await db.delete(users).where(loadUsers);
    log('Deleted the previous load applicants and their assessments.');
  }
  const [{ value: existing }] = await db.select({ value: count() }).from(users).where(loadUsers);
  if (existing > 0) {
    const [{ value: loaded }] = await db
      .select({ value: count() })
      .from(assessments)
      .innerJoin(users, eq(users.id, assessments.userId))
      .where(loadUsers);
    log(`Already loaded: ${existing} load applicants with ${loaded} assessments. Nothing to do (--reset reloads).`);
    return { skipped: true, assessments: loaded, users: existing, ms: performance.now() - startedAt };
  }

  const rows = await createEligibilityRepository(db).loadConfigRows();
  const config = configFromRows(rows);
  const random = createRandom(options.seed);
  const now = Date.now();

  // Profiles: inputs and the engine's result for them, as the server would have stored them.
  const profiles = Array.from({ length: Math.min(options.profiles, options.assessments) }, () => {
    const input = randomInput(random, config);
    const result = evaluate(input, config);
    return { score: result.eligibilityScore, data: asColumnRecord({ ...inputColumns(input, null), ...resultColumns(result) }) };
  });
  const broker = await db.select({ id: users.id }).from(users).where(eq(users.email, 'broker@acasa.test')).limit(1);
  const brokerId = broker[0]?.id ?? null;

  log(`  ${elapsed()}: ${profiles.length.toLocaleString('en')} applicant profiles scored by the engine`);

  const resultNames = Object.keys(resultColumns(null)).map((key) => (getTableColumns(assessments) as Record<string, { name: string }>)[key].name);
  const inputNames = Object.keys(inputColumns({}, null)).map((key) => (getTableColumns(assessments) as Record<string, { name: string }>)[key].name);
  const columnList = sql.raw([...inputNames, ...resultNames].map((name) => `"${name}"`).join(', '));
  const selectList = sql.raw(
    [
      ...inputNames.map((name) => (name === 'draft_step' ? `CASE WHEN p.s = 'draft' THEN 6 END` : `r."${name}"`)),
      ...resultNames.map((name) => `CASE WHEN p.s = 'draft' THEN NULL ELSE r."${name}" END`),
    ].join(', '),
  );
  const approvedNotes = sql.raw(`ARRAY[${REVIEW_NOTES.approved.map((note) => `'${note.replace(/'/g, "''")}'`).join(', ')}]`);
  const rejectedNotes = sql.raw(`ARRAY[${REVIEW_NOTES.rejected.map((note) => `'${note.replace(/'/g, "''")}'`).join(', ')}]`);

  // One transaction: a failed load leaves nothing behind (and is not mistaken for a done one).
  const { applicantCount, pickCount } = await db.transaction(async (tx) => {
    // Applicants, signed up over the last two years.
    const applicants: Array<{ id: string; createdAt: number }> = [];
    for (let start = 0; start < options.users; start += 1000) {
      const values = Array.from({ length: Math.min(1000, options.users - start) }, (_, i) => {
        const n = start + i + 1;
        const firstName = random.pick(FIRST_NAMES);
        const lastName = random.pick(LAST_NAMES);
        return {
          email: `applicant-${String(n).padStart(5, '0')}@${LOAD_EMAIL_DOMAIN}`,
          passwordHash: null,
          firstName,
          lastName,
          language: random.weighted({ ro: 60, en: 25, fr: 15 }),
          subscriptionPlan: random.weighted({ free: 80, pro: 15, premium: 5 }),
          createdAt: new Date(now - random.next() * 730 * DAY_MS),
        };
      });
      const inserted = await tx.insert(users).values(values).returning({ id: users.id, createdAt: users.createdAt });
      for (const row of inserted) applicants.push({ id: row.id, createdAt: row.createdAt.getTime() });
    }

    log(`  ${elapsed()}: ${applicants.length.toLocaleString('en')} applicants`);

    // Picks: who, which profile, which status, when. At most one draft per applicant (recent ones).
    type Pick = { u: string; t: number; s: AssessmentStatus; c: string; d: string };
    const picks: Pick[] = [];
    const draftCount = Math.min(Math.round(options.assessments * 0.03), applicants.length);
    for (let i = 0; i < options.assessments; i++) {
      const isDraft = i < draftCount;
      const applicant = isDraft ? applicants[i] : random.pick(applicants);
      const profile = random.int(0, profiles.length - 1);
      // Newer assessments are more frequent (the product grows): a square-root skew towards now.
      const span = now - applicant.createdAt;
      const createdAt = isDraft ? now - random.next() * Math.min(span, 30 * DAY_MS) : applicant.createdAt + Math.sqrt(random.next()) * span;
      const ageDays = (now - createdAt) / DAY_MS;
      const status = isDraft ? 'draft' : pickStatus(random, ageDays, profiles[profile].score);
      // The last change: a decision days later, a review started hours later, or none.
      const changedAt =
        status === 'approved' || status === 'rejected'
          ? createdAt + random.int(1, 14) * DAY_MS
          : status === 'in_review'
            ? createdAt + random.int(1, 48) * 3_600_000
            : createdAt;
      const decidedAt = Math.min(changedAt, now);
      picks.push({ u: applicant.id, t: profile, s: status, c: new Date(createdAt).toISOString(), d: new Date(decidedAt).toISOString() });
    }

    // The profiles as typed rows (the assessments table's columns, without its constraints).
    await tx.execute(sql`CREATE TEMP TABLE load_profiles ON COMMIT DROP AS SELECT 0 AS n, * FROM assessments WITH NO DATA`);
    for (let start = 0; start < profiles.length; start += 500) {
      const chunk = profiles.slice(start, start + 500).map((profile, i) => ({ n: start + i, data: profile.data }));
      await tx.execute(sql`INSERT INTO load_profiles SELECT x.n, r.* FROM json_to_recordset(${JSON.stringify(chunk)}::json) AS x(n int, data jsonb)
        CROSS JOIN LATERAL jsonb_populate_record(NULL::assessments, x.data) r`);
    }
    await tx.execute(sql`ANALYZE load_profiles`);
    for (let start = 0; start < picks.length; start += options.batchSize) {
      const batch = JSON.stringify(picks.slice(start, start + options.batchSize));
      await tx.execute(sql`
        WITH picks AS (
          SELECT * FROM json_to_recordset(${batch}::json) AS x(u uuid, t int, s text, c timestamptz, d timestamptz)
        ), inserted AS (
          INSERT INTO assessments (user_id, status, created_at, updated_at, submitted_at, ${columnList})
          SELECT p.u, p.s, p.c, p.d, CASE WHEN p.s = 'draft' THEN NULL ELSE p.c END, ${selectList}
          FROM picks p
          JOIN load_profiles r ON r.n = p.t
          RETURNING id, user_id, status, created_at, updated_at
        )
        INSERT INTO assessment_events (assessment_id, from_status, to_status, note, actor_id, created_at)
        SELECT id, NULL, 'submitted', NULL, user_id, created_at FROM inserted WHERE status <> 'draft'
        UNION ALL
        SELECT id, 'submitted', 'in_review', NULL, ${brokerId}::uuid, created_at + (updated_at - created_at) / 2
          FROM inserted WHERE status IN ('in_review', 'approved', 'rejected')
        UNION ALL
        SELECT id, 'in_review', status,
          CASE WHEN status = 'approved' THEN (${approvedNotes})[1 + abs(hashtext(id::text)) % 3]
               ELSE (${rejectedNotes})[1 + abs(hashtext(id::text)) % 3] END,
          ${brokerId}::uuid, updated_at
          FROM inserted WHERE status IN ('approved', 'rejected')
      `);
      log(`  ${elapsed()}: ${Math.min(start + options.batchSize, picks.length).toLocaleString('en')} / ${picks.length.toLocaleString('en')} assessments`);
    }
    return { applicantCount: applicants.length, pickCount: picks.length };
  });
  log(`  ${elapsed()}: committed; vacuuming and analysing`);
  // Fresh statistics (and, on PostgreSQL, the visibility map that index-only counts rely on).
  await db.execute(sql`VACUUM ANALYZE assessments`);
  await db.execute(sql`VACUUM ANALYZE assessment_events`);
  await db.execute(sql`VACUUM ANALYZE users`);
  const ms = performance.now() - startedAt;
  log(`Loaded ${pickCount.toLocaleString('en')} assessments of ${applicantCount.toLocaleString('en')} applicants in ${(ms / 1000).toFixed(1)} s.`);
  return { skipped: false, assessments: pickCount, users: applicantCount, ms };
}

function parseArgs(argv: string[]): Partial<LoadOptions> {
  const options: Partial<LoadOptions> = {};
  for (const arg of argv) {
    const [name, value] = arg.replace(/^--/, '').split('=');
    if (name === 'reset') options.reset = true;
    else if (name === 'assessments' || name === 'users' || name === 'profiles' || name === 'seed') {
      const number = Number(value);
      if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} needs a positive whole number`);
      options[name] = number;
    } else throw new Error(`Unknown option ${arg} (known: --assessments=N --users=N --reset)`);
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const env = parseEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await handle.migrate();
    await syncReferenceData(handle.db);
    console.log(`Loading into ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`}…`);
    await loadAssessments(handle, options);
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof DataDirLockedError ? `\n${error.message}\n` : error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

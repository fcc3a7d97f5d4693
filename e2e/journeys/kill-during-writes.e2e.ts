import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { seededRandom, startServer, type ServerProcess } from '../support/server-process';
import { WORKED_EXAMPLE } from '../support/workspace';

/**
 * Issue 11, second run of the outside attack: kill -9 during writes, 15 times on each engine.
 * Several clients keep registering accounts, saving drafts and submitting assessments; the
 * server is killed at a seeded random moment while writes are in flight, then restarted on the
 * same data. Every write answered 2xx (even an answer that arrived as the process died: the
 * server sent it, so it had committed) must be there after the restart; a write that got no
 * answer may or may not be there, but never half: an account either signs in with the password
 * sent or its e-mail is still free, an assessment is either the old draft or the whole new one.
 */

const ROUNDS = 15;
const CLIENTS = 8;
const SEED = Number(process.env.KILL_SEED ?? 20261125);
const PASSWORD = 'Brasov-Kill-2026!';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The env of the shared e2e server (global-setup.ts): register and preview not throttled. */
const SERVER_ENV = {
  DEMO_PASSWORD: 'Acasa-demo-2026!',
  RATES_FETCH: 'off',
  AUTH_RATE_LIMIT_MAX: '10000',
  PREVIEW_RATE_LIMIT_MAX: '10000',
};

interface DraftValues {
  monthlyIncome: number;
  age: number;
  draftStep: number;
}
interface SubmitValues {
  monthlyIncome: number;
  desiredLoanAmount: number;
  age: number;
}
interface Account {
  email: string;
  registration: 'in flight' | 'acknowledged';
  cookie?: string;
  draftAcknowledged?: DraftValues & { id: string };
  draftInFlight?: DraftValues;
  submitted?: SubmitValues & { id: string };
  submitInFlight?: SubmitValues;
}
interface Tally {
  registrations: number;
  drafts: number;
  submissions: number;
  inFlightAtKills: number;
  rounds: number;
}

const json = (body: unknown) => ({ 'content-type': 'application/json', body: JSON.stringify(body) });
const post = (url: string, body: unknown, cookie?: string, method = 'POST') => {
  const { body: text, ...headers } = json(body);
  return fetch(url, { method, headers: { ...headers, ...(cookie ? { cookie } : {}) }, body: text });
};
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** The stream: CLIENTS clients writing until the server dies. Resolves once every client has stopped. */
function writeStream(server: ServerProcess, accounts: Account[], counter: { inFlight: number; next: number }, failures: string[]) {
  const tracked = async <T>(request: Promise<T>) => {
    counter.inFlight++;
    try {
      return await request;
    } finally {
      counter.inFlight--;
    }
  };
  const client = async () => {
    for (;;) {
      const n = counter.next++;
      const account: Account = { email: `kill-${SEED}-${randomBytes(4).toString('hex')}-${n}@example.com`, registration: 'in flight' };
      accounts.push(account);
      const registered = await tracked(post(`${server.url}/api/auth/register`, { email: account.email, password: PASSWORD, firstName: 'Ana', lastName: `Kill${n}` }));
      if (registered.status !== 201) return void failures.push(`register ${account.email}: ${registered.status} ${await registered.text()}`);
      account.registration = 'acknowledged';
      account.cookie = cookiesOf(registered);
      for (let step = 1; step <= 2; step++) {
        const draft: DraftValues = { monthlyIncome: 1000 + n * 10 + step, age: 20 + step, draftStep: step + 1 };
        account.draftInFlight = draft;
        const saved = await tracked(post(`${server.url}/api/assessments/draft`, { residenceCountry: 'DE', originCountry: 'RO', incomeCurrency: 'EUR', ...draft, monthlyIncome: String(draft.monthlyIncome) }, account.cookie, 'PUT'));
        if (saved.status !== 200) return void failures.push(`draft ${account.email}: ${saved.status} ${await saved.text()}`);
        account.draftAcknowledged = { ...draft, id: ((await saved.json()) as { id: string }).id };
        account.draftInFlight = undefined;
      }
      const submission: SubmitValues = { monthlyIncome: 3000 + n, desiredLoanAmount: 90_000 + n, age: 40 };
      account.submitInFlight = submission;
      const submitted = await tracked(
        post(`${server.url}/api/assessments`, { ...WORKED_EXAMPLE, age: submission.age, monthlyIncome: String(submission.monthlyIncome), desiredLoanAmount: String(submission.desiredLoanAmount) }, account.cookie),
      );
      if (submitted.status !== 201) return void failures.push(`submit ${account.email}: ${submitted.status} ${await submitted.text()}`);
      account.submitted = { ...submission, id: ((await submitted.json()) as { id: string }).id };
      account.submitInFlight = undefined;
    }
  };
  // A client stops at its first request without an answer: the server is gone.
  return Promise.all(Array.from({ length: CLIENTS }, () => client().catch(() => undefined)));
}

interface StoredAssessment {
  id: string;
  status: string;
  monthlyIncome: string | null;
  desiredLoanAmount: string | null;
  age: number | null;
  draftStep: number | null;
  verdict: string | null;
  eligibilityScore: number | null;
  submittedAt: string | null;
  events?: unknown[];
}

const isDraft = (row: StoredAssessment, values: DraftValues) =>
  Number(row.monthlyIncome) === values.monthlyIncome && row.age === values.age && row.draftStep === values.draftStep;
const isWholeSubmission = (row: StoredAssessment, values: SubmitValues) =>
  Number(row.monthlyIncome) === values.monthlyIncome &&
  Number(row.desiredLoanAmount) === values.desiredLoanAmount &&
  row.age === values.age &&
  row.verdict !== null &&
  row.eligibilityScore !== null &&
  row.submittedAt !== null &&
  (row.events?.length ?? 0) >= 1;

/** Checks one account on the restarted server; returns what is wrong, or nothing. */
async function check(server: ServerProcess, account: Account): Promise<string[]> {
  const problems: string[] = [];
  const login = await post(`${server.url}/api/auth/login`, { email: account.email, password: PASSWORD });
  if (account.registration === 'acknowledged') {
    if (login.status !== 200) return [`${account.email}: acknowledged registration, login ${login.status}`];
    const session = await fetch(`${server.url}/api/auth/user`, { headers: { cookie: account.cookie! } });
    if (session.status !== 200) problems.push(`${account.email}: the session of its acknowledged registration answers ${session.status}`);
  } else if (login.status !== 200) {
    // Not there, or half there: the e-mail must still be free, for the password sent.
    if (login.status !== 401) return [`${account.email}: in-flight registration, login ${login.status}`];
    const again = await post(`${server.url}/api/auth/register`, { email: account.email, password: PASSWORD, firstName: 'Ana', lastName: 'Again' });
    if (again.status !== 201) problems.push(`${account.email}: in-flight registration left the e-mail taken without the password working (${again.status})`);
    return problems;
  }
  const cookie = cookiesOf(login);
  const listed = await fetch(`${server.url}/api/assessments`, { headers: { cookie } });
  if (listed.status !== 200) return [...problems, `${account.email}: GET /api/assessments ${listed.status}`];
  const rows = (await listed.json()) as StoredAssessment[];
  const drafts = rows.filter((row) => row.status === 'draft');
  const sent = rows.filter((row) => row.status !== 'draft');
  if (drafts.length > 1 || sent.length > 1) problems.push(`${account.email}: ${drafts.length} drafts and ${sent.length} submitted`);
  const [draft] = drafts;
  const [submitted] = sent;
  if (account.submitted) {
    if (!submitted || submitted.id !== account.submitted.id || !isWholeSubmission(submitted, account.submitted)) {
      problems.push(`${account.email}: acknowledged submission ${account.submitted.id} lost or changed: ${JSON.stringify(submitted ?? null)}`);
    }
    const one = await fetch(`${server.url}/api/assessments/${account.submitted.id}`, { headers: { cookie } });
    if (one.status !== 200 || !isWholeSubmission((await one.json()) as StoredAssessment, account.submitted)) problems.push(`${account.email}: GET /api/assessments/:id of an acknowledged submission`);
    if (draft) problems.push(`${account.email}: a draft next to the submission`);
    return problems;
  }
  if (submitted) {
    // Only an unanswered submit can have made it, then whole, and from the draft (same id).
    if (!account.submitInFlight || !isWholeSubmission(submitted, account.submitInFlight)) problems.push(`${account.email}: unexpected or half-written submission ${JSON.stringify(submitted)}`);
    else if (account.draftAcknowledged && submitted.id !== account.draftAcknowledged.id) problems.push(`${account.email}: the submission is not the draft it came from`);
    if (draft) problems.push(`${account.email}: a draft next to the submission`);
    return problems;
  }
  const allowed = [account.draftAcknowledged, account.draftInFlight].filter((values): values is DraftValues => Boolean(values));
  if (account.draftAcknowledged && !draft) problems.push(`${account.email}: acknowledged draft lost`);
  if (draft && !allowed.some((values) => isDraft(draft, values))) problems.push(`${account.email}: draft holds values never sent last: ${JSON.stringify(draft)}`);
  return problems;
}

const acknowledged = (account: Account) =>
  (account.registration === 'acknowledged' ? 1 : 0) + (account.draftAcknowledged ? 1 : 0) + (account.submitted ? 1 : 0);

async function killDuringWrites(label: string, env: Record<string, string>, tally: Tally) {
  const random = seededRandom(SEED + label.length);
  const everyAccount: Account[] = [];
  const counter = { inFlight: 0, next: 0 };
  let server = await startServer({ ...SERVER_ENV, ...env });
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const accounts: Account[] = [];
      const failures: string[] = [];
      const stream = writeStream(server, accounts, counter, failures);
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.floor(random() * 350)));
      for (let waited = 0; counter.inFlight === 0 && waited < 1000; waited++) await new Promise((resolve) => setTimeout(resolve, 1));
      const inFlight = counter.inFlight;
      server.child.kill('SIGKILL');
      expect((await server.exited).signal).toBe('SIGKILL');
      await stream;
      expect(failures, `${label} round ${round}: writes refused before the kill`).toEqual([]);
      expect(inFlight, `${label} round ${round}: no write in flight at the kill`).toBeGreaterThan(0);
      tally.inFlightAtKills += inFlight;

      // The restart on the same data: no stale lock, no recovery that fails.
      server = await startServer({ ...SERVER_ENV, ...env });
      const problems = (await Promise.all(accounts.map((account) => check(server, account)))).flat();
      expect(problems, `${label} round ${round}`).toEqual([]);
      everyAccount.push(...accounts);
      tally.rounds++;
    }
    // The later kills lost nothing an earlier restart had.
    const kept = everyAccount.filter((account) => account.registration === 'acknowledged');
    const problems = (await Promise.all(kept.map((account) => check(server, account)))).flat();
    expect(problems, `${label}: after all ${ROUNDS} kills`).toEqual([]);
    for (const account of everyAccount) {
      tally.registrations += account.registration === 'acknowledged' ? 1 : 0;
      tally.drafts += account.draftAcknowledged ? 1 : 0;
      tally.submissions += account.submitted ? 1 : 0;
    }
    expect(everyAccount.reduce((sum, account) => sum + acknowledged(account), 0), `${label}: acknowledged writes`).toBeGreaterThan(ROUNDS);
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}

const tallies: Record<string, Tally> = {};
const newTally = (name: string) => (tallies[name] = { registrations: 0, drafts: 0, submissions: 0, inFlightAtKills: 0, rounds: 0 });
afterAll(() => {
  for (const [name, t] of Object.entries(tallies)) {
    console.log(
      `kill -9 during writes, ${name}: ${t.rounds} rounds; acknowledged writes checked after restart: ${t.registrations + t.drafts + t.submissions} ` +
        `(${t.registrations} registrations, ${t.drafts} latest drafts, ${t.submissions} submissions); writes in flight at the kills: ${t.inFlightAtKills}`,
    );
  }
});

test(`PGlite: ${ROUNDS} kill -9 during concurrent writes lose no acknowledged write`, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'acasa-kill-'));
  try {
    await killDuringWrites('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, newTally('PGlite'));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 150_000);

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
const withPostgres = await postgresReachable();

const postgresTitle = `PostgreSQL: ${ROUNDS} kill -9 during concurrent writes lose no acknowledged write`;
test.skipIf(!withPostgres)(withPostgres ? postgresTitle : `${postgresTitle} (skipped: PostgreSQL unreachable at ${new URL(ADMIN_URL).host})`, async () => {
  const name = `acasa_kill_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'acasa-kill-'));
  try {
    await killDuringWrites('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, newTally('PostgreSQL'));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}, 150_000);

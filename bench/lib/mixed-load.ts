/**
 * A mixed load of people using the product, for the memory bench (issue 20): each virtual user
 * loops through what a visitor and a subscriber do — a guest preview of their own numbers, the
 * countries, signing in, the dashboard, submitting an assessment, the list and the assessment,
 * a payslip upload, the certificate, and signing out (or leaving signed in, every other visit) —
 * over keep-alive connections, until stopped.
 * Inputs vary from one request to the next (income, loan, price, age), as real visitors' do, so
 * caches keyed by input see new keys all the time.
 *
 * After VISITS_PER_PERSON visits a virtual user is a new person (sign-up and payment included):
 * real traffic is many people with a few assessments each. Eight accounts submitting without end
 * would instead measure GET /api/assessments answering ever longer histories (it is not paged:
 * ~80 KB of heap per assessment held, per request), which bench/memory.ts reports on its own.
 */
import { WORKED_EXAMPLE } from '../worked-example';

const PASSWORD = 'Cluj-Napoca-2026!';
const VISITS_PER_PERSON = 10;
/** The smallest PDF file-type recognises, padded like a scanned payslip's first page. */
const PAYSLIP = Buffer.concat([Buffer.from('%PDF-1.4\n%âãÏÓ\n'), Buffer.alloc(20_000, 0x20), Buffer.from('\n%%EOF\n')]);

export interface MixedLoadTally {
  requests: number;
  visits: number;
  /** Answers outside 2xx, by "METHOD path status" (the bench is invalid if there are any). */
  failures: Map<string, number>;
}

interface Account {
  email: string;
  cookie: string;
}

const pick = (values: readonly number[]) => values[Math.floor(Math.random() * values.length)];

/** An applicant a little different each time: what a stream of visitors types into the wizard. */
function anApplicant() {
  const price = 80_000 + Math.floor(Math.random() * 200) * 1000;
  return {
    ...WORKED_EXAMPLE,
    monthlyIncome: String(1800 + Math.floor(Math.random() * 4000)),
    age: 25 + Math.floor(Math.random() * 30),
    employmentDuration: pick([12, 24, 36, 60]),
    propertyValue: String(price),
    desiredLoanAmount: String(Math.round(price * 0.8)),
    downPayment: String(Math.round(price * 0.2)),
    currentSavings: String(Math.round(price * 0.25)),
  };
}

export function createMixedLoad(baseUrl: string) {
  const tally: MixedLoadTally = { requests: 0, visits: 0, failures: new Map() };
  let isStopped = false;

  async function call(method: string, path: string, init: { cookie?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    // Every body is read to its end, as a browser would: an unread body holds its connection.
    const bytes = await response.arrayBuffer();
    tally.requests += 1;
    if (response.status < 200 || response.status > 299) {
      const key = `${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')} ${response.status}`;
      tally.failures.set(key, (tally.failures.get(key) ?? 0) + 1);
    }
    return { response, bytes };
  }

  /** A subscriber on Premium (the offline test payment provider), so no monthly limit applies. */
  async function subscriber(index: number): Promise<Account> {
    const email = `memory-${index}-${Date.now()}@example.com`;
    const registered = await call('POST', '/api/auth/register', { json: { email, password: PASSWORD, firstName: 'Ana', lastName: `Bench ${index}` } });
    if (registered.response.status !== 201) throw new Error(`register answered ${registered.response.status}: ${Buffer.from(registered.bytes).toString()}`);
    const cookie = (registered.response.headers.get('set-cookie') ?? '').split(';')[0];
    const setup = await call('POST', '/api/get-or-create-subscription', { cookie, json: { plan: 'premium' } });
    const { clientSecret } = JSON.parse(Buffer.from(setup.bytes).toString()) as { clientSecret: string };
    const paid = await call('POST', '/api/subscriptions/test/confirm', {
      cookie,
      json: { clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
    });
    if (paid.response.status !== 200) throw new Error(`test payment answered ${paid.response.status}: ${Buffer.from(paid.bytes).toString()}`);
    return { email, cookie };
  }

  const json = (bytes: ArrayBuffer) => JSON.parse(Buffer.from(bytes).toString()) as Record<string, unknown>;

  /** One visit of one person, start to end. */
  async function visit(account: Account, round: number) {
    await call('GET', '/api/countries');
    await call('POST', '/api/assessments/preview', { json: anApplicant() });
    await call('POST', '/api/assessments/preview', { json: anApplicant(), headers: { 'accept-language': 'fr' } });
    const login = await call('POST', '/api/auth/login', { json: { email: account.email, password: PASSWORD } });
    const cookie = (login.response.headers.get('set-cookie') ?? '').split(';')[0] || account.cookie;
    await call('GET', '/api/auth/user', { cookie });
    await call('GET', '/api/dashboard', { cookie });
    await call('GET', '/api/assessments/config', { cookie });
    const submitted = await call('POST', '/api/assessments', { cookie, json: anApplicant() });
    const id = submitted.response.status === 201 ? String(json(submitted.bytes).id) : null;
    await call('GET', '/api/assessments?page=1&pageSize=10', { cookie });
    if (id) {
      await call('GET', `/api/assessments/${id}`, { cookie, headers: { 'accept-encoding': 'gzip, br' } });
      // A payslip every other visit: uploads are rarer than reads.
      if (round % 2 === 0) {
        const form = new FormData();
        form.append('assessmentId', id);
        form.append('documentType', 'payslip');
        form.append('file', new Blob([PAYSLIP], { type: 'application/pdf' }), 'fluturas-octombrie.pdf');
        await call('POST', '/api/documents', { cookie, body: form });
      }
      await call('GET', `/api/assessments/${id}/certificate?language=${pick([0, 1, 2]) === 0 ? 'ro' : 'en'}`, { cookie });
    }
    await call('GET', '/api/documents', { cookie });
    // Half the visits end by signing out; the others just leave, their session still open.
    if (round % 2 === 1) await call('POST', '/api/auth/logout', { cookie });
  }

  let people = 0;
  /**
   * One virtual user's visits, one every `everyMs` (a visit that overruns its slot is followed at
   * once, never by a burst to catch up): the load is steady, so the heap is measured at one
   * allocation rate from the first minute to the last, whatever else the machine is doing.
   */
  async function runUser(first: Account, everyMs: number, offsetMs: number) {
    let account = first;
    let round = 0;
    let nextAt = Date.now() + offsetMs;
    while (!isStopped) {
      const wait = nextAt - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (isStopped) break;
      nextAt = Math.max(nextAt + everyMs, Date.now());
      try {
        if (round > 0 && round % VISITS_PER_PERSON === 0) account = await subscriber(people++);
        await visit(account, round++);
        tally.visits += 1;
      } catch (error) {
        tally.failures.set(`network ${(error as Error).message}`, (tally.failures.get(`network ${(error as Error).message}`) ?? 0) + 1);
      }
    }
  }

  return {
    tally,
    /**
     * Signs `users` people up, then starts them, `visitsPerSecond` visits a second between them;
     * answers the function that stops them.
     */
    async start(users: number, visitsPerSecond: number): Promise<() => Promise<void>> {
      const accounts = [];
      for (let index = 0; index < users; index++) accounts.push(await subscriber(people++));
      const everyMs = (users * 1000) / visitsPerSecond;
      const loops = accounts.map((account, index) => runUser(account, everyMs, (index * everyMs) / users));
      return async () => {
        isStopped = true;
        await Promise.all(loops);
      };
    },
  };
}

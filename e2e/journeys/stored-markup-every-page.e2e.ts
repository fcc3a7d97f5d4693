import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { request as apiRequest, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import { renderEmail } from '../../server/modules/notifications/email-layout';
import { translate } from '../../server/i18n';
import { closeWithEscape, DEMO, signInWithApi, WAIT } from '../support/backoffice';
import { launchBrowser, STRONG_PASSWORD, uniqueEmail } from '../support/browser';
import {
  expectClean,
  expectText,
  expectValue,
  MarkupLedger,
  markupPayload,
  openWatched,
  storeMarkup,
  textCandidates,
  VECTORS,
  type WatchedPage,
} from '../support/markup-payloads';
import { fillStepsTwoToSix, switchLanguage, useLanguage } from '../support/wizard';
import { minimalPdf, WORKED_EXAMPLE } from '../support/workspace';

/**
 * Issue 11, the second run of the stored-XSS attack, on every page: markup is written through the
 * API (as the forms would send it, by the role that may) into every text a person or an admin
 * controls and a page shows: names, contact messages, broker notes, document names and rejection
 * reasons, a browser's user agent, a country's name and flag, a bank's name, description, features
 * and addresses, its charges' and a country's costs' sources, a lending rule's notes and source, an
 * exchange rate's source, a first-home scheme's name and source. Then a guest, the applicant,
 * another applicant, a broker and an admin open every route (tabs, dialogs and edit forms
 * included, English and French, addresses carrying markup), and the e-mail the notes and reasons
 * go into is opened too. On each page no payload runs (for the guest, the applicant and the admin
 * the CSP is bypassed, so that a parsed payload would run; the broker and the other applicant keep
 * it, and meet no violation), no dialog opens, nothing a payload could add is in the DOM, and the
 * text is shown character for character where the field is displayed. Fields whose validation
 * refuses markup (addresses, e-mails, scoring option names) are listed as refused in the summary.
 *
 * Shared data (the new country and bank, the rule, rate, scheme and costs changed, the two
 * accounts made broker and admin) is put back at the end.
 */
let browser: Browser;
const ledger = new MarkupLedger();
/** Restores what the journey changed in shared data, newest first. */
const undo: Array<() => Promise<unknown>> = [];
let demoAdmin: APIRequestContext;
/** No session: what a guest's request sends. */
let anonymous: APIRequestContext;

const NAME_MAX = 50;

interface Account {
  email: string;
  id: string;
  firstName: string;
  lastName: string;
  watched: WatchedPage;
}

/** Everything the journey stored, as stored. */
const s = {} as {
  admin: Account;
  broker: Account;
  applicant: Account;
  assessmentId: string;
  certificatePath: string;
  countryCode: string;
  countryName: string;
  countryFlag: string;
  bankId: number;
  bankName: string;
  bankDescription: string;
  bankFeatures: string[];
  bankWebsite: string;
  bankChargeSource: string;
  closingCostKey: string;
  closingCostSource: string;
  lendingNotes: string;
  lendingSource: string;
  rateCurrency: string;
  rateDate: string;
  rateSource: string;
  schemeKey: string;
  schemeName: string;
  schemeSource: string;
  notesInReview: string;
  notesApproved: string;
  documents: Array<{ id: string; name: string }>;
  rejectionReason: string;
  contactName: string;
  contactMessage: string;
  userAgentBrowser: string;
};

const json = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
};

/** A country code the browser has no name for, so the product shows the stored name. */
function unnamedCountryCode(taken: Set<string>): string {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  for (const code of ['XQ', 'XY', 'XW', 'XV', 'XP', 'XN', 'XM', 'XJ']) {
    let name: string | undefined;
    try {
      name = names.of(code);
    } catch {
      name = undefined;
    }
    if (!taken.has(code) && !name) return code;
  }
  throw new Error('no free unnamed country code');
}

/** Registers an account whose names are markup (in its own watched browser context). */
async function registerAccount(role: string, markers: [string, string], enforceCsp = false): Promise<Account> {
  const watched = await openWatched(browser, ledger, role, { enforceCsp });
  const email = uniqueEmail(`markup-${role}`);
  const [firstName, lastName] = markers.map((marker) => markupPayload(marker, NAME_MAX));
  const registered = await watched.page.request.post('/api/auth/register', {
    data: { email, password: STRONG_PASSWORD, firstName, lastName },
    headers: { 'Accept-Language': 'en' },
  });
  const user = await json<{ id: string }>(registered);
  ledger.seeded(`${role} first name (register)`, firstName);
  ledger.seeded(`${role} last name (register)`, lastName);
  return { email, id: user.id, firstName, lastName, watched };
}

async function promote(account: Account, role: 'broker' | 'admin') {
  await json(await demoAdmin.put(`/api/admin/users/${account.id}/role`, { data: { role } }));
  undo.push(() => demoAdmin.put(`/api/admin/users/${account.id}/role`, { data: { role: 'user' } }));
  // The change ended the account's sessions.
  await signInWithApi(account.watched.page, account.email, STRONG_PASSWORD);
}

async function seedReferenceData(admin: APIRequestContext) {
  // ---- A country the browser cannot name: its stored name and flag are what pages show.
  const countries = await json<Array<{ code: string }>>(await admin.get('/api/admin/countries'));
  s.countryCode = unnamedCountryCode(new Set(countries.map((country) => country.code)));
  const country = await json<{ id: number }>(await admin.post('/api/admin/countries', { data: { name: 'Markup land', code: s.countryCode, type: 'both' } }));
  undo.push(() => demoAdmin.delete(`/api/admin/countries/${country.id}`));
  s.countryName = await storeMarkup(ledger, 'country name', textCandidates('Cy', 100), (name) => admin.put(`/api/admin/countries/${country.id}`, { data: { name } }));
  s.countryFlag = await storeMarkup(ledger, 'country flag', textCandidates('Cf', 16), (flag) => admin.put(`/api/admin/countries/${country.id}`, { data: { flag } }));

  // ---- A bank in Romania, cheaper than the others, so that it is every result's best match.
  const bank = await json<{ id: number }>(
    await admin.post('/api/admin/banks', {
      data: {
        name: 'Markup bank',
        countryCode: 'RO',
        website: 'https://bank.example.com',
        minLoanAmount: '10000',
        maxLoanAmount: '500000',
        interestRateMin: '1.00',
        interestRateMax: '2.00',
        nonResidentLtvCap: '0.800',
        loanCurrencies: ['EUR', 'RON'],
        // Issue 19: each loan currency's representative rate, inside the bank's range.
        representativeRates: { EUR: { rate: '1.5' }, RON: { rate: '1.8' } },
        maxAgeAtMaturity: 70,
        requiredDocuments: ['id_document', 'payslip'],
      },
    }),
  );
  s.bankId = bank.id;
  undo.push(async () => {
    await demoAdmin.put(`/api/admin/banks/${bank.id}/charges`, { data: { items: [] } });
    return demoAdmin.delete(`/api/admin/banks/${bank.id}`);
  });
  const putBank = (data: Record<string, unknown>) => admin.put(`/api/admin/banks/${bank.id}`, { data });
  s.bankName = await storeMarkup(ledger, 'bank name', textCandidates('Bn', 200), (name) => putBank({ name }));
  s.bankDescription = await storeMarkup(ledger, 'bank description', textCandidates('Bd', 2000), (description) => putBank({ description }));
  const features = await storeMarkup(ledger, 'bank features', textCandidates('Bx', 200), (feature) => putBank({ features: [feature, markupPayload('By', 200, ['svg', 'details'])] }));
  s.bankFeatures = [features, markupPayload('By', 200, ['svg', 'details'])];
  const linkCandidates = (marker: string) => [
    VECTORS.jsUrl(marker),
    `javascript://bank.example.com/%0a__xss='${marker}'`,
    `https://bank.example.com/"><img src=x onerror=__xss='${marker}'>`,
    'https://bank.example.com',
  ];
  s.bankWebsite = await storeMarkup(ledger, 'bank website', linkCandidates('Bw'), (website) => putBank({ website }));
  await storeMarkup(ledger, 'bank logo', linkCandidates('Bl'), (logo) => putBank({ logo }));
  s.bankChargeSource = await storeMarkup(ledger, 'bank charge source', textCandidates('Bc', 2000), (source) =>
    admin.put(`/api/admin/banks/${bank.id}/charges`, {
      data: { items: [{ key: 'arrangement', base: 'fixed', amount: '250', frequency: 'upfront', isMandatory: true, source }] },
    }),
  );

  // ---- Romania's costs of buying: one source (shown under the result's own funds).
  type Cost = { id: number; countryCode: string; sortOrder: number; key: string; source: string; [field: string]: unknown };
  const asInput = ({ id: _id, countryCode: _c, sortOrder: _s, ...rest }: Cost) => rest;
  const roCosts = (await json<Cost[]>(await admin.get('/api/admin/closing-costs'))).filter((cost) => cost.countryCode === 'RO');
  undo.push(() => demoAdmin.put('/api/admin/closing-costs/RO', { data: { items: roCosts.map(asInput) } }));
  s.closingCostKey = roCosts[0].key;
  s.closingCostSource = await storeMarkup(ledger, 'closing cost source', textCandidates('Cc', 2000), (source) =>
    admin.put('/api/admin/closing-costs/RO', { data: { items: roCosts.map((cost, i) => (i === 0 ? { ...asInput(cost), source } : asInput(cost))) } }),
  );

  // ---- Romania's EUR lending rule: notes and source.
  type Rule = { id: number; countryCode: string; loanCurrency: string; notes: string | null; source: string | null };
  const rule = (await json<Rule[]>(await admin.get('/api/admin/lending-rules'))).find((item) => item.countryCode === 'RO' && item.loanCurrency === 'EUR')!;
  undo.push(() => demoAdmin.put(`/api/admin/lending-rules/${rule.id}`, { data: { notes: rule.notes, source: rule.source } }));
  s.lendingNotes = await storeMarkup(ledger, 'lending rule notes', textCandidates('Ln', 4000), (notes) => admin.put(`/api/admin/lending-rules/${rule.id}`, { data: { notes } }));
  s.lendingSource = await storeMarkup(ledger, 'lending rule source', textCandidates('Ls', 1000), (source) => admin.put(`/api/admin/lending-rules/${rule.id}`, { data: { source } }));

  // ---- An exchange rate's source: the current CHF rate, corrected to the same rate.
  // The server fetches the day's ECB rates as it starts: once that is stored, the current rate stays current.
  for (let attempt = 0; ; attempt++) {
    const status = await json<{ fetchEnabled: boolean; lastSuccessAt: string | null }>(await admin.get('/api/admin/exchange-rates/status'));
    if (!status.fetchEnabled || status.lastSuccessAt !== null) break;
    if (attempt > 100) throw new Error('the daily ECB fetch did not finish');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  type Rate = { id: number; currency: string; rate: string; rateDate: string; fxHaircut: string; source: string | null; isCurrent: boolean };
  const rate = (await json<Rate[]>(await admin.get('/api/admin/exchange-rates'))).find((item) => item.currency === 'CHF' && item.isCurrent)!;
  undo.push(() => demoAdmin.put(`/api/admin/exchange-rates/${rate.id}`, { data: { rate: rate.rate, fxHaircut: rate.fxHaircut, source: rate.source } }));
  s.rateCurrency = rate.currency;
  s.rateDate = rate.rateDate;
  s.rateSource = await storeMarkup(ledger, 'exchange rate source', textCandidates('Xs', 500), (source) =>
    admin.put(`/api/admin/exchange-rates/${rate.id}`, { data: { rate: rate.rate, fxHaircut: rate.fxHaircut, source } }),
  );

  // ---- Scoring has no free text: option names are fixed (the category's bands refer to them).
  type Category = { id: number; weight: number; isActive: boolean; options: Record<string, number> };
  const category = (await json<{ categories: Category[] }>(await admin.get('/api/admin/scoring-config'))).categories[0];
  // Were it taken, the category is put back as it was.
  undo.push(async () => {
    const now = (await json<{ categories: Category[] }>(await demoAdmin.get('/api/admin/scoring-config'))).categories.find((item) => item.id === category.id)!;
    if (JSON.stringify(now.options) === JSON.stringify(category.options)) return null;
    return demoAdmin.put('/api/admin/scoring-config', { data: { categories: [{ id: category.id, weight: category.weight, options: category.options, isActive: category.isActive }] } });
  });
  await expectRefused('scoring option name', admin.put(`/api/admin/scoring-config/${category.id}`, { data: { options: { [markupPayload('So', 100)]: 0 } } }));

  // ---- Romania's first-home scheme for a €120,000 home (Noua Casă's second band): its name (the
  //      admin's own: results show the translated one) and its source (every result shows it).
  type Scheme = { id: number; key: string; countryCode: string; name: string; source: string; [field: string]: unknown };
  const scheme = (await json<Scheme[]>(await admin.get('/api/admin/first-home-schemes'))).find((item) => item.key === 'ro_noua_casa_140')!;
  const { id: schemeId, key: schemeKey, ...schemeFields } = scheme;
  undo.push(() => demoAdmin.put(`/api/admin/first-home-schemes/${schemeId}`, { data: schemeFields }));
  s.schemeKey = schemeKey;
  s.schemeName = await storeMarkup(ledger, 'scheme name', textCandidates('Sn', 120), (name) => admin.put(`/api/admin/first-home-schemes/${schemeId}`, { data: { ...schemeFields, name } }));
  s.schemeSource = await storeMarkup(ledger, 'scheme source', textCandidates('Ss', 2000), (source) =>
    admin.put(`/api/admin/first-home-schemes/${schemeId}`, { data: { ...schemeFields, name: s.schemeName, source } }),
  );
}

async function seedApplicant() {
  const applicant = await registerAccount('applicant', ['Ra', 'Rb']);
  s.applicant = applicant;
  const request = applicant.watched.page.request;
  // Markup e-mail addresses are refused (recorded), at registration and on the contact form.
  await storeMarkup(ledger, 'register e-mail', [`"<img src=x onerror=__xss='Re'>"@example.com`, `<svg/onload=__xss='Re'>@example.com`, uniqueEmail('markup-email')], (email) =>
    anonymous.post('/api/auth/register', { data: { email, password: STRONG_PASSWORD, firstName: 'Ana', lastName: 'Pop' } }),
  );
  // Settings: the names again, other markers.
  applicant.firstName = await storeMarkup(ledger, 'applicant first name (settings)', textCandidates('Af', NAME_MAX), (firstName) =>
    request.patch('/api/account/profile', { data: { firstName, lastName: applicant.lastName } }),
  );
  applicant.lastName = await storeMarkup(ledger, 'applicant last name (settings)', textCandidates('Al', NAME_MAX), (lastName) =>
    request.patch('/api/account/profile', { data: { firstName: applicant.firstName, lastName } }),
  );

  const submitted = await json<{ id: string }>(await request.post('/api/assessments', { data: WORKED_EXAMPLE }));
  s.assessmentId = submitted.id;
  // Pro through its trial (the test provider's card): the certificate and more submissions.
  const setup = await json<{ clientSecret: string }>(await request.post('/api/get-or-create-subscription', { data: { plan: 'pro' } }));
  await json(await request.post('/api/subscriptions/test/confirm', { data: { clientSecret: setup.clientSecret, cardNumber: '4242424242424242', expiry: '12/35', cvc: '123' } }));

  // Documents whose file names are markup: the server keeps the name, with <>:"|?* and paths taken out.
  s.documents = [];
  for (const [type, marker] of [
    ['payslip', 'D1'],
    ['id_document', 'D2'],
  ] as const) {
    let id = '';
    const name = await storeMarkup(
      ledger,
      `document file name (${type})`,
      [`${markupPayload(marker, 116, ['img', 'svg', 'template', 'attribute', 'i18n'])}.pdf`],
      (fileName) =>
        request.post('/api/documents', {
          multipart: { assessmentId: s.assessmentId, documentType: type, file: { name: fileName, mimeType: 'application/pdf', buffer: minimalPdf() } },
        }),
      async (_payload, response) => {
        const document = (await response.json()) as { id: string; originalName: string };
        id = document.id;
        return document.originalName;
      },
    );
    s.documents.push({ id, name });
  }

  // A pinned what-if scenario (the compare page shows its best bank's name).
  await json(await request.post('/api/scenarios', { data: { ...WORKED_EXAMPLE, desiredLoanAmount: '90000', assessmentId: s.assessmentId } }));

  // A contact message, signed in: the name and the message are markup; a markup address is refused.
  s.contactName = markupPayload('Cn', 100);
  ledger.seeded('contact name (signed in)', s.contactName);
  s.contactMessage = await storeMarkup(ledger, 'contact message (signed in)', textCandidates('Cm', 5000), (message) =>
    request.post('/api/contact', { data: { name: s.contactName, email: applicant.email, topic: 'account', message } }),
  );
  await storeMarkup(ledger, 'contact e-mail', [`"<img src=x onerror=__xss='Ce'>"@example.com`, applicant.email], (email) =>
    request.post('/api/contact', { data: { name: 'Ana', email, topic: 'other', message: 'A question about my assessment, please.' } }),
  );

  // Another signed-in device whose browser is markup (Settings lists it by its user agent).
  // Bowser names an unknown browser by what comes before "/version " (a space must follow).
  s.userAgentBrowser = `${VECTORS.img('Ua')}${VECTORS.svg('Ua')}`;
  const userAgent = `${s.userAgentBrowser}/1.0 (Markup)`;
  await apiRequestWithoutCookies(async (api) => json(await api.post('/api/auth/login', { data: { email: applicant.email, password: STRONG_PASSWORD } })), userAgent);
  ledger.seeded('signed-in device (user agent)', userAgent);
}

/** A payload the API must refuse (a 400): recorded as refused. */
async function expectRefused(field: string, sent: Promise<Awaited<ReturnType<APIRequestContext['put']>>>) {
  const response = await sent;
  expect(response.status(), `${field}: ${await response.text()}`).toBe(400);
  ledger.refused.push({ field, payload: '', answer: `400 ${((await response.json()) as { message?: string }).message ?? ''}` });
}

/** A request context of its own (no cookies of any page), optionally with a user agent. */
async function apiRequestWithoutCookies<T>(run: (api: APIRequestContext) => Promise<T>, userAgent?: string): Promise<T> {
  const api = await apiRequest.newContext({ baseURL: inject('baseUrl'), userAgent });
  try {
    return await run(api);
  } finally {
    await api.dispose();
  }
}

async function seedReview(broker: APIRequestContext) {
  const status = (notesStatus: string, marker: string) =>
    storeMarkup(ledger, `broker notes (${notesStatus})`, textCandidates(marker, 2000), (notes) =>
      broker.put(`/api/broker/assessments/${s.assessmentId}/status`, { data: { status: notesStatus, notes } }),
    );
  s.notesInReview = await status('in_review', 'N1');
  s.rejectionReason = await storeMarkup(ledger, 'document rejection reason', textCandidates('Dr', 500), (reason) =>
    broker.put(`/api/broker/documents/${s.documents[0].id}/status`, { data: { status: 'rejected', reason } }),
  );
  await json(await broker.put(`/api/broker/documents/${s.documents[1].id}/status`, { data: { status: 'accepted' } }));
  s.notesApproved = await status('approved', 'N2');
}

beforeAll(async () => {
  browser = await launchBrowser();
  demoAdmin = await apiRequest.newContext({ baseURL: inject('baseUrl') });
  anonymous = await apiRequest.newContext({ baseURL: inject('baseUrl') });
  await json(await demoAdmin.post('/api/auth/login', { data: { email: DEMO.admin, password: inject('demoPassword') } }));

  s.admin = await registerAccount('admin', ['Mf', 'Ml']);
  await promote(s.admin, 'admin');
  // The broker's pages keep the Content-Security-Policy (see openWatched).
  s.broker = await registerAccount('broker', ['Kf', 'Kl'], true);
  await promote(s.broker, 'broker');

  await seedReferenceData(s.admin.watched.page.request);
  await seedApplicant();
  await seedReview(s.broker.watched.page.request);

  // The certificate (Pro) and the address printed in it.
  const pdf = await s.applicant.watched.page.request.get(`/api/assessments/${s.assessmentId}/certificate`);
  expect(pdf.status()).toBe(200);
  const link = (await pdf.body()).toString('latin1').match(/\/URI \(([^)]*)\)/)?.[1];
  s.certificatePath = new URL(link!).pathname;
}, 120_000);

afterAll(async () => {
  const failures: string[] = [];
  for (const step of undo.reverse()) {
    const response = (await step().catch((error: unknown) => failures.push(String(error)))) as { status?: () => number } | number;
    if (typeof response === 'object' && response?.status && response.status() >= 300) failures.push(`clean-up answered ${response.status()}`);
  }
  console.log(ledger.summary());
  await demoAdmin?.dispose();
  await anonymous?.dispose();
  await browser?.close();
  expect(failures, 'shared data put back').toEqual([]);
});

/** Opens `path` and waits for `ready` (which checks the stored text is shown), then checks the page is clean. */
async function visit(watched: WatchedPage, path: string, ready: (page: Page) => Promise<void>, label = path) {
  await watched.page.goto(path);
  await ready(watched.page);
  await expectClean(watched, ledger, label);
}

const fullName = (account: Account) => `${account.firstName} ${account.lastName}`;

test('a guest: the landing page in three languages, every wizard step and the result, and every public page', async () => {
  const guest = await openWatched(browser, ledger, 'guest');
  const { page } = guest;
  await useLanguage(page, 'en');

  // Landing: the bank partners list the bank's name; the hero's selects the country's flag and name.
  await visit(guest, '/', async () => {
    await expectText(page.locator('#bank-partners'), s.bankName);
    await expectText(page.getByTestId('hero-residence-country'), `${s.countryFlag} ${s.countryName}`);
  });
  for (const [language, code] of [
    ['Français', 'fr'],
    ['Română', 'ro'],
    ['English', 'en'],
  ] as const) {
    await switchLanguage(page, language);
    await expect.poll(() => page.locator('html').getAttribute('lang'), WAIT).toBe(code);
    await expectText(page.locator('#bank-partners'), s.bankName);
    await expectText(page.getByTestId('hero-property-country'), s.countryName);
    await expectClean(guest, ledger, `/ (${code})`);
  }

  // The contact form, as a guest types it: the name and the message are markup.
  const name = markupPayload('Gn', 100);
  const message = markupPayload('Gm', 5000);
  await visit(guest, '/contact', async () => expect.poll(() => page.getByTestId('contact-form').count(), WAIT).toBe(1));
  await page.fill('#contact-name', name);
  await page.fill('#contact-email', 'markup.guest@example.com');
  await page.selectOption('#contact-topic', 'other');
  await page.fill('#contact-message', message);
  await page.getByTestId('contact-submit').click();
  await expect.poll(() => page.getByTestId('contact-sent').count(), WAIT).toBe(1);
  ledger.seeded('contact name (guest, form)', name);
  ledger.seeded('contact message (guest, form)', message);
  await expectClean(guest, ledger, '/contact (sent)');

  // The wizard, from the landing page's hero (Germany -> Romania), with step 1 looked at on the way back.
  await page.goto('/');
  await page.getByTestId('hero-get-started').click();
  await page.waitForURL((url) => url.pathname === '/assessment');
  await page.getByTestId('wizard-back').click();
  await expectText(page.getByTestId('wizard-residenceCountry'), `${s.countryFlag} ${s.countryName}`);
  await expectText(page.getByTestId('wizard-originCountry'), s.countryName);
  await expectClean(guest, ledger, '/assessment step 1');
  await page.getByTestId('wizard-next').click();
  await fillStepsTwoToSix(page, { checkValidation: false, onStep: (step) => expectClean(guest, ledger, `/assessment step ${step}`) });
  await page.getByTestId('wizard-submit').click();
  await page.getByTestId('guest-continue').click();
  // The result: the bank (best match: the schedule is computed at its rate), the scheme's source, the costs' sources.
  await expectText(page.getByTestId('result-banks'), s.bankName);
  await expectText(page.getByTestId('result-schedule-basis'), s.bankName);
  await expectText(page.getByTestId('result-schemes'), s.schemeSource);
  await expectText(page.getByTestId('result-own-funds-sources'), s.closingCostSource);
  await expectClean(guest, ledger, '/assessment result');

  // Public pages, and addresses that carry markup (reflected, not stored).
  const reflected = (marker: string) => encodeURIComponent(markupPayload(marker, 200));
  await visit(guest, '/pricing', async () => expect.poll(() => page.getByTestId('plan-card-pro').count(), WAIT).toBe(1));
  await visit(guest, '/login', async () => expect.poll(() => page.locator('#login-email').count(), WAIT).toBe(1));
  await visit(guest, '/register', async () => expect.poll(() => page.locator('#register-email').count(), WAIT).toBe(1));
  await visit(guest, s.certificatePath, async () => expect.poll(() => page.getByTestId('verify-valid').count(), WAIT).toBe(1));
  await visit(guest, `/verify/${reflected('P1')}`, async () => expect.poll(() => page.locator('[data-testid="verify-invalid"], main [role="alert"]').count(), WAIT).toBeGreaterThan(0), '/verify/<markup>');
  await visit(
    guest,
    `/unsubscribe?token=${reflected('P2')}&kind=${reflected('P3')}`,
    async () => expect.poll(() => page.getByTestId('unsubscribe-invalid').count(), WAIT).toBe(1),
    '/unsubscribe?token=<markup>&kind=<markup>',
  );
  await visit(guest, `/${reflected('P4')}`, async () => expectText(page.locator('main'), '404'), '/<markup> (not found)');
  await visit(guest, `/admin?tab=${reflected('P5')}`, async () => expect.poll(() => page.locator('main').count(), WAIT).toBe(1), '/admin?tab=<markup>');
  await visit(guest, `/subscribe?plan=${reflected('P6')}`, async () => expect.poll(() => page.locator('main').count(), WAIT).toBe(1), '/subscribe?plan=<markup>');

  await guest.context.close();
});

test('the applicant: dashboard, menu, assessments and the result, documents, compare, settings, billing, wizard, contact, verify, 404 and French', async () => {
  const applicant = s.applicant;
  const watched = applicant.watched;
  const { page } = watched;

  await visit(watched, '/', async () => {
    await expectText(page.getByRole('heading', { level: 1 }), applicant.firstName);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expectText(page.getByRole('menu'), fullName(applicant));
  });
  await page.keyboard.press('Escape');

  await visit(watched, '/assessments', async () => {
    await page.getByTestId(`assessment-card-${s.assessmentId}`).getByRole('button').first().click();
    const dialog = page.getByTestId('assessment-dialog');
    const timeline = dialog.getByTestId('assessment-timeline');
    await expectText(timeline, s.notesInReview);
    await expectText(timeline, s.notesApproved);
    // "by <the broker's name>".
    await expectText(timeline, s.broker.firstName);
    const documents = dialog.getByTestId('assessment-documents');
    for (const document of s.documents) await expectText(documents, document.name);
    await expectText(documents, s.rejectionReason);
    await expectText(dialog.getByTestId('document-checklist'), s.bankName);
    await expectText(dialog.getByTestId('result-banks'), s.bankName);
    await expectText(dialog.getByTestId('result-schemes'), s.schemeSource);
    await expectText(dialog.getByTestId('result-own-funds-sources'), s.closingCostSource);
  });
  await page.keyboard.press('Escape');

  await visit(watched, '/documents', async () => {
    const overview = page.getByTestId('documents-overview');
    for (const document of s.documents) await expectText(overview, document.name);
    await expectText(overview, s.rejectionReason);
  });
  await visit(watched, '/compare', async () => expectText(page.getByTestId('compare-bank-1'), s.bankName));
  await visit(watched, '/settings', async () => {
    await expectValue(page.locator('#settings-first-name'), applicant.firstName);
    await expectValue(page.locator('#settings-last-name'), applicant.lastName);
    await expectText(page.locator('#devices'), s.userAgentBrowser);
    await expect.poll(() => page.getByTestId('subscription-plan').count(), WAIT).toBeGreaterThan(0);
  });
  await visit(watched, '/subscribe?plan=premium', async () => expect.poll(() => page.locator('main').textContent(), WAIT).toContain('Premium'));
  await visit(watched, '/pricing', async () => expect.poll(() => page.getByTestId('plan-card-premium').count(), WAIT).toBe(1));
  // The wizard, signed in: the country list offers the stored country.
  await visit(watched, '/assessment', async () => expectText(page.getByTestId('wizard-residenceCountry'), `${s.countryFlag} ${s.countryName}`));
  await visit(watched, '/contact', async () => expect.poll(() => page.getByTestId('contact-form').count(), WAIT).toBe(1));
  await visit(watched, s.certificatePath, async () => expect.poll(() => page.getByTestId('verify-valid').count(), WAIT).toBe(1));
  await visit(watched, '/broker', async () => expect.poll(() => page.locator('main').textContent(), WAIT).toContain('Access Denied'));
  await visit(watched, '/admin', async () => expect.poll(() => page.locator('main').textContent(), WAIT).toContain('Access Denied'));
  await visit(watched, '/no-such-page', async () => expectText(page.locator('main'), '404'));

  // In French (the account's language follows).
  await visit(watched, '/assessments', async () => {
    await switchLanguage(page, 'Français');
    await expect.poll(() => page.locator('html').getAttribute('lang'), WAIT).toBe('fr');
    await page.getByTestId(`assessment-card-${s.assessmentId}`).getByRole('button').first().click();
    await expectText(page.getByTestId('assessment-timeline'), s.notesApproved);
    await expectText(page.getByTestId('assessment-documents'), s.rejectionReason);
  }, '/assessments (fr)');
  await page.keyboard.press('Escape');
  await visit(watched, '/', async () => expectText(page.getByRole('heading', { level: 1 }), applicant.firstName), '/ (fr)');
});

test('another applicant, registered by typing markup into the form, sees their own names as text and nothing of the first', async () => {
  // This context keeps the Content-Security-Policy: no page may meet a violation either.
  const other = await openWatched(browser, ledger, 'other applicant', { enforceCsp: true });
  const { page } = other;
  await useLanguage(page, 'en');
  const firstName = markupPayload('Of', NAME_MAX, ['svg', 'template', 'i18n']);
  const lastName = markupPayload('Ol', NAME_MAX, ['details', 'markdown']);
  await visit(other, '/register', async () => expect.poll(() => page.locator('#register-email').count(), WAIT).toBe(1));
  await page.fill('#register-first-name', firstName);
  await page.fill('#register-last-name', lastName);
  await page.fill('#register-email', uniqueEmail('markup-other'));
  await page.fill('#register-password', STRONG_PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/');
  ledger.seeded('other applicant first name (register form)', firstName);
  ledger.seeded('other applicant last name (register form)', lastName);
  await expectText(page.getByRole('heading', { level: 1 }), firstName);
  await expectClean(other, ledger, '/ (after registering)');

  const submitted = await json<{ id: string }>(await page.request.post('/api/assessments', { data: WORKED_EXAMPLE }));
  const nothingOfTheFirst = async () => {
    const text = (await page.locator('body').textContent()) ?? '';
    for (const foreign of [s.applicant.firstName, s.applicant.lastName, s.notesApproved, s.rejectionReason, s.documents[0].name]) expect(text).not.toContain(foreign);
  };
  await visit(other, '/assessments', async () => {
    await page.getByTestId(`assessment-card-${submitted.id}`).getByRole('button').first().click();
    await expectText(page.getByTestId('assessment-dialog').getByTestId('result-banks'), s.bankName);
    await nothingOfTheFirst();
  });
  await page.keyboard.press('Escape');
  await visit(other, '/documents', async () => expect.poll(() => page.getByTestId('documents-empty').count(), WAIT).toBe(1));
  await visit(other, '/compare', async () => expect.poll(() => page.getByTestId('compare-empty').count(), WAIT).toBe(1));
  await visit(other, '/settings', async () => {
    await expectValue(page.locator('#settings-first-name'), firstName);
    await nothingOfTheFirst();
  });
  await switchLanguage(page, 'Français');
  await expect.poll(() => page.locator('html').getAttribute('lang'), WAIT).toBe('fr');
  await expectValue(page.locator('#settings-last-name'), lastName);
  await expectClean(other, ledger, '/settings (fr)');
  await visit(other, '/', async () => expectText(page.getByRole('heading', { level: 1 }), firstName), '/ (fr)');
  await other.context.close();
});

test("the broker: the list (searched with markup, then by e-mail), the evaluation dialog with documents and history, settings", async () => {
  const broker = s.broker.watched;
  const { page } = broker;
  await visit(broker, '/broker', async () => {
    await page.getByTestId('broker-search').fill(markupPayload('Q1', 254));
    await expect.poll(() => page.getByTestId('broker-empty').count(), WAIT).toBe(1);
  }, '/broker (searched with markup)');
  await page.getByTestId('broker-search').fill(s.applicant.email);
  const row = page.getByTestId(`broker-row-${s.assessmentId}`);
  await expectText(row, s.applicant.firstName);
  await expectText(row, s.applicant.lastName);
  await expectClean(broker, ledger, '/broker (list)');
  await page.getByTestId(`broker-open-${s.assessmentId}`).click();
  const dialog = page.getByTestId('evaluation-dialog');
  await expectText(dialog, fullName(s.applicant));
  await expectText(dialog.getByTestId('broker-history'), s.notesInReview);
  await expectText(dialog.getByTestId('broker-history'), s.notesApproved);
  for (const document of s.documents) await expectText(dialog.getByTestId(`broker-document-${document.id}`), document.name);
  await expectText(dialog.getByTestId(`broker-document-${s.documents[0].id}`), s.rejectionReason);
  await expectClean(broker, ledger, '/broker (evaluation dialog)');
  await closeWithEscape(page, dialog);

  await visit(broker, '/settings', async () => {
    await expectValue(page.locator('#settings-first-name'), s.broker.firstName);
    await expectValue(page.locator('#settings-last-name'), s.broker.lastName);
  });
  await visit(broker, '/', async () => expect.poll(() => page.locator('main').count(), WAIT).toBe(1));
  await visit(broker, '/admin', async () => expect.poll(() => page.locator('main').textContent(), WAIT).toContain('Access Denied'));
});

test('the admin: every tab, every edit form and dialog, the audit, the broker view and settings, in English and French', async () => {
  const admin = s.admin.watched;
  const { page } = admin;
  const tab = async (name: string, ready: () => Promise<void>) => {
    await page.getByTestId(`admin-tab-${name}`).click();
    await expect.poll(() => page.getByTestId(`admin-panel-${name}`).isVisible(), WAIT).toBe(true);
    await ready();
    await expectClean(admin, ledger, `/admin?tab=${name}`);
  };
  const dialogOf = async (opener: string, testId: string, ready: (dialog: ReturnType<Page['getByTestId']>) => Promise<void>) => {
    await page.getByTestId(opener).click();
    const dialog = page.getByTestId(testId);
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);
    await ready(dialog);
    await expectClean(admin, ledger, `/admin ${testId}`);
    await closeWithEscape(page, dialog);
  };

  await visit(admin, '/admin', async () => expect.poll(() => page.getByTestId('admin-tabs').count(), WAIT).toBe(1), '/admin?tab=overview');
  await tab('assessments', async () => {
    await page.getByTestId('admin-assessments-search').fill(s.applicant.email);
    await expectText(page.getByTestId(`admin-assessment-row-${s.assessmentId}`), fullName(s.applicant));
  });
  await tab('countries', async () => {
    await expectText(page.getByTestId(`country-row-${s.countryCode}`), s.countryName);
    await expectText(page.getByTestId(`country-row-${s.countryCode}`), s.countryFlag);
  });
  await dialogOf(`country-edit-${s.countryCode}`, 'country-dialog', async (dialog) => {
    await expectValue(dialog.getByTestId('country-name'), s.countryName);
    await expectValue(dialog.getByTestId('country-flag'), s.countryFlag);
  });
  await dialogOf(`country-delete-${s.countryCode}`, 'country-delete-dialog', async (dialog) => expectText(dialog, s.countryName));
  await tab('banks', async () => expectText(page.getByTestId(`bank-row-${s.bankId}`), s.bankName));
  await dialogOf(`bank-edit-${s.bankId}`, 'bank-dialog', async (dialog) => {
    await expectValue(dialog.getByTestId('bank-name'), s.bankName);
    await expectValue(dialog.getByTestId('bank-description'), s.bankDescription);
    await expectValue(dialog.getByTestId('bank-features'), s.bankFeatures.join('\n'));
    await expectValue(dialog.getByTestId('bank-website'), s.bankWebsite);
  });
  await tab('users', async () => {
    await page.getByTestId('admin-users-search').fill(s.applicant.email);
    await expectText(page.getByTestId(`user-row-${s.applicant.id}`), fullName(s.applicant));
  });
  // The role change asks first, naming the person; cancelled.
  await page.getByTestId(`user-role-select-${s.applicant.id}`).selectOption('broker');
  const roleDialog = page.getByTestId('role-change-dialog');
  await expectText(roleDialog, fullName(s.applicant));
  await expectClean(admin, ledger, '/admin role-change-dialog');
  await roleDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => roleDialog.count(), WAIT).toBe(0);
  await tab('scoring', async () => expect.poll(() => page.getByTestId('scoring-total').count(), WAIT).toBe(1));
  await tab('lending-rules', async () => {
    await expectText(page.getByTestId('lending-row-RO-EUR'), s.lendingNotes);
    await expectText(page.getByTestId('lending-row-RO-EUR'), s.lendingSource);
  });
  await dialogOf('lending-edit-RO-EUR', 'lending-rule-dialog', async (dialog) => {
    await expectValue(dialog.getByTestId('lending-notes'), s.lendingNotes);
    await expectValue(dialog.getByTestId('lending-source'), s.lendingSource);
  });
  await tab('exchange-rates', async () => expectText(page.getByTestId(`rate-row-${s.rateCurrency}-${s.rateDate}`), s.rateSource));
  await dialogOf(`rate-new-${s.rateCurrency}`, 'exchange-rate-dialog', async (dialog) => expectValue(dialog.getByTestId('rate-currency'), s.rateCurrency));
  await tab('costs', async () => {
    await page.getByTestId('admin-costs-country').selectOption('RO');
    await expectText(page.getByTestId(`admin-closing-costs-row-${s.closingCostKey}`), s.closingCostSource);
    await page.getByTestId('admin-costs-bank').selectOption(String(s.bankId));
    await expectText(page.getByTestId('admin-costs-bank'), s.bankName);
    await expectText(page.getByTestId('admin-bank-charges-row-arrangement'), s.bankChargeSource);
    await expectText(page.getByTestId(`scheme-row-${s.schemeKey}`), s.schemeName);
    await expectText(page.getByTestId(`scheme-row-${s.schemeKey}`), s.schemeSource);
  });
  await dialogOf(`admin-closing-costs-edit-${s.closingCostKey}`, 'charge-country-dialog', async (dialog) => expectValue(dialog.getByTestId('charge-country-source'), s.closingCostSource));
  await dialogOf('admin-bank-charges-edit-arrangement', 'charge-bank-dialog', async (dialog) => {
    await expectText(dialog, s.bankName);
    await expectValue(dialog.getByTestId('charge-bank-source'), s.bankChargeSource);
  });
  await dialogOf(`scheme-edit-${s.schemeKey}`, 'scheme-dialog', async (dialog) => {
    await expectValue(dialog.getByTestId('scheme-name'), s.schemeName);
    await expectValue(dialog.getByTestId('scheme-source'), s.schemeSource);
  });
  await tab('messages', async () => {
    const messages = page.getByTestId('admin-messages');
    await expectText(messages, s.contactName);
    await expectText(messages, s.contactMessage);
    await expectText(messages, markupPayload('Gm', 5000));
  });
  await tab('audit', async () => {
    const audit = page.getByTestId('admin-audit-list');
    // The admin's own name as the actor, and what the changes were.
    await expectText(audit, fullName(s.admin));
    await expectText(audit, s.schemeSource);
    await expectText(page.getByTestId('admin-audit-actor'), s.admin.email);
  });

  // In French, the same tabs read the same stored text.
  await switchLanguage(page, 'Français');
  await expect.poll(() => page.locator('html').getAttribute('lang'), WAIT).toBe('fr');
  await tab('banks', async () => expectText(page.getByTestId(`bank-row-${s.bankId}`), s.bankName));
  await tab('lending-rules', async () => expectText(page.getByTestId('lending-row-RO-EUR'), s.lendingNotes));

  // The broker view, open to admins.
  await visit(admin, '/broker', async () => {
    await page.getByTestId('broker-search').fill(s.applicant.email);
    await page.getByTestId(`broker-open-${s.assessmentId}`).click();
    await expectText(page.getByTestId('evaluation-dialog'), s.notesApproved);
  }, '/broker (as admin, evaluation dialog)');
  await closeWithEscape(page, page.getByTestId('evaluation-dialog'));
  await visit(admin, '/settings', async () => expectValue(page.locator('#settings-first-name'), s.admin.firstName));
});

test('the e-mail a note and a rejection go into shows them as text; the certificate and a document download, never as a page', async () => {
  const watched = await openWatched(browser, ledger, 'e-mail reader');
  // The product's e-mail layout, filled with what was stored (the log mailer sends nothing to open).
  const email = renderEmail({
    language: 'en',
    kind: 'document_review',
    subject: translate('en', 'document_review.subjectRejected', { document: s.documents[0].name }, 'email'),
    recipientName: s.applicant.firstName,
    paragraphs: [translate('en', 'document_review.rejected', { name: s.documents[0].name, document: 'Payslip' }, 'email')],
    quote: { label: translate('en', 'status_change.noteLabel', {}, 'email'), text: s.notesApproved },
    details: [{ label: 'Bank', value: s.bankName }],
    list: [s.rejectionReason],
    action: { label: 'See your assessment', url: 'https://acasa.example/assessments' },
    unsubscribeUrl: 'https://acasa.example/unsubscribe?token=x',
    settingsUrl: 'https://acasa.example/settings',
  });
  await watched.page.setContent(email.html);
  const body = watched.page.locator('body');
  for (const text of [s.applicant.firstName, s.documents[0].name, s.notesApproved, s.bankName, s.rejectionReason]) await expectText(body, text);
  await expectClean(watched, ledger, 'e-mail (document rejected, with the note)');
  expect(email.text).toContain(s.notesApproved);
  await watched.context.close();

  const request = s.applicant.watched.page.request;
  const certificate = await request.get(`/api/assessments/${s.assessmentId}/certificate`);
  expect(certificate.headers()['content-type']).toBe('application/pdf');
  expect(certificate.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(certificate.headers()['x-content-type-options']).toBe('nosniff');
  const file = await request.get(`/api/documents/${s.documents[0].id}/file`);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
});

test('no payload ran on any page, for any role', () => {
  expect(ledger.ran).toEqual([]);
  expect(ledger.visits.length).toBeGreaterThan(40);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../core/constants';
import { parseLocalizedNumber } from '../../../core/number-input/parse-localized-number';
import { ZAssessment, ZAssessmentList } from '../../../core/schemas/assessment';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from './assessment-fixtures';
import { LANGUAGES } from '../../../core/languages';

/**
 * Issue 12, numbers as people type them: amounts typed in each language go through core's one
 * parser (the wizard's) into the request, and the server stores and returns exactly the number
 * meant. An entry that could mean two numbers never becomes a request.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The request body's amount for what was typed, as the wizard builds it; throws when the parser refuses the entry. */
function typedAmount(text: string, language: Language): string {
  const read = parseLocalizedNumber(text, language, { maxDecimals: 2 });
  if (!read.ok) throw new Error(`refused (${read.error}): ${text} in ${language}`);
  return read.canonical;
}

const submit = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie }, payload });
const list = (cookie: string) => t.app.inject({ url: '/api/assessments', headers: { cookie } });

describe('amounts typed in the interface language reach the API as the number meant', () => {
  it.each([
    ['ro', '3.000,50', '100.000', '120.000'],
    ['fr', '3 000,50', '100 000', '120\u202f000'],
    ['en', '3,000.50', '100,000', '120,000'],
  ] as const)('%s: %s is stored and returned as 3000.50', async (language, income, loan, price) => {
    // A new account per language: a Free plan stores one assessment a month.
    const { cookie } = await signIn(t.app, t.database.db);
    const payload = {
      ...WORKED_EXAMPLE,
      monthlyIncome: typedAmount(income, language),
      desiredLoanAmount: typedAmount(loan, language),
      propertyValue: typedAmount(price, language),
    };
    expect(payload).toMatchObject({ monthlyIncome: '3000.50', desiredLoanAmount: '100000', propertyValue: '120000' });

    const res = await submit(cookie, payload);
    expect(res.statusCode, res.body).toBe(201);
    expect(ZAssessment.parse(res.json())).toMatchObject({ monthlyIncome: '3000.50', desiredLoanAmount: '100000.00', propertyValue: '120000.00' });
    const [stored] = ZAssessmentList.parse((await list(cookie)).json());
    expect(stored).toMatchObject({ monthlyIncome: '3000.50', desiredLoanAmount: '100000.00', propertyValue: '120000.00', status: 'submitted' });
  });

  it('plain digits mean the same in every language; cents take the language\'s decimal mark', () => {
    for (const language of LANGUAGES) expect(typedAmount('3000', language)).toBe('3000');
    expect(typedAmount('3000,50', 'ro')).toBe('3000.50');
    expect(typedAmount('3000,50', 'fr')).toBe('3000.50');
    expect(typedAmount('3000.50', 'en')).toBe('3000.50');
  });

  it('refuses an ambiguous entry in the parser, so no request is ever sent with a guess', async () => {
    // "3,000" in Romanian could be 3 (decimal comma) or 3,000 (an English thousands comma).
    expect(parseLocalizedNumber('3,000', 'ro')).toEqual({ ok: false, error: 'ambiguous', readings: [3, 3000] });
    expect(parseLocalizedNumber('3.000', 'en')).toEqual({ ok: false, error: 'ambiguous', readings: [3, 3000] });
    const { cookie } = await signIn(t.app, t.database.db);
    const send = async (text: string, language: Language) => submit(cookie, { ...WORKED_EXAMPLE, monthlyIncome: typedAmount(text, language) });
    await expect(send('3,000', 'ro')).rejects.toThrow('refused (ambiguous)');
    await expect(send('3.000', 'en')).rejects.toThrow('refused (ambiguous)');
    expect((await list(cookie)).json()).toEqual([]);
  });

  it('the server itself never guesses: a locale-written amount sent as typed is refused, naming the field', async () => {
    const { cookie } = await signIn(t.app, t.database.db);
    for (const monthlyIncome of ['3.000,50', '3 000,50', '3,000.50']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/assessments/preview', headers: { 'accept-language': 'en' }, payload: { ...WORKED_EXAMPLE, monthlyIncome } });
      expect(res.statusCode, monthlyIncome).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual(['monthlyIncome']);
    }
    expect((await list(cookie)).json()).toEqual([]);
  });

  it('stores an income pasted with its currency as the number meant, and refuses one under 1 naming the field (issue 20)', async () => {
    const { cookie } = await signIn(t.app, t.database.db);
    const pasted = await submit(cookie, { ...WORKED_EXAMPLE, monthlyIncome: typedAmount('3 200,50 €', 'en') });
    expect(pasted.statusCode, pasted.body).toBe(201);
    expect(ZAssessment.parse(pasted.json()).monthlyIncome).toBe('3200.50');

    const messages = { ro: 'Venitul lunar trebuie să fie de cel puțin 1', en: 'Monthly income must be at least 1', fr: 'Le revenu mensuel doit être d’au moins 1' };
    for (const [language, message] of Object.entries(messages)) {
      const res = await t.app.inject({ method: 'POST', url: '/api/assessments/preview', headers: { 'accept-language': language }, payload: { ...WORKED_EXAMPLE, monthlyIncome: typedAmount('0,5', 'fr') } });
      expect(res.statusCode, language).toBe(400);
      expect(res.json().fieldErrors.monthlyIncome, language).toMatch(new RegExp(`^${message}`));
    }
  });
});

import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LIST_FIELDS, ASSESSMENT_FIELDS, FIELD_NAMES, type AssessmentField, type FieldDefinition } from '../../../core/assessment-fields';
import { toCentsString } from '../../../core/money/round';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAdminReferenceRepository } from '../admin/admin-reference.repository';
import { signInPro } from '../broker/review-fixtures';
import { signIn, WORKED_EXAMPLE } from './assessment-fixtures';

/**
 * Issue 21 (ADR 076): every field of the registry is stored and read back by every reader. Each
 * field gets a value that is not its column's default nor missing; a field a layer forgets to
 * write or read (a line removed from the stored row, a column left out of a select) fails here,
 * named in the diff. A new field is covered by adding it to the registry.
 */

const base: Record<string, unknown> = WORKED_EXAMPLE;

/** A value the rule takes that no default gives: cents on every amount, a late enum value, false for a yes/no. */
function answerFor(name: AssessmentField, definition: FieldDefinition): unknown {
  switch (definition.kind) {
    case 'money':
      // Within the price for the loan and the down payment: the worked example's amounts, or a thousand.
      return `${Number(base[name] ?? 1000) + 0.37}`;
    case 'integer':
      return [7, 19, 23].find((value) => definition.rule.safeParse(value).success);
    case 'enum':
      return definition.values.at(-1);
    case 'boolean':
      return false;
    case 'country':
      // A route the lending rules know.
      return base[name] ?? 'DE';
    case 'currency':
      return definition.values ? definition.values.at(-1) : 'EUR';
  }
}

/** The value the API returns for it: amounts as their cents' text, the rest as sent. */
const storedFor = (definition: FieldDefinition, answer: unknown) => (definition.kind === 'money' ? toCentsString(Number(answer)) : answer);

const answers = Object.fromEntries(FIELD_NAMES.map((name) => [name, answerFor(name, ASSESSMENT_FIELDS[name])]));
const expected = Object.fromEntries(FIELD_NAMES.map((name) => [name, storedFor(ASSESSMENT_FIELDS[name], answers[name])]));
const pick = (source: Record<string, unknown>, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, source[name]]));

let t: TestApp;
let applicant: Awaited<ReturnType<typeof signIn>>;
let assessmentId: string;

beforeAll(async () => {
  t = await createTestApp();
  applicant = await signInPro(t.app, t.database.db);
  const res = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: applicant.cookie }, payload: answers });
  expect(res.statusCode, res.body).toBe(201);
  assessmentId = res.json().id;
});
afterAll(() => t.close());

describe('every field of the registry is stored and read back', () => {
  it('the answers sent are each distinct from a missing answer and a column default', () => {
    for (const name of FIELD_NAMES) {
      expect(answers[name], name).not.toBeUndefined();
      const definition = ASSESSMENT_FIELDS[name] as FieldDefinition;
      if (definition.kind === 'enum') expect(answers[name], name).not.toBe(definition.storedDefault);
    }
  });

  it('the applicant reads every answer back (POST answer and GET /api/assessments/:id)', async () => {
    const res = await t.app.inject({ url: `/api/assessments/${assessmentId}`, headers: { cookie: applicant.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(pick(res.json(), FIELD_NAMES)).toEqual(expected);
  });

  it('a draft keeps every answer (PUT and GET /api/assessments/draft)', async () => {
    const owner = await signIn(t.app, t.database.db);
    const saved = await t.app.inject({ method: 'PUT', url: '/api/assessments/draft', headers: { cookie: owner.cookie }, payload: { ...answers, draftStep: 6 } });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await t.app.inject({ url: '/api/assessments/draft', headers: { cookie: owner.cookie } });
    expect(pick(res.json().draft, FIELD_NAMES)).toEqual(expected);
  });

  it('the broker reads every answer in the evaluation dialog (GET /api/broker/assessments/:id)', async () => {
    const broker = await signIn(t.app, t.database.db, 'broker');
    const res = await t.app.inject({ url: `/api/broker/assessments/${assessmentId}`, headers: { cookie: broker.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(pick(res.json(), FIELD_NAMES)).toEqual(expected);
  });

  it('the admin list carries every answer its table shows (GET /api/admin/assessments)', async () => {
    const admin = await signIn(t.app, t.database.db, 'admin');
    const res = await t.app.inject({ url: '/api/admin/assessments', headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().items.find((item: { id: string }) => item.id === assessmentId);
    expect(pick(row, ADMIN_LIST_FIELDS)).toEqual(pick(expected, ADMIN_LIST_FIELDS));
  });

  it("the account export holds every answer (GET /api/account/export, assessments.json)", async () => {
    const res = await t.app.inject({ url: '/api/account/export', headers: { cookie: applicant.cookie } });
    expect(res.statusCode).toBe(200);
    const [exported] = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['assessments.json']));
    expect(pick(exported, FIELD_NAMES)).toEqual(expected);
  });

  it("the bank impact preview re-evaluates every answer (the stored answers' read-back)", async () => {
    const [stored] = await createAdminReferenceRepository(t.database.db).recentSubmittedAnswers([String(answers.originCountry)], 1);
    expect(pick(stored, FIELD_NAMES)).toEqual(expected);
  });
});

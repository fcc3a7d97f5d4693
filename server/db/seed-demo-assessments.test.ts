import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemoAccounts } from './seed';
import { seedDemoAssessments } from './seed-demo-assessments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db, 'Acasa-demo-2026!');
});
afterAll(() => t.close());

const login = async (email: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Acasa-demo-2026!' } });
  return res.headers['set-cookie']!.toString().split(';')[0];
};

describe('demo assessments', () => {
  it("give the demo user a history and the broker a queue, once", async () => {
    expect(await seedDemoAssessments(t.database.db, 'user@acasa.test', 'broker@acasa.test')).toBe(9);
    expect(await seedDemoAssessments(t.database.db, 'user@acasa.test', 'broker@acasa.test')).toBe(0);

    const mine = (await t.app.inject({ url: '/api/assessments', headers: { cookie: await login('user@acasa.test') } })).json();
    expect(mine.map((a: { status: string }) => a.status)).toEqual(['in_review', 'approved']);
    const approved = mine[1];
    expect(approved.eligibilityScore).toBeGreaterThan(0);
    expect(approved.events.at(-1)).toMatchObject({ toStatus: 'approved', actorName: 'Andrei Ionescu' });
    expect(approved.events.at(-1).note).toContain('Banca Transilvania');

    // Issue 24: the broker's board shows every stage, some cases the demo broker's, two overdue.
    const board = (await t.app.inject({ url: '/api/broker/board', headers: { cookie: await login('broker@acasa.test') } })).json();
    expect(board.counts).toEqual({ new: 3, documents: 1, submitted_to_bank: 1, offer: 1, signing: 1, completed: 1, lost: 1, total: 9, overdue: 2 });
    const cards = board.stages.flatMap((column: { cards: Array<{ assignedBroker: { name: string } | null; isOverdue: boolean }> }) => column.cards);
    expect(cards.filter((card: { assignedBroker: { name: string } | null }) => card.assignedBroker?.name === 'Andrei Ionescu')).toHaveLength(5);
    expect(board.stages[0].cards.map((card: { applicantName: string; isOverdue: boolean }) => [card.applicantName, card.isOverdue])).toEqual([
      ['Katarzyna Nowak', false],
      ['Andrei Pop', true],
      ['Ivan Horvat', true],
    ]);

    // The demo user is on Free and has not used this month's submission yet.
    const submit = await t.app.inject({
      method: 'POST',
      url: '/api/assessments',
      headers: { cookie: await login('user@acasa.test') },
      payload: { residenceCountry: 'DE', originCountry: 'RO', monthlyIncome: '3000', incomeCurrency: 'EUR', employmentType: 'permanent', employmentDuration: 24, desiredLoanAmount: '90000', propertyType: 'apartment', propertyValue: '120000' },
    });
    expect(submit.statusCode).toBe(201);
  });
});

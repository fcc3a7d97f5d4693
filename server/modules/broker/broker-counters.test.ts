import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_STATUSES } from '../../../core/constants';
import { ZReviewStats } from '../../../core/schemas/broker';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';

/**
 * Issue 20: the broker's counters read total 7, pending 4, approved 1, rejected 0 — the one in
 * review was nowhere. Every status a broker sees has its counter, and they add up to the total.
 */
let t: TestApp;
let broker: { cookie: string };

const stats = async () => {
  const res = await t.app.inject({ url: '/api/broker/stats', headers: { cookie: broker.cookie } });
  expect(res.statusCode).toBe(200);
  return ZReviewStats.parse(res.json());
};
const sumOfStatuses = (counts: Awaited<ReturnType<typeof stats>>) => counts.pendingReview + counts.inReview + counts.approved + counts.rejected;

async function submitOne(): Promise<string> {
  const applicant = await signIn(t.app, t.database.db);
  const res = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: applicant.cookie }, payload: WORKED_EXAMPLE });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
async function setStatus(id: string, status: string) {
  const res = await t.app.inject({ method: 'PUT', url: `/api/broker/assessments/${id}/status`, headers: { cookie: broker.cookie }, payload: { status, notes: `Moved to ${status}.` } });
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  broker = await signIn(t.app, t.database.db, 'broker');
});
afterAll(() => t.close());

describe('GET /api/broker/stats', () => {
  it('seven assessments: 4 pending, 1 in review, 1 approved, 1 rejected — adding up to 7; a draft is not counted', async () => {
    const ids = [];
    for (let i = 0; i < 7; i++) ids.push(await submitOne());
    await setStatus(ids[4], 'in_review');
    await setStatus(ids[5], 'approved');
    await setStatus(ids[6], 'in_review');
    await setStatus(ids[6], 'rejected');
    // A draft is its owner's own, not the broker's to count.
    const drafter = await signIn(t.app, t.database.db);
    expect((await t.app.inject({ method: 'PUT', url: '/api/assessments/draft', headers: { cookie: drafter.cookie }, payload: { residenceCountry: 'DE' } })).statusCode).toBe(200);

    const counts = await stats();
    expect(counts).toEqual({ total: 7, pendingReview: 4, inReview: 1, approved: 1, rejected: 1 });
    expect(sumOfStatuses(counts)).toBe(counts.total);
  });

  it('still adds up after every move between statuses', async () => {
    const id = await submitOne();
    for (const status of [...REVIEW_STATUSES.filter((s) => s !== 'submitted'), 'submitted']) {
      await setStatus(id, status);
      const counts = await stats();
      expect(sumOfStatuses(counts)).toBe(counts.total);
      expect(counts.total).toBe(8);
    }
  });
});

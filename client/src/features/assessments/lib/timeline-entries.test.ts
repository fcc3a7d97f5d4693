import { describe, expect, it } from 'vitest';
import type { Verification } from '@core/schemas/verifications';
import { timelineEntries } from './timeline-entries';

const verification: Verification = {
  id: 'v1',
  kind: 'income',
  amount: 3204.17,
  currency: 'EUR',
  documentCount: 2,
  verifiedAt: '2026-11-28T10:00:00.000Z',
  verifiedBy: 'Maria P.',
  undoneAt: '2026-11-28T12:00:00.000Z',
  undoReason: 'Another employer',
};
const event = (id: number, createdAt: string) => ({ id, fromStatus: null, toStatus: 'submitted' as const, note: null, actorName: null, createdAt });

describe('the applicant’s timeline (issue 23)', () => {
  it('puts status changes, verifications and their undoing in the order they happened', () => {
    const entries = timelineEntries([event(1, '2026-11-27T09:00:00.000Z'), event(2, '2026-11-28T11:00:00.000Z')], [verification]);
    expect(entries.map((entry) => entry.type)).toEqual(['status', 'verified', 'status', 'undone']);
  });
});

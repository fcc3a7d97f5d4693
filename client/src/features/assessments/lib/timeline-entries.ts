import type { Assessment } from '@core/schemas/assessment';
import type { Verification } from '@core/schemas/verifications';

type StatusEvent = NonNullable<Assessment['events']>[number];

/** One line of the applicant's timeline: a status change, a verification, or a verification undone (issue 23). */
export type TimelineEntry =
  | { type: 'status'; at: string; event: StatusEvent }
  | { type: 'verified'; at: string; verification: Verification }
  | { type: 'undone'; at: string; verification: Verification };

/** Status changes and verifications in the order they happened, oldest first. */
export function timelineEntries(events: readonly StatusEvent[], verifications: readonly Verification[]): TimelineEntry[] {
  const entries: TimelineEntry[] = events.map((event) => ({ type: 'status', at: event.createdAt, event }));
  for (const verification of verifications) {
    entries.push({ type: 'verified', at: verification.verifiedAt, verification });
    if (verification.undoneAt) entries.push({ type: 'undone', at: verification.undoneAt, verification });
  }
  // Stable: entries at the same instant keep their order (a status change before what followed it).
  return entries.map((entry, index) => ({ entry, index })).sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.index - b.index).map(({ entry }) => entry);
}

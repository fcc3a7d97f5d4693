import { RETENTION, RETENTION_KINDS, type RetentionClock, type RetentionKind } from '@core/retention';

/**
 * One line of the privacy page's "how long we keep it", read from core/retention.ts, the list
 * the purge job enforces (ADR 069): the page never states a number of its own.
 */
export type RetentionPeriod =
  | { type: 'whileAccount' }
  | { type: 'atExpiry' }
  | { type: 'duration'; unit: 'days' | 'years'; amount: number; after: RetentionClock };

export interface RetentionRow {
  kind: RetentionKind;
  period: RetentionPeriod;
}

/** Whole years read as years ("5 years"), anything else as days ("180 days"): never a rounded figure. */
export function retentionPeriod(days: number | null, after: RetentionClock): RetentionPeriod {
  if (days === null) return { type: 'whileAccount' };
  if (days === 0) return { type: 'atExpiry' };
  return days % 365 === 0 ? { type: 'duration', unit: 'years', amount: days / 365, after } : { type: 'duration', unit: 'days', amount: days, after };
}

export function retentionRows(): RetentionRow[] {
  return RETENTION_KINDS.map((kind) => ({ kind, period: retentionPeriod(RETENTION[kind].days, RETENTION[kind].after) }));
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The period in words, with the `legal` namespace's t: "180 days after the decision". */
export function describeRetentionPeriod(period: RetentionPeriod, t: Translate): string {
  if (period.type !== 'duration') return t(`privacy.retention.period.${period.type}`);
  const duration = t(`privacy.retention.duration.${period.unit}`, { n: period.amount });
  return t(`privacy.retention.after.${period.after}`, { duration });
}

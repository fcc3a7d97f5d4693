/**
 * How long Acasa keeps each kind of personal data (issue 20): the one list the privacy page
 * states and the purge job enforces, so the two cannot say different things. Each period is our
 * policy (GDPR art. 5(1)(e), storage limitation), with the reason a person would ask for; none is
 * a legal retention duty unless it says so.
 *
 * Periods in days. `whileAccount` kinds have no clock of their own: they go with the account
 * (Settings, "delete my account", GDPR art. 17), and the privacy page says so.
 */
export const RETENTION = {
  /** A draft assessment nobody touched: the wizard saves as the user types; an abandoned one is not kept. */
  drafts: { days: 90, after: 'lastChange' },
  /** Uploaded payslips, IDs and property papers, once a broker approved or rejected the assessment. */
  documentsAfterDecision: { days: 180, after: 'decision' },
  /** Signed-in sessions: deleted as soon as they expire (7 days idle, 30 days at most). */
  sessions: { days: 0, after: 'expiry' },
  /** Password-reset links: valid one hour, deleted a day after they were used or expired. */
  passwordResetTokens: { days: 1, after: 'expiry' },
  /** A browser remembered as one the owner signs in from: forgotten after a year unused. */
  trustedDevices: { days: 365, after: 'lastUse' },
  /** The record of each e-mail sent (to whom, which kind, delivered or not). */
  emailDeliveries: { days: 90, after: 'sent' },
  /** Messages sent through the contact form. */
  contactMessages: { days: 365, after: 'sent' },
  /** Login, registration and preview attempt counters (rate limiting), by address and e-mail. */
  rateLimitAttempts: { days: 1, after: 'window' },
  /** The administrators' audit trail of changes to reference data (who changed which rule when). */
  auditTrail: { days: 5 * 365, after: 'change' },
  /** Submitted assessments, their results and status history: as long as the account exists. */
  assessments: { days: null, after: 'whileAccount' },
} as const satisfies Record<string, { days: number | null; after: RetentionClock }>;

/** What a period counts from. */
export type RetentionClock = 'lastChange' | 'decision' | 'expiry' | 'lastUse' | 'sent' | 'window' | 'change' | 'whileAccount';

export type RetentionKind = keyof typeof RETENTION;
export const RETENTION_KINDS = Object.keys(RETENTION) as RetentionKind[];

const DAY_MS = 86_400_000;

/** The moment before which a kind's rows are due for deletion, at `now`; null for kinds kept while the account exists. */
export function retentionCutoff(kind: RetentionKind, now: Date): Date | null {
  const { days } = RETENTION[kind];
  return days === null ? null : new Date(now.getTime() - days * DAY_MS);
}

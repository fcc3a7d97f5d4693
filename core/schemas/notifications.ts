import { z } from 'zod';

/**
 * E-mail notifications (issue 15): the kinds a user can receive, each turned off on its own
 * (Settings › Notifications, or the one-click unsubscribe link of an e-mail of that kind).
 * `broker_digest` goes to brokers only.
 */
export const EMAIL_KINDS = ['status_change', 'document_review', 'document_reminder', 'plan_reminder', 'payment_receipt', 'case_message', 'document_request', 'broker_digest'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export const ZEmailKind = z.enum(EMAIL_KINDS, { error: 'errors.notFound' });

/** The kinds an applicant receives; brokers also get the digest. */
export const APPLICANT_EMAIL_KINDS = ['status_change', 'document_review', 'document_reminder', 'plan_reminder', 'payment_receipt', 'case_message', 'document_request'] as const satisfies readonly EmailKind[];

/** GET /api/account/notifications: every kind, on or off. */
export const ZEmailPreferences = z.object({
  status_change: z.boolean(),
  document_review: z.boolean(),
  document_reminder: z.boolean(),
  plan_reminder: z.boolean(),
  payment_receipt: z.boolean(),
  /** Issue 24: a message on the case (to the applicant, or to the case's broker). */
  case_message: z.boolean(),
  /** Issue 24: a broker asks the applicant for a document. */
  document_request: z.boolean(),
  broker_digest: z.boolean(),
}) satisfies z.ZodType<Record<EmailKind, boolean>>;
export type EmailPreferences = z.infer<typeof ZEmailPreferences>;

/** PUT /api/account/notifications: the kinds to change (others stay as they are). */
export const ZEmailPreferencesUpdate = ZEmailPreferences.partial();
export type EmailPreferencesUpdate = z.infer<typeof ZEmailPreferencesUpdate>;

/** The unsubscribe link's query: the recipient's token and the kind to stop. */
export const ZUnsubscribeQuery = z.object({
  token: z.string({ error: 'errors.notFound' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'errors.notFound' }),
  kind: ZEmailKind,
});
export type UnsubscribeQuery = z.infer<typeof ZUnsubscribeQuery>;

/** POST /api/notifications/unsubscribe: what was turned off. */
export const ZUnsubscribeResult = z.object({ kind: ZEmailKind, isSubscribed: z.literal(false) });
export type UnsubscribeResult = z.infer<typeof ZUnsubscribeResult>;

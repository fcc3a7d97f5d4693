import { z } from 'zod';
import { addDays } from '../buying-plan/dates';
import { ASSESSMENT_STATUSES, DOCUMENT_TYPES } from '../constants';
import { CASE_STAGES } from '../case-stages';
import { VERIFICATION_KINDS } from './verifications';
import { ZDocumentType } from './documents';
import { multiLine } from './text';

/**
 * Issue 24 item 3: one case, followed by both sides (ADR 086). The applicant and the brokers
 * write messages on a submitted assessment; a broker asks for a document by a due day; both read
 * one timeline. Messages are translation keys (namespace `translation`).
 */
export const CASE_MESSAGE_MAX_LENGTH = 2000;
export const DOCUMENT_REQUEST_NOTE_MAX_LENGTH = 500;
/** A due day further out than this says nothing about urgency: the broker asks again later. */
export const DOCUMENT_REQUEST_MAX_DAYS = 90;
/** The product's days are Romanian business days (the e-mails' dates, the brokers' working day). */
export const CASE_TIME_ZONE = 'Europe/Bucharest';

export const CASE_MESSAGES = {
  body: 'validation.case.body',
  bodyMax: 'validation.case.bodyMax',
  documentType: 'validation.documentType.invalid',
  note: 'validation.case.noteMax',
  dueDate: 'validation.case.dueDate',
  dueDatePast: 'validation.case.dueDatePast',
  dueDateTooFar: 'validation.case.dueDateTooFar',
  status: 'validation.case.requestStatus',
} as const;

/** Today in the product's time zone, as an ISO day (YYYY-MM-DD). */
export function todayInCaseZone(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: CASE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Why a due day cannot be asked for from `today` (both ISO days), as a message key; null when it can. Pure. */
export function dueDateProblem(dueDate: string, today: string): string | null {
  if (dueDate < today) return CASE_MESSAGES.dueDatePast;
  if (dueDate > addDays(today, DOCUMENT_REQUEST_MAX_DAYS)) return CASE_MESSAGES.dueDateTooFar;
  return null;
}

/** An open request whose due day has passed (in the product's time zone). */
export const isOverdue = (request: { status: string; dueDate: string }, today: string) => request.status === 'open' && request.dueDate < today;

/** POST /api/assessments/:id/messages */
export const ZCaseMessageRequest = z.object({
  body: z
    .string({ error: CASE_MESSAGES.body })
    .check(multiLine('message'))
    .trim()
    .min(1, { error: CASE_MESSAGES.body })
    .max(CASE_MESSAGE_MAX_LENGTH, { error: CASE_MESSAGES.bodyMax }),
});
export type CaseMessageRequest = z.infer<typeof ZCaseMessageRequest>;

/** POST /api/assessments/:id/document-requests. The due day's range depends on today: checked by dueDateProblem. */
export const ZDocumentRequestCreate = z.object({
  documentType: ZDocumentType,
  /** Optional; blank is none. */
  note: z
    .string({ error: CASE_MESSAGES.note })
    .check(multiLine('notes'))
    .trim()
    .max(DOCUMENT_REQUEST_NOTE_MAX_LENGTH, { error: CASE_MESSAGES.note })
    .optional(),
  dueDate: z.iso.date({ error: CASE_MESSAGES.dueDate }),
});
export type DocumentRequestCreate = z.infer<typeof ZDocumentRequestCreate>;

/** PATCH /api/document-requests/:requestId: a broker cancels an open request. */
export const ZDocumentRequestUpdate = z.object({ status: z.literal('cancelled', { error: CASE_MESSAGES.status }) });
export type DocumentRequestUpdate = z.infer<typeof ZDocumentRequestUpdate>;

export const DOCUMENT_REQUEST_STATUSES = ['open', 'fulfilled', 'cancelled'] as const;
export const CASE_SIDES = ['applicant', 'broker', 'system'] as const;
export type CaseSide = (typeof CASE_SIDES)[number];

/**
 * A document request as either side reads it. `requestedBy` is the broker's first name for the
 * applicant, the full name for a broker; `requestedByEmail` is for brokers only.
 */
export const ZDocumentRequest = z.object({
  id: z.string(),
  assessmentId: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  note: z.string().nullable(),
  dueDate: z.string(),
  status: z.enum(DOCUMENT_REQUEST_STATUSES),
  isOverdue: z.boolean(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  fulfilledDocumentId: z.string().nullable(),
  requestedBy: z.string().nullable(),
  requestedByEmail: z.string().optional(),
});
export type DocumentRequest = z.infer<typeof ZDocumentRequest>;

/** A message as either side reads it (`authorEmail` for brokers only). */
export const ZCaseMessage = z.object({
  id: z.string(),
  authorSide: z.enum(['applicant', 'broker']),
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  authorEmail: z.string().optional(),
});
export type CaseMessage = z.infer<typeof ZCaseMessage>;

const entry = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.object({ id: z.string(), kind: z.literal(kind), at: z.string(), side: z.enum(CASE_SIDES), ...shape });

/**
 * Who did it: a name as the viewer may read it; the e-mail address for brokers only. Optional
 * fields come last in every entry: the answer's writer puts them after the required ones.
 */
const actor = { actorName: z.string().nullable(), actorEmail: z.string().optional() };

/** One line of the case's timeline. Fields marked optional are a broker's only (never sent to the applicant). */
export const ZCaseTimelineEntry = z.discriminatedUnion('kind', [
  entry('submitted', {}),
  entry('status', { fromStatus: z.enum(ASSESSMENT_STATUSES).nullable(), toStatus: z.enum(ASSESSMENT_STATUSES), note: z.string().nullable(), ...actor }),
  entry('stage', { fromStage: z.enum(CASE_STAGES).nullable(), toStage: z.enum(CASE_STAGES).nullable(), ...actor }),
  /** `brokerName` null: unassigned (or the account is gone); `brokerId` and `brokerEmail` for brokers only. */
  entry('assigned', {
    brokerName: z.string().nullable(),
    actorName: actor.actorName,
    brokerId: z.string().nullable().optional(),
    brokerEmail: z.string().nullable().optional(),
    actorEmail: actor.actorEmail,
  }),
  entry('verified', { verificationKind: z.enum(VERIFICATION_KINDS), amount: z.number().nullable(), currency: z.string().nullable(), ...actor }),
  entry('verification_undone', { verificationKind: z.enum(VERIFICATION_KINDS), reason: z.string().nullable() }),
  entry('document_uploaded', { documentId: z.string(), documentType: z.enum(DOCUMENT_TYPES), fileName: z.string() }),
  entry('document_reviewed', {
    documentId: z.string(),
    documentType: z.enum(DOCUMENT_TYPES),
    fileName: z.string(),
    status: z.enum(['accepted', 'rejected']),
    reason: z.string().nullable(),
    ...actor,
  }),
  entry('request_opened', {
    requestId: z.string(),
    documentType: z.enum(DOCUMENT_TYPES),
    note: z.string().nullable(),
    dueDate: z.string(),
    status: z.enum(DOCUMENT_REQUEST_STATUSES),
    isOverdue: z.boolean(),
    ...actor,
  }),
  entry('request_fulfilled', { requestId: z.string(), documentType: z.enum(DOCUMENT_TYPES), documentId: z.string().nullable() }),
  entry('request_cancelled', { requestId: z.string(), documentType: z.enum(DOCUMENT_TYPES) }),
  entry('message', { body: z.string(), ...actor }),
]);
export type CaseTimelineEntry = z.infer<typeof ZCaseTimelineEntry>;
export type CaseTimelineKind = CaseTimelineEntry['kind'];

/** GET /api/assessments/:id/case: the timeline oldest first (newest last), and the requests still open. */
export const ZCase = z.object({
  timeline: z.array(ZCaseTimelineEntry),
  openRequests: z.array(ZDocumentRequest),
});
export type Case = z.infer<typeof ZCase>;

import type { DocumentType } from '../../../core/constants';
import { isOverdue, type CaseSide, type CaseTimelineEntry, type DocumentRequest } from '../../../core/schemas/cases';
import type { DocumentRequestRow, Person, TimelineRows } from './cases.repository';

/** Who reads the case: a broker (or admin) sees everything; the applicant never a broker's address or id. */
export type Viewer = 'applicant' | 'broker';

/**
 * A person's name as this viewer may read it: brokers read full names and addresses; the
 * applicant reads first names only (issue 24 item 3), never an address.
 */
export function nameFor(viewer: Viewer, who: Person | null | undefined): { actorName: string | null; actorEmail?: string } {
  if (!who) return viewer === 'broker' ? { actorName: null, actorEmail: undefined } : { actorName: null };
  if (viewer === 'applicant') return { actorName: who.firstName || null };
  const full = [who.firstName, who.lastName].filter(Boolean).join(' ') || null;
  return { actorName: full, actorEmail: who.email ?? undefined };
}

/** Without its undefined keys: an omitted field stays omitted in the answer. */
const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

export function toDocumentRequest(row: DocumentRequestRow, requester: Person | null | undefined, viewer: Viewer, today: string): DocumentRequest {
  const { actorName, actorEmail } = nameFor(viewer, requester);
  return defined({
    id: row.id,
    assessmentId: row.assessmentId,
    documentType: row.documentType as DocumentType,
    note: row.note,
    dueDate: row.dueDate,
    status: row.status,
    isOverdue: isOverdue(row, today),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    fulfilledDocumentId: row.fulfilledDocumentId,
    requestedBy: actorName,
    requestedByEmail: actorEmail,
  });
}

/** The order of entries at the same instant: cause before effect (an upload before the request it fulfils). */
const KIND_ORDER: Record<CaseTimelineEntry['kind'], number> = {
  submitted: 0,
  status: 1,
  stage: 2,
  assigned: 3,
  request_opened: 4,
  message: 5,
  document_uploaded: 6,
  request_fulfilled: 7,
  document_reviewed: 8,
  verified: 9,
  verification_undone: 10,
  request_cancelled: 11,
};

const sideOf = (actorId: string | null, applicantId: string): CaseSide => (actorId === null ? 'system' : actorId === applicantId ? 'applicant' : 'broker');

/**
 * The case's timeline for one viewer, oldest first (newest last): the submission, status and
 * stage changes, assignments, verifications, documents, requests and messages. Only what this
 * viewer may read: for the applicant, a broker is a first name (no address, no id), and
 * case_events.detail (the other side's working data) is never shown to either side here.
 */
export function buildTimeline(
  rows: TimelineRows,
  context: { viewer: Viewer; applicantId: string; submittedAt: Date | null; today: string },
): CaseTimelineEntry[] {
  const { viewer, applicantId, today } = context;
  const entries: CaseTimelineEntry[] = [];
  const push = (entry: CaseTimelineEntry) => entries.push(defined(entry));
  const at = (date: Date) => date.toISOString();

  if (context.submittedAt) push({ id: 'submitted', kind: 'submitted', at: at(context.submittedAt), side: 'applicant' });

  for (const { event, actor } of rows.statusRows) {
    // The submission's own event is the `submitted` entry.
    if (event.toStatus === 'submitted' && (event.fromStatus === null || event.fromStatus === 'draft')) continue;
    push({
      id: `status-${event.id}`,
      kind: 'status',
      at: at(event.createdAt),
      side: sideOf(event.actorId, applicantId),
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
      ...nameFor(viewer, actor),
    });
  }

  for (const { event, actor, broker } of rows.caseRows) {
    const base = { at: at(event.createdAt), side: sideOf(event.actorId, applicantId), ...nameFor(viewer, actor) };
    if (event.kind === 'stage') {
      push({ id: `stage-${event.id}`, kind: 'stage', ...base, fromStage: event.fromStage, toStage: event.toStage });
      continue;
    }
    const assignee = nameFor(viewer, event.brokerId ? broker : null);
    push({
      id: `assigned-${event.id}`,
      kind: 'assigned',
      ...base,
      brokerName: assignee.actorName,
      ...(viewer === 'broker' ? { brokerId: event.brokerId, brokerEmail: assignee.actorEmail ?? null } : {}),
    });
  }

  for (const { verification, actor } of rows.verificationRows) {
    push({
      id: `verified-${verification.id}`,
      kind: 'verified',
      at: at(verification.verifiedAt),
      side: verification.verifiedBy === null ? 'system' : 'broker',
      verificationKind: verification.kind,
      amount: verification.amount === null ? null : Number(verification.amount),
      currency: verification.currency,
      ...nameFor(viewer, actor),
    });
    if (verification.undoneAt) {
      push({ id: `undone-${verification.id}`, kind: 'verification_undone', at: at(verification.undoneAt), side: 'broker', verificationKind: verification.kind, reason: verification.undoReason });
    }
  }

  for (const { document, actor } of rows.documentRows) {
    const documentType = document.documentType as DocumentType;
    push({ id: `uploaded-${document.id}`, kind: 'document_uploaded', at: at(document.uploadedAt), side: 'applicant', documentId: document.id, documentType, fileName: document.originalName });
    if (document.reviewedAt && document.status !== 'pending') {
      push({
        id: `reviewed-${document.id}`,
        kind: 'document_reviewed',
        at: at(document.reviewedAt),
        side: 'broker',
        documentId: document.id,
        documentType,
        fileName: document.originalName,
        status: document.status,
        reason: document.status === 'rejected' ? document.rejectionReason : null,
        ...nameFor(viewer, actor),
      });
    }
  }

  for (const { request, actor } of rows.requestRows) {
    const documentType = request.documentType as DocumentType;
    push({
      id: `request-${request.id}`,
      kind: 'request_opened',
      at: at(request.createdAt),
      side: 'broker',
      requestId: request.id,
      documentType,
      note: request.note,
      dueDate: request.dueDate,
      status: request.status,
      isOverdue: isOverdue(request, today),
      ...nameFor(viewer, actor),
    });
    if (request.closedAt && request.status === 'fulfilled') {
      push({ id: `fulfilled-${request.id}`, kind: 'request_fulfilled', at: at(request.closedAt), side: 'applicant', requestId: request.id, documentType, documentId: request.fulfilledDocumentId });
    }
    if (request.closedAt && request.status === 'cancelled') {
      push({ id: `cancelled-${request.id}`, kind: 'request_cancelled', at: at(request.closedAt), side: 'broker', requestId: request.id, documentType });
    }
  }

  for (const { message, actor } of rows.messageRows) {
    push({ id: `message-${message.id}`, kind: 'message', at: at(message.createdAt), side: message.authorSide, body: message.body, ...nameFor(viewer, actor) });
  }

  return entries.sort((a, b) => a.at.localeCompare(b.at) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id.localeCompare(b.id));
}

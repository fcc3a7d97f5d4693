import type { Role } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import {
  dueDateProblem,
  todayInCaseZone,
  type Case,
  type CaseMessage,
  type CaseMessageRequest,
  type DocumentRequest,
  type DocumentRequestCreate,
} from '../../../core/schemas/cases';
import type { Transaction } from '../../jobs/sql-executor';
import { buildTimeline, nameFor, toDocumentRequest, type Viewer } from './case-timeline';
import type { CasesRepository } from './cases.repository';

interface Actor {
  id: string;
  role: Role;
}

/** Each side's e-mail, queued in the writing transaction (ADR 024/025). */
export interface CaseNotifier {
  caseMessagePosted(tx: Transaction, message: { userId: string; messageId: string }): Promise<unknown>;
  documentRequested(tx: Transaction, request: { userId: string; requestId: string }): Promise<unknown>;
  nudge(): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BROKER_SIDE: readonly Role[] = ['broker', 'admin'];
const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');
const isBroker = (actor: Actor) => BROKER_SIDE.includes(actor.role);

/**
 * Issue 24 item 3 (ADR 086): one case per submitted assessment, read and written by its owner and
 * by every broker and admin; anyone else, and everyone for a draft, finds nothing (404).
 */
export interface CasesDeps {
  notifier?: CaseNotifier;
  today?: () => string;
  /** A broker answered (a message or a request): the pipeline board reads the case's clock afresh. */
  onBrokerAnswered?: () => void;
}

export function createCasesService(repo: CasesRepository, deps: CasesDeps = {}) {
  const { notifier, today = () => todayInCaseZone(), onBrokerAnswered } = deps;

  /** The submitted assessment this actor may follow, with the side they are on; 404 otherwise. */
  async function caseFor(actor: Actor, assessmentId: string) {
    if (!UUID.test(assessmentId)) throw notFound();
    const assessment = await repo.findAssessment(assessmentId);
    // A draft is its owner's alone and has no case yet (issue 11).
    if (!assessment || assessment.status === 'draft') throw notFound();
    const viewer: Viewer | null = isBroker(actor) ? 'broker' : assessment.userId === actor.id ? 'applicant' : null;
    if (!viewer) throw notFound();
    return { assessment, viewer };
  }

  return {
    /** GET /api/assessments/:id/case */
    async read(actor: Actor, assessmentId: string): Promise<Case> {
      const { assessment, viewer } = await caseFor(actor, assessmentId);
      const day = today();
      const rows = await repo.timelineRows(assessment.id);
      const timeline = buildTimeline(rows, { viewer, applicantId: assessment.userId, submittedAt: assessment.submittedAt ?? assessment.createdAt, today: day });
      const openRequests = rows.requestRows
        .filter(({ request }) => request.status === 'open')
        .sort((a, b) => a.request.dueDate.localeCompare(b.request.dueDate) || a.request.createdAt.getTime() - b.request.createdAt.getTime())
        .map(({ request, actor: requester }) => toDocumentRequest(request, requester, viewer, day));
      return { timeline, openRequests };
    },

    /**
     * POST /api/assessments/:id/messages. A broker's message goes by e-mail to the applicant; the
     * applicant's to the case's assigned broker. With no broker assigned, no broker is e-mailed:
     * the message waits on the case, and the pipeline's response clock (another item of issue 24)
     * is what makes an unassigned case be picked up, not a mail to every broker.
     */
    async postMessage(actor: Actor, assessmentId: string, body: CaseMessageRequest): Promise<CaseMessage> {
      const { assessment, viewer } = await caseFor(actor, assessmentId);
      const recipient = viewer === 'broker' ? assessment.userId : assessment.assignedBrokerId;
      const row = await repo.insertMessage(
        { assessmentId: assessment.id, authorId: actor.id, authorSide: viewer, body: body.body },
        notifier && recipient && recipient !== actor.id ? (tx, message) => notifier.caseMessagePosted(tx, { userId: recipient, messageId: message.id }) : undefined,
      );
      notifier?.nudge();
      if (viewer === 'broker') onBrokerAnswered?.();
      const author = nameFor(viewer, await repo.findPerson(actor.id));
      return { id: row.id, authorSide: row.authorSide, authorName: author.actorName, ...(viewer === 'broker' ? { authorEmail: author.actorEmail } : {}), body: row.body, createdAt: row.createdAt.toISOString() };
    },

    /** POST /api/assessments/:id/document-requests (brokers and admins; the route admits no one else). */
    async requestDocument(actor: Actor, assessmentId: string, body: DocumentRequestCreate): Promise<DocumentRequest> {
      const { assessment } = await caseFor(actor, assessmentId);
      const day = today();
      const problem = dueDateProblem(body.dueDate, day);
      if (problem) throw new AppError('VALIDATION_ERROR', problem, { fieldErrors: { dueDate: problem } });
      const row = await repo.insertRequest(
        { assessmentId: assessment.id, requestedBy: actor.id, documentType: body.documentType, note: body.note || null, dueDate: body.dueDate },
        notifier && ((tx, request) => notifier.documentRequested(tx, { userId: assessment.userId, requestId: request.id })),
      );
      notifier?.nudge();
      onBrokerAnswered?.();
      return toDocumentRequest(row, await repo.findPerson(actor.id), 'broker', day);
    },

    /** PATCH /api/document-requests/:requestId: cancels an open request; 409 once it is closed. */
    async cancelRequest(actor: Actor, requestId: string): Promise<DocumentRequest> {
      if (!UUID.test(requestId)) throw notFound();
      const existing = await repo.findRequest(requestId);
      if (!existing) throw notFound();
      await caseFor(actor, existing.assessmentId);
      const row = await repo.cancelRequest(requestId);
      if (!row) throw new AppError('CONFLICT', 'errors.case.requestClosed');
      return toDocumentRequest(row, await repo.findPerson(row.requestedBy), 'broker', today());
    },

    /** Called by the documents service in the upload's transaction (ADR 086): the upload fulfils the oldest open request of its type. */
    fulfilRequest: (tx: Transaction, document: { id: string; assessmentId: string; documentType: string }) => repo.fulfilOldestOpen(tx, document),
  };
}

export type CasesService = ReturnType<typeof createCasesService>;

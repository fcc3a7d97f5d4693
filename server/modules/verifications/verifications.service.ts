import type { Role } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import { toCentsString } from '../../../core/money/round';
import {
  VERIFICATION_DOCUMENT_TYPES,
  type UndoVerificationRequest,
  type Verification,
  type VerifyRequest,
} from '../../../core/schemas/verifications';
import type { VerificationRow, VerificationsRepository } from './verifications.repository';

interface Actor {
  id: string;
  role: Role;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CAN_READ_ANY: readonly Role[] = ['broker', 'admin'];
const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');

/** A broker's name as an applicant may read it: first name and initial ("Maria P."). */
export const shortName = (firstName: string | null, lastName: string | null) =>
  [firstName, lastName ? `${lastName.charAt(0)}.` : null].filter(Boolean).join(' ') || null;

function toVerification(row: VerificationRow, firstName: string | null, lastName: string | null): Verification {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount === null ? null : Number(row.amount),
    currency: row.currency,
    documentCount: row.documentIds.length,
    verifiedAt: row.verifiedAt.toISOString(),
    verifiedBy: row.verifiedBy === null ? null : shortName(firstName, lastName),
    undoneAt: row.undoneAt?.toISOString() ?? null,
    undoReason: row.undoReason,
  };
}

/**
 * Issue 23: brokers verify an assessment's income, the applicant's identity and the property papers
 * against the documents uploaded for it; the applicant, brokers and admins read what was verified.
 */
export function createVerificationsService(repo: VerificationsRepository) {
  async function submittedAssessment(assessmentId: string) {
    if (!UUID.test(assessmentId)) throw notFound();
    const assessment = await repo.findAssessment(assessmentId);
    // A draft is its owner's alone (issue 11): nothing to verify on it.
    if (!assessment || assessment.status === 'draft') throw notFound();
    return assessment;
  }

  async function listOf(assessmentId: string): Promise<Verification[]> {
    return (await repo.list(assessmentId)).map(({ verification, firstName, lastName }) => toVerification(verification, firstName, lastName));
  }

  return {
    /** GET /api/assessments/:id/verifications: the owner, brokers and admins; live and undone ones, newest first. */
    async list(actor: Actor, assessmentId: string): Promise<Verification[]> {
      if (!UUID.test(assessmentId)) throw notFound();
      const assessment = await repo.findAssessment(assessmentId);
      if (!assessment) throw notFound();
      const isOwner = assessment.userId === actor.id;
      if (!isOwner && (assessment.status === 'draft' || !CAN_READ_ANY.includes(actor.role))) throw notFound();
      return listOf(assessmentId);
    },

    /** POST /api/broker/assessments/:id/verifications: 409 when this kind is verified already. */
    async verify(actor: Actor, assessmentId: string, body: VerifyRequest): Promise<Verification> {
      const assessment = await submittedAssessment(assessmentId);
      const ids = [...new Set(body.documentIds)];
      const found = await repo.documentsOf(assessment.id, ids.filter((id) => UUID.test(id)), VERIFICATION_DOCUMENT_TYPES[body.kind]);
      if (found.length !== ids.length) {
        throw new AppError('VALIDATION_ERROR', 'validation.verification.documents', { fieldErrors: { documentIds: 'validation.verification.documents' } });
      }
      const isIncome = body.kind === 'income';
      const row = await repo.insertLive({
        assessmentId: assessment.id,
        kind: body.kind,
        amount: isIncome && body.amount !== undefined ? toCentsString(body.amount) : null,
        currency: isIncome ? assessment.incomeCurrency : null,
        documentIds: ids,
        verifiedBy: actor.id,
      });
      if (!row) throw new AppError('CONFLICT', 'errors.verification.alreadyVerified');
      return (await listOf(assessment.id)).find((item) => item.id === row.id)!;
    },

    /** POST /api/broker/verifications/:id/undo: with a reason; 409 when it was undone already. */
    async undo(actor: Actor, verificationId: string, body: UndoVerificationRequest): Promise<Verification> {
      if (!UUID.test(verificationId)) throw notFound();
      const existing = await repo.findById(verificationId);
      if (!existing) throw notFound();
      const row = await repo.undo(verificationId, { undoneBy: actor.id, undoReason: body.reason });
      if (!row) throw new AppError('CONFLICT', 'errors.verification.alreadyUndone');
      return (await listOf(row.assessmentId)).find((item) => item.id === row.id)!;
    },
  };
}

export type VerificationsService = ReturnType<typeof createVerificationsService>;

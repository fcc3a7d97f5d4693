import { z } from 'zod';
import { INCOME_DOCUMENT_TYPES } from './documents';
import { multiLine, singleLine } from './text';
import { requiredAmount } from '../assessment-fields/field-rules';

/**
 * Issue 23: a broker's verification of an assessment's income (the amount and the documents it
 * rests on), the applicant's identity (an ID document seen) or the property papers. Recorded with
 * who and when; undone only with a reason. Messages are translation keys (namespace `translation`).
 */
export const VERIFICATION_KINDS = ['income', 'identity', 'property'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];
export const MAX_UNDO_REASON_LENGTH = 500;

/** The document types each kind rests on. */
export const VERIFICATION_DOCUMENT_TYPES = {
  income: INCOME_DOCUMENT_TYPES,
  identity: ['id_document'],
  property: ['property_papers'],
} as const satisfies Record<VerificationKind, readonly string[]>;

export const ZVerification = z.object({
  id: z.string(),
  kind: z.enum(VERIFICATION_KINDS),
  /** Income only: the monthly amount verified, in `currency`. */
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  documentCount: z.number().int(),
  verifiedAt: z.string(),
  /** The broker's name as the applicant may read it ("Maria P."); null when the account is gone. */
  verifiedBy: z.string().nullable(),
  undoneAt: z.string().nullable(),
  undoReason: z.string().nullable(),
});
export type Verification = z.infer<typeof ZVerification>;
export const ZVerificationList = z.array(ZVerification);

/** POST /api/broker/assessments/:id/verifications */
export const ZVerifyRequest = z
  .object({
    kind: z.enum(VERIFICATION_KINDS, { error: 'validation.verification.kind' }),
    /** Income only, as decimal text: the monthly amount the documents show, in the declared income's currency. */
    amount: requiredAmount('validation.verification.amount', 'validation.verification.amount', 10_000_000).optional(),
    documentIds: z
      .array(z.string({ error: 'validation.verification.documents' }).check(singleLine('documentIds')), { error: 'validation.verification.documents' })
      .min(1, { error: 'validation.verification.documents' })
      .max(30, { error: 'validation.verification.documents' }),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'income' && value.amount === undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.verification.amount' });
  });
export type VerifyRequest = z.infer<typeof ZVerifyRequest>;

/** POST /api/broker/verifications/:id/undo */
export const ZUndoVerificationRequest = z.object({
  reason: z
    .string({ error: 'validation.verification.reasonRequired' })
    .check(multiLine('reason'))
    .trim()
    .min(1, { error: 'validation.verification.reasonRequired' })
    .max(MAX_UNDO_REASON_LENGTH, { error: 'validation.verification.reasonMax' }),
});
export type UndoVerificationRequest = z.infer<typeof ZUndoVerificationRequest>;

import { toIntegerCents } from './money/round';
import type { VerificationKind } from './schemas/verifications';

/**
 * What a certificate, its public verification page and the bank dossier may say about each
 * figure's basis (issue 23, item 4): verified by a broker, or declared by the applicant. One
 * definition, so the three never disagree.
 *
 * Income counts as verified only when the amount a broker verified covers the declared monthly
 * income in the same currency: the score, maximum and offer were computed on the declared amount,
 * and a lower verified amount does not vouch for them ("when in doubt, say less and say why").
 */
export interface LiveVerification {
  kind: VerificationKind;
  /** Income only: the monthly amount verified. */
  amount: number | null;
  currency: string | null;
  documentCount: number;
  verifiedAt: Date;
}

export type FigureBasis =
  | { state: 'verified'; documentCount: number; verifiedAt: Date }
  /** Income only: a broker verified a smaller amount than declared; the figures rest on the declaration. */
  | { state: 'verifiedLower'; amount: number; currency: string; documentCount: number; verifiedAt: Date }
  | { state: 'declared' };

export interface VerificationStatus {
  income: FigureBasis;
  identity: FigureBasis;
  property: FigureBasis;
}

const DECLARED: FigureBasis = { state: 'declared' };

function incomeBasis(verification: LiveVerification | undefined, declared: { amount: number | null; currency: string | null }): FigureBasis {
  if (!verification || verification.amount === null) return DECLARED;
  const { amount, currency, documentCount, verifiedAt } = verification;
  const covers = declared.amount !== null && currency === declared.currency && toIntegerCents(amount) >= toIntegerCents(declared.amount);
  if (covers) return { state: 'verified', documentCount, verifiedAt };
  return currency ? { state: 'verifiedLower', amount, currency, documentCount, verifiedAt } : DECLARED;
}

/** The basis of each figure, from the live (not undone) verifications and the declared income. */
export function verificationStatus(live: readonly LiveVerification[], declaredIncome: { amount: number | null; currency: string | null }): VerificationStatus {
  const of = (kind: VerificationKind) => live.find((verification) => verification.kind === kind);
  const document = (kind: 'identity' | 'property'): FigureBasis => {
    const verification = of(kind);
    return verification ? { state: 'verified', documentCount: verification.documentCount, verifiedAt: verification.verifiedAt } : DECLARED;
  };
  return { income: incomeBasis(of('income'), declaredIncome), identity: document('identity'), property: document('property') };
}

import { assessHeadline } from './assessment';
import { mostLendingBank, type BankLimit } from './banks';
import type { HouseholdMemo } from './household-pick';
import type { PreparedConfig } from './prepare-config';
import type { EngineInput } from './types';

/**
 * What a partner bank would lend the household after one change to its answers (issue 19: a
 * next step's figures come from re-running the engine on the changed answers, never from an
 * estimate): the bank that lends the most then, its maximum and the term it gives, in years.
 */
export interface LentAfter {
  bankId: number;
  bankName: string;
  maxLoanAmount: number;
  termYears: number;
  /** The oldest age at the last instalment that bank accepts. */
  maxAgeAtMaturity: number | null;
}

/**
 * The engine on `changed` (the headline pass: the maximum and its bank depend neither on the
 * offers' prices nor on the loan and score that follow them). `among` keeps the answer to the banks a step names ("CEC Bank lends to …"):
 * another bank lending after the change would make that sentence untrue. Null when none lends.
 */
export function lentAfter(
  changed: EngineInput,
  prepared: PreparedConfig,
  among: ReadonlySet<number> | null = null,
  households?: HouseholdMemo,
): LentAfter | null {
  const after = assessHeadline(changed, prepared, households);
  if (after.verdict === 'not_eligible' || !after.route) return null;
  const candidates = after.route.bankLimits.filter((limit: BankLimit) => among === null || among.has(limit.bank.id));
  const best = mostLendingBank(candidates);
  if (!best) return null;
  return {
    bankId: best.bank.id,
    bankName: best.bank.name,
    maxLoanAmount: best.maxLoanAmount,
    termYears: best.termMonths / 12,
    maxAgeAtMaturity: best.evaluation?.terms.maxAgeAtMaturity ?? null,
  };
}

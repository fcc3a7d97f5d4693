import { principalForPayment } from './annuity';
import { assess, type Assessment } from './assessment';
import { bandThresholds } from './bands';
import type { HouseholdMemo } from './household-pick';
import { downPaymentFor } from './own-funds';
import type { PreparedConfig } from './prepare-config';
import { ceilToStep, floorToStep, toPercent } from './rounding';
import { pointsFor, type ScoredCategory } from './score';
import type { EngineInput, Improvement, ScoringCategory } from './types';

/**
 * "What would change the result" (docs/lending-rules.md §5). Each candidate is a concrete change to
 * the input; its gain is measured by re-running the engine, never estimated, so a larger down
 * payment that also empties the reserves shows its net effect. Only changes that gain score
 * points, maximum loan or a better verdict are kept, best first; when no loan is possible, only
 * changes that make one possible (issue 10: "+13 points" that leave the maximum at €0 is noise).
 *
 * The amounts a suggestion names add up (issue 10): a new loan comes with the down payment that
 * completes the price (down payment + loan ≥ price), and the own funds it needs (that down
 * payment + purchase costs); a savings target covers the own funds plus the reserve it promises.
 * Issue 19: the own funds a suggestion names are those of the result after following it (the
 * same pass, the same ranking of the offers), so the card shown then says the same amount.
 */

interface Candidate {
  key: string;
  values: Record<string, string | number>;
  input: EngineInput;
  /** The suggestion names the own funds the changed loan needs: read them from the result after it. */
  namesOwnFunds: boolean;
}

type ScoredWithConfig = { scored: ScoredCategory; category: ScoringCategory };

function findScored(base: Assessment, prepared: PreparedConfig, name: string): ScoredWithConfig | null {
  const index = base.scored.findIndex((item) => item.category === name);
  return index < 0 ? null : { scored: base.scored[index], category: prepared.activeScoring[index] };
}

/** The nearest band threshold that earns more points than now, in the improving direction. */
function nearestBetterThreshold(found: ScoredWithConfig, direction: 'lower' | 'higher'): number | null {
  const { scored, category } = found;
  const current = scored.measure;
  let best: number | null = null;
  for (const { option, threshold } of bandThresholds(category.bands, direction, scored.cap)) {
    if (pointsFor(category, option) <= scored.points) continue;
    if (direction === 'lower') {
      if (current !== undefined && !(threshold < current)) continue;
      if (best === null || threshold > best) best = threshold;
    } else {
      if (current !== undefined && !(threshold > current)) continue;
      if (best === null || threshold < best) best = threshold;
    }
  }
  return best;
}

/** A loan of `newLoan` with the down payment that completes the price. */
function withLoan(base: Assessment, newLoan: number) {
  const { input } = base;
  const newDownPayment = downPaymentFor(input, newLoan);
  return {
    newDownPayment,
    extraDownPayment: newDownPayment - downPaymentFor(input, input.desiredLoanAmount),
    input: { ...input, desiredLoanAmount: newLoan, downPayment: newDownPayment },
  };
}

/**
 * A suggested loan is one a partner bank would lend (issue 10: "borrow €14,500" when banks lend
 * €12,000 at most is no help): above the headline, the headline itself is suggested, which is
 * the same change as borrowing what the banks lend.
 */
function lendableLoan(base: Assessment, loan: number): number {
  return base.maxLoanAmount > 0 ? Math.min(loan, base.maxLoanAmount) : loan;
}

/** A larger down payment (same price) that brings the LTV into the next better band. */
function largerDownPayment(base: Assessment, prepared: PreparedConfig): Candidate | null {
  const found = findScored(base, prepared, 'loanToValue');
  const target = found && nearestBetterThreshold(found, 'lower');
  if (target === null || target === undefined) return null;
  const { input } = base;
  const newLoan = lendableLoan(base, floorToStep(target * input.propertyValue, prepared.parameters.improvementRoundingEur));
  if (newLoan <= 0 || newLoan >= input.desiredLoanAmount) return null;
  const change = withLoan(base, newLoan);
  if (change.extraDownPayment <= 0) return null;
  return {
    key: 'result.improvement.loanToValue.largerDownPayment',
    values: {
      extraDownPayment: change.extraDownPayment,
      newDownPayment: change.newDownPayment,
      newLoanAmount: newLoan,
      ltvPct: toPercent(newLoan / input.propertyValue),
    },
    input: change.input,
    namesOwnFunds: true,
  };
}

/** Partial: borrow what the partner banks lend, with the down payment that closes the gap. */
function borrowWhatBanksLend(base: Assessment): Candidate | null {
  if (base.verdict !== 'partial' || base.maxLoanAmount <= 0 || base.maxLoanAmount >= base.input.desiredLoanAmount) return null;
  const change = withLoan(base, base.maxLoanAmount);
  return {
    key: 'result.improvement.borrowMaximum',
    values: {
      newLoanAmount: base.maxLoanAmount,
      newDownPayment: change.newDownPayment,
      extraDownPayment: change.extraDownPayment,
    },
    input: change.input,
    namesOwnFunds: true,
  };
}

/** A smaller loan whose stressed payment brings the DSTI into the next better band. */
function smallerLoan(base: Assessment, prepared: PreparedConfig): Candidate | null {
  const { lending, input, applicant } = base;
  const found = findScored(base, prepared, 'affordability');
  if (!lending || !found || !(lending.debtServiceCapacity > 0) || !Number.isFinite(lending.debtServiceCapacity)) return null;
  const target = nearestBetterThreshold(found, 'lower');
  if (target === null) return null;
  const payment = target * lending.debtServiceCapacity - applicant.debtsEur;
  const newLoan = lendableLoan(
    base,
    floorToStep(principalForPayment(payment, lending.stressedRate, base.paymentTermMonths), prepared.parameters.improvementRoundingEur),
  );
  if (newLoan <= 0 || newLoan >= input.desiredLoanAmount) return null;
  const change = withLoan(base, newLoan);
  return {
    key: 'result.improvement.affordability.smallerLoan',
    values: {
      newLoanAmount: newLoan,
      loanReduction: input.desiredLoanAmount - newLoan,
      newDownPayment: change.newDownPayment,
      dstiCapSharePct: toPercent(target),
    },
    input: change.input,
    namesOwnFunds: true,
  };
}

/** Waiting at the current employer until the next tenure band (BT asks for ≥ 6 and ≥ 12 months). */
function waitAtEmployer(base: Assessment, prepared: PreparedConfig): Candidate | null {
  const found = findScored(base, prepared, 'employmentDuration');
  const target = found && nearestBetterThreshold(found, 'higher');
  if (target === null || target === undefined) return null;
  const months = Math.ceil(target);
  const { input } = base;
  return {
    key: 'result.improvement.employmentDuration.wait',
    values: { months, monthsToWait: months - input.employmentDuration },
    input: { ...input, employmentDuration: months },
    namesOwnFunds: false,
  };
}

/** Savings that cover the own funds (down payment + costs) and then reach the next reserves band, in stressed instalments. */
function saveMore(base: Assessment, prepared: PreparedConfig): Candidate | null {
  const found = findScored(base, prepared, 'reserves');
  // Without the savings we cannot say how much more to save: the reserves reason asks for them instead.
  if (base.input.currentSavings === undefined) return null;
  if (!found || !base.loan || !(base.monthlyPaymentStressed > 0) || !Number.isFinite(base.monthlyPaymentStressed)) return null;
  const target = nearestBetterThreshold(found, 'higher');
  if (target === null) return null;
  const { input } = base;
  const reserve = target * base.monthlyPaymentStressed;
  const newSavings = ceilToStep(base.ownFunds.required + reserve, prepared.parameters.improvementRoundingEur);
  const extra = newSavings - (input.currentSavings ?? 0);
  if (extra <= 0) return null;
  return {
    key: 'result.improvement.reserves.saveMore',
    values: {
      extraSavings: extra,
      newSavings,
      ownFundsNeeded: Math.round(base.ownFunds.required),
      reserve: Math.round(reserve),
      instalments: target,
    },
    input: { ...input, currentSavings: newSavings },
    // The loan and its bank do not change with the savings: the own funds are the ones shown now.
    namesOwnFunds: false,
  };
}

/** Paying off existing debts frees their payments for the new loan (§7.3). */
function payOffDebts(base: Assessment): Candidate | null {
  const { input } = base;
  if (!input.existingMonthlyDebts) return null;
  return {
    key: 'result.improvement.payOffDebts',
    values: { monthlyDebts: input.existingMonthlyDebts, currency: input.incomeCurrency },
    input: { ...input, existingMonthlyDebts: 0 },
    namesOwnFunds: false,
  };
}

const VERDICT_RANK = { not_eligible: 0, partial: 1, eligible: 2 } as const;

/** The same answers, each given or absent alike (a candidate is the input with a few changed). */
function sameAnswers(a: EngineInput, b: EngineInput): boolean {
  for (const name in a) if (!Object.is(a[name as keyof EngineInput], b[name as keyof EngineInput])) return false;
  for (const name in b) if (!(name in a) && b[name as keyof EngineInput] !== undefined) return false;
  return true;
}

export function findImprovements(base: Assessment, prepared: PreparedConfig, households?: HouseholdMemo): Improvement[] {
  const candidates = [
    borrowWhatBanksLend(base),
    largerDownPayment(base, prepared),
    smallerLoan(base, prepared),
    waitAtEmployer(base, prepared),
    saveMore(base, prepared),
    payOffDebts(base),
  ];
  const improvements: Improvement[] = [];
  const tried: EngineInput[] = [];
  for (const candidate of candidates) {
    if (!candidate) continue;
    // Two routes to the same change (the banks' maximum is also the next LTV band) are one suggestion.
    if (tried.some((input) => sameAnswers(input, candidate.input))) continue;
    tried.push(candidate.input);
    // The whole pass, offers ranked: the result the applicant would see after following it.
    const after = assess(candidate.input, prepared, { price: true, households });
    const scoreGain = after.score - base.score;
    const maxLoanGain = after.maxLoanAmount - base.maxLoanAmount;
    const verdictGain = VERDICT_RANK[after.verdict] - VERDICT_RANK[base.verdict];
    if (verdictGain < 0) continue;
    if (base.verdict === 'not_eligible' && after.verdict === 'not_eligible') continue;
    if (scoreGain > 0 || maxLoanGain > 0 || verdictGain > 0) {
      const values = candidate.namesOwnFunds ? { ...candidate.values, ownFundsNeeded: Math.round(after.ownFunds.required) } : candidate.values;
      improvements.push({ key: candidate.key, values, scoreGain, maxLoanGain, verdictAfter: after.verdict });
    }
  }
  return improvements.sort(
    (a, b) =>
      VERDICT_RANK[b.verdictAfter] - VERDICT_RANK[a.verdictAfter] || b.scoreGain - a.scoreGain || b.maxLoanGain - a.maxLoanGain,
  );
}

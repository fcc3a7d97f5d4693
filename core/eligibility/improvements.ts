import { principalForPayment } from './annuity';
import { assess, type Assessment } from './assessment';
import { bandThresholds } from './bands';
import { downPaymentFor, ownFundsFor } from './own-funds';
import type { PreparedConfig } from './prepare-config';
import { ceilToStep, floorToStep, toPercent } from './rounding';
import { pointsFor, type ScoredCategory } from './score';
import type { EngineInput, Improvement, ScoringCategory } from './types';

/**
 * "What would change the result" (lending-rules §5). Each candidate is a concrete change to
 * the input; its gain is measured by re-running the engine, never estimated, so a larger down
 * payment that also empties the reserves shows its net effect. Only changes that gain score
 * points, maximum loan or a better verdict are kept, best first; when no loan is possible, only
 * changes that make one possible (issue 10: "+13 points" that leave the maximum at €0 is noise).
 *
 * The amounts a suggestion names add up (issue 10): a new loan comes with the down payment that
 * completes the price (down payment + loan ≥ price), and the own funds it needs (that down
 * payment + purchase costs); a savings target covers the own funds plus the reserve it promises.
 */

interface Candidate {
  key: string;
  values: Record<string, string | number>;
  input: EngineInput;
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

/** A loan of `newLoan` with the down payment that completes the price, and the own funds it takes. */
function withLoan(base: Assessment, prepared: PreparedConfig, newLoan: number) {
  const { input } = base;
  const newDownPayment = downPaymentFor(input, newLoan);
  const newInput = { ...input, desiredLoanAmount: newLoan, downPayment: newDownPayment };
  // The costs of buying and the best match's charges for this loan, as the cash-needed card counts them.
  const bestMatch = (prepared.banksByCountry.get(base.applicant.propertyCountry) ?? []).find((bank) => bank.id === base.ownFundsBankId) ?? null;
  const { purchaseCosts } = ownFundsFor(newInput, base.applicant, newLoan, bestMatch, prepared);
  return {
    newDownPayment,
    extraDownPayment: newDownPayment - downPaymentFor(input, input.desiredLoanAmount),
    ownFundsNeeded: Math.round(newDownPayment + purchaseCosts),
    input: newInput,
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
  const change = withLoan(base, prepared, newLoan);
  if (change.extraDownPayment <= 0) return null;
  return {
    key: 'result.improvement.loanToValue.largerDownPayment',
    values: {
      extraDownPayment: change.extraDownPayment,
      newDownPayment: change.newDownPayment,
      newLoanAmount: newLoan,
      ownFundsNeeded: change.ownFundsNeeded,
      ltvPct: toPercent(newLoan / input.propertyValue),
    },
    input: change.input,
  };
}

/** Partial: borrow what the partner banks lend, with the down payment that closes the gap. */
function borrowWhatBanksLend(base: Assessment, prepared: PreparedConfig): Candidate | null {
  if (base.verdict !== 'partial' || base.maxLoanAmount <= 0 || base.maxLoanAmount >= base.input.desiredLoanAmount) return null;
  const change = withLoan(base, prepared, base.maxLoanAmount);
  return {
    key: 'result.improvement.borrowMaximum',
    values: {
      newLoanAmount: base.maxLoanAmount,
      newDownPayment: change.newDownPayment,
      extraDownPayment: change.extraDownPayment,
      ownFundsNeeded: change.ownFundsNeeded,
    },
    input: change.input,
  };
}

/** A smaller loan whose stressed payment brings the DSTI into the next better band. */
function smallerLoan(base: Assessment, prepared: PreparedConfig): Candidate | null {
  const { route, input, applicant } = base;
  const found = findScored(base, prepared, 'affordability');
  if (!route || !found || route.debtServiceCapacity <= 0) return null;
  const target = nearestBetterThreshold(found, 'lower');
  if (target === null) return null;
  const payment = target * route.debtServiceCapacity - applicant.debtsEur;
  const newLoan = lendableLoan(
    base,
    floorToStep(principalForPayment(payment, route.stressedRate, base.paymentTermMonths), prepared.parameters.improvementRoundingEur),
  );
  if (newLoan <= 0 || newLoan >= input.desiredLoanAmount) return null;
  const change = withLoan(base, prepared, newLoan);
  return {
    key: 'result.improvement.affordability.smallerLoan',
    values: {
      newLoanAmount: newLoan,
      loanReduction: input.desiredLoanAmount - newLoan,
      newDownPayment: change.newDownPayment,
      ownFundsNeeded: change.ownFundsNeeded,
      dstiCapSharePct: toPercent(target),
    },
    input: change.input,
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
  };
}

/** Savings that cover the own funds (down payment + costs) and then reach the next reserves band, in stressed instalments. */
function saveMore(base: Assessment, prepared: PreparedConfig): Candidate | null {
  const found = findScored(base, prepared, 'reserves');
  // Without the savings we cannot say how much more to save: the reserves reason asks for them instead.
  if (base.input.currentSavings === undefined) return null;
  if (!found || !base.route || !(base.monthlyPaymentStressed > 0) || !Number.isFinite(base.monthlyPaymentStressed)) return null;
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
  };
}

const VERDICT_RANK = { not_eligible: 0, partial: 1, eligible: 2 } as const;

export function findImprovements(base: Assessment, prepared: PreparedConfig): Improvement[] {
  const candidates = [
    borrowWhatBanksLend(base, prepared),
    largerDownPayment(base, prepared),
    smallerLoan(base, prepared),
    waitAtEmployer(base, prepared),
    saveMore(base, prepared),
    payOffDebts(base),
  ];
  const improvements: Improvement[] = [];
  const tried = new Set<string>();
  for (const candidate of candidates) {
    if (!candidate) continue;
    // Two routes to the same change (the banks' maximum is also the next LTV band) are one suggestion.
    const change = JSON.stringify(candidate.input);
    if (tried.has(change)) continue;
    tried.add(change);
    // Re-run with the same best match, so a suggestion's own funds count the bank the result shows.
    const after = assess(candidate.input, prepared, base.ownFundsBankId);
    const scoreGain = after.score - base.score;
    const maxLoanGain = after.maxLoanAmount - base.maxLoanAmount;
    const verdictGain = VERDICT_RANK[after.verdict] - VERDICT_RANK[base.verdict];
    if (verdictGain < 0) continue;
    if (base.verdict === 'not_eligible' && after.verdict === 'not_eligible') continue;
    if (scoreGain > 0 || maxLoanGain > 0 || verdictGain > 0) {
      improvements.push({ key: candidate.key, values: candidate.values, scoreGain, maxLoanGain, verdictAfter: after.verdict });
    }
  }
  return improvements.sort(
    (a, b) =>
      VERDICT_RANK[b.verdictAfter] - VERDICT_RANK[a.verdictAfter] || b.scoreGain - a.scoreGain || b.maxLoanGain - a.maxLoanGain,
  );
}

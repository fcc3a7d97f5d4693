import { principalForPayment } from './annuity';
import { assess, type Assessment } from './assessment';
import { bandThresholds } from './bands';
import type { PreparedConfig } from './prepare-config';
import { ceilToStep, floorToStep, toPercent } from './rounding';
import { pointsFor, type ScoredCategory } from './score';
import type { EngineInput, Improvement, ScoringCategory } from './types';

/**
 * "What would change the result" (lending-rules §5). Each candidate is a concrete change to
 * the input; its gain is measured by re-running the engine, never estimated, so a larger down
 * payment that also empties the reserves shows its net effect. Only changes that gain score
 * points or maximum loan are kept, best first.
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

/** A larger down payment (same price) that brings the LTV into the next better band. */
function largerDownPayment(base: Assessment, prepared: PreparedConfig): Candidate | null {
  const found = findScored(base, prepared, 'loanToValue');
  const target = found && nearestBetterThreshold(found, 'lower');
  if (target === null || target === undefined) return null;
  const { input } = base;
  const newLoan = floorToStep(target * input.propertyValue, prepared.parameters.improvementRoundingEur);
  if (newLoan <= 0 || newLoan >= input.desiredLoanAmount) return null;
  const extra = input.desiredLoanAmount - newLoan;
  const newDownPayment = (input.downPayment ?? 0) + extra;
  return {
    key: 'result.improvement.loanToValue.largerDownPayment',
    values: { extraDownPayment: extra, newDownPayment, newLoanAmount: newLoan, ltvPct: toPercent(newLoan / input.propertyValue) },
    input: { ...input, desiredLoanAmount: newLoan, downPayment: newDownPayment },
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
  const newLoan = floorToStep(
    principalForPayment(payment, route.stressedRate, base.paymentTermMonths),
    prepared.parameters.improvementRoundingEur,
  );
  if (newLoan <= 0 || newLoan >= input.desiredLoanAmount) return null;
  return {
    key: 'result.improvement.affordability.smallerLoan',
    values: { newLoanAmount: newLoan, loanReduction: input.desiredLoanAmount - newLoan, dstiCapSharePct: toPercent(target) },
    input: { ...input, desiredLoanAmount: newLoan },
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

/** Savings left after the down payment that reach the next reserves band, in stressed instalments. */
function saveMore(base: Assessment, prepared: PreparedConfig): Candidate | null {
  const found = findScored(base, prepared, 'reserves');
  if (!found || !base.route || !(base.monthlyPaymentStressed > 0) || !Number.isFinite(base.monthlyPaymentStressed)) return null;
  const target = nearestBetterThreshold(found, 'higher');
  if (target === null) return null;
  const { input } = base;
  const newSavings = ceilToStep(
    (input.downPayment ?? 0) + target * base.monthlyPaymentStressed,
    prepared.parameters.improvementRoundingEur,
  );
  const extra = newSavings - (input.currentSavings ?? 0);
  if (extra <= 0) return null;
  return {
    key: 'result.improvement.reserves.saveMore',
    values: { extraSavings: extra, newSavings, instalments: target },
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

export function findImprovements(base: Assessment, prepared: PreparedConfig): Improvement[] {
  const candidates = [
    largerDownPayment(base, prepared),
    smallerLoan(base, prepared),
    waitAtEmployer(base, prepared),
    saveMore(base, prepared),
    payOffDebts(base),
  ];
  const improvements: Improvement[] = [];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const after = assess(candidate.input, prepared);
    const scoreGain = after.score - base.score;
    const maxLoanGain = after.maxLoanAmount - base.maxLoanAmount;
    if (scoreGain > 0 || maxLoanGain > 0) {
      improvements.push({ key: candidate.key, values: candidate.values, scoreGain, maxLoanGain });
    }
  }
  return improvements.sort((a, b) => b.scoreGain - a.scoreGain || b.maxLoanGain - a.maxLoanGain);
}

import { describe, expect, it } from 'vitest';
import { evaluate } from '@core/eligibility';
import { seedConfig, workedExampleInput } from '@core/eligibility/testing/seed-config';
import type { Assessment } from '@core/schemas/assessment';
import { engineResultFromAssessment } from './stored-result';

const result = evaluate(workedExampleInput(), seedConfig());

const stored = (overrides: Partial<Assessment> = {}): Assessment =>
  ({
    id: 'a',
    userId: 'u',
    status: 'submitted',
    verdict: result.verdict,
    eligibilityScore: result.eligibilityScore,
    maxLoanAmount: result.maxLoanAmount.toFixed(2),
    monthlyPayment: result.monthlyPayment.toFixed(2),
    monthlyPaymentStressed: result.monthlyPaymentStressed.toFixed(2),
    scoreBreakdown: result.breakdown,
    explanation: {
      verdictReasons: result.verdictReasons,
      scoreBeforeCeiling: result.scoreBeforeCeiling,
      scoreCeiling: result.scoreCeiling,
      regulatoryMaxLoanAmount: result.regulatoryMaxLoanAmount,
      maxLoanSource: result.maxLoanSource,
      headlineLimit: result.headlineLimit,
      ownFunds: result.ownFunds,
      staleRates: result.staleRates,
      reasons: result.reasons,
      improvements: result.improvements,
      flags: result.flags,
      metrics: result.metrics,
      bankRecommendationsEmptyReason: result.bankRecommendationsEmptyReason,
      fxShock: result.fxShock,
      afterFixedPeriod: result.afterFixedPeriod,
      chosenTermMonths: result.chosenTermMonths,
      schemes: result.schemes,
      affordablePrice: result.affordablePrice,
    },
    bankRecommendations: result.bankRecommendations,
    scoringConfigVersion: result.scoringConfigVersion,
    fxRateDate: result.fxRateDate,
    ...overrides,
  }) as Assessment;

describe('engineResultFromAssessment', () => {
  it('rebuilds the EngineResult the server stored', () => {
    expect(engineResultFromAssessment(stored())).toEqual(result);
  });

  it('gives null for a draft or a row without its explanation', () => {
    expect(engineResultFromAssessment(stored({ eligibilityScore: null }))).toBeNull();
    expect(engineResultFromAssessment(stored({ explanation: null }))).toBeNull();
    expect(engineResultFromAssessment(stored({ scoreBreakdown: null }))).toBeNull();
    // A result stored before verdicts existed is not shown as if it had one.
    expect(engineResultFromAssessment(stored({ verdict: null }))).toBeNull();
    // Nor one from before the costs of buying were itemised (issue 14): its own funds would not add up with the offers.
    const { costItems: _costItems, ...oldOwnFunds } = result.ownFunds;
    const oldExplanation = { ...(stored().explanation as Record<string, unknown>), ownFunds: oldOwnFunds };
    expect(engineResultFromAssessment(stored({ explanation: oldExplanation }))).toBeNull();
  });
});

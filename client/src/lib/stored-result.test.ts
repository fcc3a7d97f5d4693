import { describe, expect, it } from 'vitest';
import { evaluate } from '@core/eligibility';
import { seedConfig, workedExampleInput } from '@core/eligibility/testing/seed-config';
import type { EngineResult } from '@core/eligibility/types';
import type { Assessment } from '@core/schemas/assessment';
import { engineResultFromAssessment } from './stored-result';

const config = seedConfig();
const TODAY = '2026-11-27';
const result = evaluate(workedExampleInput(), config, { today: TODAY });

const money = (value: number | null) => (value === null ? null : value.toFixed(2));

/** What the server keeps (server/modules/assessments/assessment-shape.ts resultColumns). */
function explanationOf(of: EngineResult): Record<string, unknown> {
  return {
    verdictReasons: of.verdictReasons,
    scoreBeforeCeiling: of.scoreBeforeCeiling,
    scoreCeiling: of.scoreCeiling,
    scoreFloor: of.scoreFloor,
    regulatoryMaxLoanAmount: of.regulatoryMaxLoanAmount,
    maxLoanBankName: of.maxLoanBankName,
    maxLoanSource: of.maxLoanSource,
    headlineLimit: of.headlineLimit,
    loan: of.loan,
    ownFunds: of.ownFunds,
    staleRates: of.staleRates,
    reasons: of.reasons,
    improvements: of.improvements,
    flags: of.flags,
    metrics: of.metrics,
    bankRecommendationsEmptyReason: of.bankRecommendationsEmptyReason,
    bankRefusals: of.bankRefusals,
    routeOptions: of.routeOptions,
    chosenLoanCurrency: of.chosenLoanCurrency,
    coApplicantCounted: of.coApplicantCounted,
    nextSteps: of.nextSteps,
    limits: of.limits,
    fxShock: of.fxShock,
    afterFixedPeriod: of.afterFixedPeriod,
    chosenTermMonths: of.chosenTermMonths,
    schemes: of.schemes,
    affordablePrice: of.affordablePrice,
  };
}

const stored = (of: EngineResult = result, overrides: Partial<Assessment> = {}): Assessment =>
  ({
    id: 'a',
    userId: 'u',
    status: 'submitted',
    verdict: of.verdict,
    eligibilityScore: of.eligibilityScore,
    maxLoanAmount: money(of.maxLoanAmount),
    monthlyPayment: money(of.monthlyPayment),
    monthlyPaymentStressed: money(of.monthlyPaymentStressed),
    scoreBreakdown: of.breakdown,
    explanation: explanationOf(of),
    bankRecommendations: of.bankRecommendations,
    scoringConfigVersion: of.scoringConfigVersion,
    fxRateDate: of.fxRateDate,
    ...overrides,
  }) as Assessment;

describe('engineResultFromAssessment', () => {
  it('rebuilds the EngineResult the server stored, the one loan included', () => {
    const rebuilt = engineResultFromAssessment(stored());
    expect(rebuilt).toEqual(result);
    expect(rebuilt?.loan?.bankName).toBe(result.maxLoanBankName);
    expect(rebuilt?.monthlyPayment).toBe(result.loan?.monthlyPayment);
  });

  it('rebuilds a not-eligible result: no loan, no payment, its next steps and route options', () => {
    // Poland, income in pounds: no route is open to it (Mortgage Credit Act art. 6(1)).
    const refused = evaluate(workedExampleInput({ originCountry: 'PL', incomeCurrency: 'GBP', monthlyIncome: 3000 }), config, { today: TODAY });
    expect(refused.verdict).toBe('not_eligible');
    const rebuilt = engineResultFromAssessment(stored(refused));
    expect(rebuilt).toEqual(refused);
    expect(rebuilt?.loan).toBeNull();
    expect(rebuilt?.monthlyPayment).toBeNull();
    expect(rebuilt?.nextSteps.at(-1)?.key).toBe('result.nextStep.askBroker');
    expect(rebuilt?.routeOptions.length).toBeGreaterThan(0);
  });

  it('gives null for a draft or a row without its explanation', () => {
    expect(engineResultFromAssessment(stored(result, { eligibilityScore: null }))).toBeNull();
    expect(engineResultFromAssessment(stored(result, { explanation: null }))).toBeNull();
    expect(engineResultFromAssessment(stored(result, { scoreBreakdown: null }))).toBeNull();
    // A result stored before verdicts existed is not shown as if it had one.
    expect(engineResultFromAssessment(stored(result, { verdict: null }))).toBeNull();
    // Nor one from before the costs of buying were itemised (issue 14): its own funds would not add up with the offers.
    const { costItems: _costItems, ...oldOwnFunds } = result.ownFunds;
    expect(engineResultFromAssessment(stored(result, { explanation: { ...explanationOf(result), ownFunds: oldOwnFunds } }))).toBeNull();
  });

  it('does not show a result from before the one loan (issue 19) as if its payment were an offer’s', () => {
    // Before issue 19 the explanation had no `loan`, and the payment columns held the desired
    // loan's payment at the route's rate (€632.07 for the €100,000 asked, beside €96,000 offered).
    const {
      loan: _loan,
      scoreFloor: _scoreFloor,
      maxLoanBankName: _bank,
      bankRefusals: _refusals,
      routeOptions: _routes,
      chosenLoanCurrency: _chosen,
      coApplicantCounted: _co,
      nextSteps: _next,
      limits: _limits,
      ...before19
    } = explanationOf(result);
    const old = stored(result, { explanation: before19, monthlyPayment: '632.07', monthlyPaymentStressed: '811.13' });
    expect(engineResultFromAssessment(old)).toBeNull();
  });

  it('takes fields a stored result lacks as empty, not as figures', () => {
    const { bankRefusals: _refusals, routeOptions: _routes, nextSteps: _next, limits: _limits, ...partial } = explanationOf(result);
    const rebuilt = engineResultFromAssessment(stored(result, { explanation: partial }));
    expect(rebuilt).toMatchObject({ bankRefusals: [], routeOptions: [], nextSteps: [], limits: [] });
    expect(rebuilt?.loan).toEqual(result.loan);
  });
});

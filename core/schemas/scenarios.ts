import { z } from 'zod';
import { VERDICTS } from '../constants';
import { withAmountsRule, ZAssessmentFields } from './assessment-input';

/**
 * Pinned what-if scenarios (issue 14 item 8, ADR 033): a signed-in user keeps up to three and
 * compares them side by side. The client sends only the answers; the server validates them with
 * the assessment's schema and computes the summary itself.
 */
export const MAX_PINNED_SCENARIOS = 3;

/**
 * The figures the compare view shows, taken from the engine's result when the scenario was
 * pinned: the one loan offered (issue 19), its bank, payment and cost. Scenarios pinned before
 * issue 19 have no loanAmount or loanCurrency (optional), and their payment was the desired loan's.
 */
export const ZScenarioSummary = z.object({
  verdict: z.enum(VERDICTS),
  maxLoanAmount: z.number(),
  desiredLoanAmount: z.number(),
  /** The offered loan's first instalment; null when no loan can be made. */
  monthlyPayment: z.number().nullable(),
  /** APRC of the best-matching bank's offer; null without a lending bank. */
  apr: z.number().nullable(),
  /** Interest + mandatory charges over the term at the best match (MCD art. 4(13)); null without one. */
  totalCostOfCredit: z.number().nullable(),
  /** Down payment + costs of buying (+ the best match's charges at signing); null when no loan can be made. */
  cashNeeded: z.number().nullable(),
  bankName: z.string().nullable(),
  termMonths: z.number().nullable(),
  /**
   * The loan offered and its currency; null when no loan can be made. Last and optional: absent on
   * scenarios pinned before issue 19 (the response writer puts optional fields after required ones).
   */
  loanAmount: z.number().nullable().optional(),
  loanCurrency: z.string().nullable().optional(),
});
export type ScenarioSummary = z.infer<typeof ZScenarioSummary>;

/**
 * The scenario's answers, flat as an assessment's (so a 400 names the same fields as the wizard's),
 * plus the stored assessment it came from when there is one (the user's own).
 */
export const ZPinScenarioRequest = withAmountsRule(
  ZAssessmentFields.extend({
    assessmentId: z.uuid({ error: 'validation.assessmentId.invalid' }).nullish(),
  }),
);
export type PinScenarioRequest = z.infer<typeof ZPinScenarioRequest>;

export const ZPinnedScenario = z.object({
  id: z.string(),
  assessmentId: z.string().nullable(),
  input: z.record(z.string(), z.unknown()),
  summary: ZScenarioSummary,
  createdAt: z.string(),
});
export type PinnedScenario = z.infer<typeof ZPinnedScenario>;

export const ZPinnedScenarioList = z.object({ scenarios: z.array(ZPinnedScenario), max: z.number().int() });
export type PinnedScenarioList = z.infer<typeof ZPinnedScenarioList>;

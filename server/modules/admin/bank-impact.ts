import type { Verdict } from '../../../core/constants';
import { configFromRows, type BankRowLike, type EngineConfig } from '../../../core/eligibility';
import { assess } from '../../../core/eligibility/assessment';
import { prepareConfig } from '../../../core/eligibility/prepare-config';
import { toCents } from '../../../core/money/round';
import { ZAssessmentInput, type AssessmentInput } from '../../../core/schemas/assessment-input';
import type { BankImpact, Moves } from '../../../core/schemas/admin';

/**
 * The impact preview of a bank change (issue 19): the most recent submitted assessments of the
 * bank's country, evaluated with the engine configuration as it is and as it would be after the
 * change, and what moved. Pure: the service gives the configuration and the stored answers.
 */

/** The most recent submitted assessments re-evaluated per preview (every one when fewer). */
export const IMPACT_SAMPLE_LIMIT = 200;

/** The id a bank that does not exist yet has in the configuration after the change (real ids start at 1). */
export const NEW_BANK_ID = 0;

/** What a result says that a bank change can move. */
interface Outcome {
  verdict: Verdict;
  /** The headline, EUR. */
  maxLoanAmount: number;
  /** The bank of the offered loan; null when no loan can be made (or the country has no partner bank). */
  bankId: number | null;
  /** The offered loan's first instalment, EUR; null without a loan. */
  monthlyPayment: number | null;
}

/** A stored assessment's answers, as the repository reads them (numeric columns as strings, absent answers as null). */
export type StoredAnswers = { id: string } & Record<string, unknown>;

/** The answers as the engine takes them, or null when they no longer pass the input schema (a rule tightened since). */
export function engineInputOf(stored: StoredAnswers): AssessmentInput | null {
  const parsed = ZAssessmentInput.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * What evaluate() would answer for the verdict, the headline and the offered loan: its own first
 * pass (assess, with the banks' offers priced), without the suggestions, next steps, schemes and
 * FX tables evaluate() adds, which re-run the engine many times and are not compared here
 * (5 to 6 times faster; bank-impact.test.ts checks both give the same outcome).
 */
export function outcomeOf(input: AssessmentInput, config: EngineConfig): Outcome {
  const base = assess(input, prepareConfig(config), { price: true });
  return { verdict: base.verdict, maxLoanAmount: base.maxLoanAmount, bankId: base.loan?.bankId ?? null, monthlyPayment: base.loan?.monthlyPayment ?? null };
}

/**
 * Outcomes under the current configuration, kept per configuration object (an EngineConfig is
 * immutable; the eligibility service builds a new one on every change), so that a second preview
 * click re-evaluates only the "after" side. Submitted answers never change, so the id is the key.
 */
const beforeByConfig = new WeakMap<EngineConfig, Map<string, Outcome>>();
const BEFORE_CACHE_SIZE = 2_000;

function outcomeBefore(id: string, input: AssessmentInput, config: EngineConfig): Outcome {
  let cache = beforeByConfig.get(config);
  if (!cache) {
    cache = new Map();
    beforeByConfig.set(config, cache);
  }
  const known = cache.get(id);
  if (known) return known;
  const outcome = outcomeOf(input, config);
  if (cache.size >= BEFORE_CACHE_SIZE) cache.clear();
  cache.set(id, outcome);
  return outcome;
}

/**
 * The configuration after the change: the bank replaced (or added), read by core's own
 * configFromRows so that the preview sees the bank exactly as the engine will once it is saved.
 * An inactive bank is left out, as the engine leaves it out.
 */
export function configAfter(config: EngineConfig, bankRow: BankRowLike & { id: number }): EngineConfig {
  const [bank] = configFromRows({ scoring: [], scoringConfigVersion: 0, lendingRules: [], exchangeRates: [], banks: [bankRow], parameters: [] }).banks;
  const others = config.banks.filter((existing) => existing.id !== bankRow.id);
  if (!bank) return { ...config, banks: others };
  const at = config.banks.findIndex((existing) => existing.id === bankRow.id);
  // In its place, so that ties between banks are broken as they will be after the save.
  const banks = at === -1 ? [...others, bank] : [...others.slice(0, at), bank, ...others.slice(at)];
  return { ...config, banks };
}

/** How many moved and by how much: the largest move and the median, each to the cent half up (a median of €1.00 and €1.01 is €1.01). */
export function movesOf(changes: number[]): Moves {
  if (changes.length === 0) return { count: 0, largest: 0, median: 0 };
  const sorted = [...changes].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { count: sorted.length, largest: toCents(sorted[sorted.length - 1]), median: toCents(median) };
}

/** Rises and falls, each as positive amounts. */
function upAndDown(pairs: Array<[number, number]>): { up: Moves; down: Moves } {
  const rises: number[] = [];
  const falls: number[] = [];
  for (const [before, after] of pairs) {
    const change = toCents(after - before);
    if (change > 0) rises.push(change);
    else if (change < 0) falls.push(-change);
  }
  return { up: movesOf(rises), down: movesOf(falls) };
}

export interface ImpactSample {
  countryCodes: string[];
  answers: readonly StoredAnswers[];
}

/** Re-evaluates the sample with `before` and `after` and counts what moved; `bankId` is the changed bank's (NEW_BANK_ID for a new one). */
export function measureBankImpact(sample: ImpactSample, before: EngineConfig, after: EngineConfig, bankId: number): BankImpact {
  const verdictChanges = new Map<string, { from: Verdict; to: Verdict; count: number }>();
  const headlines: Array<[number, number]> = [];
  const payments: Array<[number, number]> = [];
  let assessed = 0;
  let skipped = 0;
  let changed = 0;
  let bestBankChanged = 0;
  let bestMatchBefore = 0;
  let bestMatchAfter = 0;

  for (const stored of sample.answers) {
    const input = engineInputOf(stored);
    if (!input) {
      skipped += 1;
      continue;
    }
    assessed += 1;
    const was = outcomeBefore(stored.id, input, before);
    const will = outcomeOf(input, after);
    if (was.bankId === bankId && bankId !== NEW_BANK_ID) bestMatchBefore += 1;
    if (will.bankId === bankId) bestMatchAfter += 1;
    const isVerdictMoved = was.verdict !== will.verdict;
    const isBankMoved = was.bankId !== will.bankId;
    const isHeadlineMoved = toCents(was.maxLoanAmount) !== toCents(will.maxLoanAmount);
    const isPaymentMoved = was.monthlyPayment !== null && will.monthlyPayment !== null && toCents(was.monthlyPayment) !== toCents(will.monthlyPayment);
    if (isVerdictMoved) {
      const key = `${was.verdict}>${will.verdict}`;
      const known = verdictChanges.get(key) ?? { from: was.verdict, to: will.verdict, count: 0 };
      known.count += 1;
      verdictChanges.set(key, known);
    }
    if (isBankMoved) bestBankChanged += 1;
    headlines.push([was.maxLoanAmount, will.maxLoanAmount]);
    if (was.monthlyPayment !== null && will.monthlyPayment !== null) payments.push([was.monthlyPayment, will.monthlyPayment]);
    if (isVerdictMoved || isBankMoved || isHeadlineMoved || isPaymentMoved) changed += 1;
  }

  return {
    countryCodes: sample.countryCodes,
    assessed,
    sampleLimit: IMPACT_SAMPLE_LIMIT,
    changed,
    verdictChanges: [...verdictChanges.values()].sort((a, b) => b.count - a.count),
    bestBankChanged,
    bestMatchBefore,
    bestMatchAfter,
    headline: upAndDown(headlines),
    monthlyPayment: upAndDown(payments),
    skipped,
  };
}

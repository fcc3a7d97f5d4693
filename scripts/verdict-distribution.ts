/**
 * The share of random applicants in each verdict (issue 10's closing figure), from the same
 * generator the engine's properties are checked on, against the seeded defaults. `households`
 * draws issue 19's population instead (co-applicants, residents, chosen currencies and terms).
 *   npx tsx scripts/verdict-distribution.ts [count] [seed] [applicants|households]
 */
import fc from 'fast-check';
import { VERDICTS, type Verdict } from '../core/constants';
import { evaluate } from '../core/eligibility/evaluate';
import { applicantArb, householdArb } from '../core/eligibility/testing/applicant-arbitrary';
import { seedConfig } from '../core/eligibility/testing/seed-config';

const count = Number(process.argv[2] ?? 10_000);
const seed = Number(process.argv[3] ?? 20261123);
const config = seedConfig();
const population = process.argv[4] === 'households' ? 'households' : 'applicants';
const applicants = fc.sample(population === 'households' ? householdArb : applicantArb, { numRuns: count, seed });

const byVerdict = new Map<Verdict, number>(VERDICTS.map((verdict) => [verdict, 0]));
const byCountry = new Map<string, Map<Verdict, number>>();
const byReason = new Map<string, number>();
let strongWithoutLoan = 0;
let strongWhileWantingMore = 0;
let eurFitsButNoBank = 0;
// Issue 19's counts: a payment that is not the offered loan's, a payment without a loan, a headline above the rules.
let paymentNotTheLoans = 0;
let paymentWithoutLoan = 0;
let headlineAboveRules = 0;
let notEligibleWithoutNextStep = 0;
// Issue 19 (audit): a step beyond buying outright and asking a broker, and which steps are given.
let notEligibleWithConcreteStep = 0;
const bySteps = new Map<string, number>();
for (const input of applicants) {
  const result = evaluate(input, config, { today: new Date().toISOString().slice(0, 10) });
  byVerdict.set(result.verdict, (byVerdict.get(result.verdict) ?? 0) + 1);
  const country = byCountry.get(input.originCountry) ?? new Map<Verdict, number>(VERDICTS.map((verdict) => [verdict, 0]));
  country.set(result.verdict, (country.get(result.verdict) ?? 0) + 1);
  byCountry.set(input.originCountry, country);
  if (result.maxLoanAmount === 0 && result.eligibilityScore >= 65) strongWithoutLoan++;
  if (input.desiredLoanAmount > result.maxLoanAmount && result.eligibilityScore >= 80) strongWhileWantingMore++;
  // Issue 10's second count: told the loan fits while no partner bank could lend it.
  if (result.verdict === 'eligible' && result.maxLoanSource === 'partnerBanks' && !result.bankRecommendations.some((bank) => bank.fit === 'full')) {
    eurFitsButNoBank++;
  }
  if (result.loan && (result.monthlyPayment !== result.loan.monthlyPayment || (result.bankRecommendations[0] && result.bankRecommendations[0].offer.monthlyPayment !== result.loan.monthlyPayment))) paymentNotTheLoans++;
  if (!result.loan && result.monthlyPayment !== null) paymentWithoutLoan++;
  if (result.maxLoanAmount > result.regulatoryMaxLoanAmount) headlineAboveRules++;
  if (result.verdict === 'not_eligible' && result.nextSteps.length === 0) notEligibleWithoutNextStep++;
  if (result.verdict === 'not_eligible') {
    const names = result.nextSteps.map((step) => step.key.split('.').pop() ?? '');
    if (names.some((name) => name !== 'buyOutright' && name !== 'askBroker')) notEligibleWithConcreteStep++;
    for (const name of new Set(names)) bySteps.set(name, (bySteps.get(name) ?? 0) + 1);
  }
  if (result.verdict === 'not_eligible') {
    const why = result.verdictReasons[0]?.key.split('.').pop() ?? 'none';
    byReason.set(why, (byReason.get(why) ?? 0) + 1);
  }
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
console.log(`${count} random ${population} (seed ${seed}):`);
for (const verdict of VERDICTS) console.log(`  ${verdict.padEnd(13)} ${pct(byVerdict.get(verdict) ?? 0, count)}`);
console.log('by property country (eligible / partial / not_eligible):');
for (const [country, counts] of [...byCountry].sort(([a], [b]) => a.localeCompare(b))) {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  console.log(`  ${country}  ${VERDICTS.map((verdict) => pct(counts.get(verdict) ?? 0, total)).join(' / ')}`);
}
const notEligible = byVerdict.get('not_eligible') ?? 0;
console.log('why not eligible (share of the not eligible):');
for (const [why, n] of [...byReason].sort(([, a], [, b]) => b - a)) console.log(`  ${why.padEnd(24)} ${String(n).padStart(5)}  ${pct(n, notEligible)}`);
console.log(`maximum €0 with a score of 65 or more: ${strongWithoutLoan}`);
console.log(`wanting more than the maximum with a score of 80 or more: ${strongWhileWantingMore}`);
console.log(`told "eligible" with no partner bank able to lend the loan: ${eurFitsButNoBank}`);
console.log(`a payment other than the offered loan's first instalment: ${paymentNotTheLoans}`);
console.log(`a payment shown with no loan possible: ${paymentWithoutLoan}`);
console.log(`a headline above what the rules allow: ${headlineAboveRules}`);
console.log(`not eligible with no next step: ${notEligibleWithoutNextStep}`);
console.log(`not eligible with a step beyond buying outright and a broker: ${notEligibleWithConcreteStep} (${pct(notEligibleWithConcreteStep, notEligible)})`);
console.log('next steps given (share of the not eligible):');
for (const [name, n] of [...bySteps].sort(([, a], [, b]) => b - a)) console.log(`  ${name.padEnd(26)} ${String(n).padStart(5)}  ${pct(n, notEligible)}`);

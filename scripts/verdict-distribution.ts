/**
 * The share of random applicants in each verdict (issue 10's closing figure), from the same
 * generator the engine's properties are checked on, against the seeded defaults.
 *   npx tsx scripts/verdict-distribution.ts [count] [seed]
 */
import fc from 'fast-check';
import { VERDICTS, type Verdict } from '../core/constants';
import { evaluate } from '../core/eligibility/evaluate';
import { applicantArb } from '../core/eligibility/testing/applicant-arbitrary';
import { seedConfig } from '../core/eligibility/testing/seed-config';

const count = Number(process.argv[2] ?? 10_000);
const seed = Number(process.argv[3] ?? 20261123);
const config = seedConfig();
const applicants = fc.sample(applicantArb, { numRuns: count, seed });

const byVerdict = new Map<Verdict, number>(VERDICTS.map((verdict) => [verdict, 0]));
const byCountry = new Map<string, Map<Verdict, number>>();
let strongWithoutLoan = 0;
for (const input of applicants) {
  const result = evaluate(input, config, { today: new Date().toISOString().slice(0, 10) });
  byVerdict.set(result.verdict, (byVerdict.get(result.verdict) ?? 0) + 1);
  const country = byCountry.get(input.originCountry) ?? new Map<Verdict, number>(VERDICTS.map((verdict) => [verdict, 0]));
  country.set(result.verdict, (country.get(result.verdict) ?? 0) + 1);
  byCountry.set(input.originCountry, country);
  if (result.maxLoanAmount === 0 && result.eligibilityScore >= 65) strongWithoutLoan++;
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
console.log(`${count} random applicants (seed ${seed}):`);
for (const verdict of VERDICTS) console.log(`  ${verdict.padEnd(13)} ${pct(byVerdict.get(verdict) ?? 0, count)}`);
console.log('by property country (eligible / partial / not_eligible):');
for (const [country, counts] of [...byCountry].sort(([a], [b]) => a.localeCompare(b))) {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  console.log(`  ${country}  ${VERDICTS.map((verdict) => pct(counts.get(verdict) ?? 0, total)).join(' / ')}`);
}
console.log(`maximum €0 with a score of 65 or more: ${strongWithoutLoan}`);

import type { Applicant } from './applicant';
import type { BankLimit } from './banks';
import type { PreparedConfig } from './prepare-config';
import { toPercent } from './rounding';
import type { Message } from './types';

/**
 * Why no partner bank lends, in the applicant's terms (issue 19): the refusal most of the
 * country's banks give, named with those banks, instead of "below every bank's smallest loan or
 * outside their terms". In 10,000 random applicants the real causes were mostly a bank's rule on
 * employment, its smallest loan, income earned abroad, the age, the income's currency and the
 * country of residence. No figure of a loan that cannot be made: a refusal on the smallest loan
 * names that minimum and the share of the price, never the amount below it. Keys
 * `result.verdict.reason.<name>`; `othersRefuse` follows when some banks refuse for other reasons
 * (each bank's own answer is listed with the banks).
 */

const reason = (name: string, values: Message['values'] = {}): Message => ({ key: `result.verdict.reason.${name}`, values });

const refusalOf = (limit: BankLimit) => limit.limitReason?.key.split('.').pop() ?? '';

/**
 * The kind of refusal: the bank's reason, with the smallest loan told apart by what keeps the
 * loan below it (the price through the LTV cap, or the income).
 */
function kindOf(limit: BankLimit): string {
  const refusal = refusalOf(limit);
  if (refusal !== 'belowBankMinimum') return refusal;
  return limit.evaluation?.limitedBy === 'loanToValue' ? 'minimumByPrice' : 'minimumByIncome';
}

/** On a tie in the number of banks, the refusal a person can read most plainly first. */
const PRECEDENCE = [
  'employmentType',
  'noInternationalIncome',
  'minimumByPrice',
  'minimumByIncome',
  'bankAge',
  'incomeCurrencyNotAccepted',
  'residenceNotAccepted',
  'employmentTooShort',
  'workHistoryTooShort',
];

const namesOf = (limits: readonly BankLimit[]) => limits.map((limit) => limit.bank.name).join(', ');

/** The fewest months any of these banks asks for, and the months the applicant has. */
const monthsAsked = (banks: readonly BankLimit[]) => ({
  minMonths: Math.min(...banks.map((limit) => Number(limit.limitReason?.values.minMonths ?? 0))),
  months: Number(banks[0].limitReason?.values.months ?? 0),
});

/** The main refusal's words, or null for one with none of its own (a loan currency the bank does not lend in). */
function refusalMessage(kind: string, banks: readonly BankLimit[], applicant: Applicant, prepared: PreparedConfig): Message | null {
  const values = { banks: namesOf(banks), bankCount: banks.length };
  switch (kind) {
    case 'employmentType':
      return reason('refusedEmployment', { ...values, employmentType: String(banks[0].limitReason?.values.employmentType ?? '') });
    case 'noInternationalIncome':
      return reason('refusedForeignIncome', { ...values, country: applicant.propertyCountry });
    case 'minimumByPrice':
      return reason('refusedMinimumByPrice', {
        ...values,
        minLoanAmount: Math.min(...banks.map((limit) => limit.bank.minLoanAmount)),
        ltvPct: toPercent(Math.max(...banks.map((limit) => limit.evaluation?.ltvCap ?? 0))),
      });
    case 'minimumByIncome':
      return reason('refusedMinimumByIncome', {
        ...values,
        minLoanAmount: Math.min(...banks.map((limit) => limit.bank.minLoanAmount)),
        incomeEur: Math.round(Math.max(...banks.map((limit) => limit.income.eur))),
      });
    case 'bankAge':
      return reason('refusedAge', {
        ...values,
        maxAgeAtMaturity: Math.max(...banks.map((limit) => limit.evaluation?.terms.maxAgeAtMaturity ?? 0)),
        age: applicant.age,
        minTermYears: prepared.parameters.minTermMonths / 12,
      });
    case 'incomeCurrencyNotAccepted':
      return reason('refusedIncomeCurrency', { ...values, incomeCurrency: applicant.incomeCurrency });
    case 'residenceNotAccepted':
      return reason('refusedResidence', { ...values, country: String(banks[0].limitReason?.values.country ?? '') });
    case 'employmentTooShort':
      return reason('refusedTenure', { ...values, ...monthsAsked(banks) });
    case 'workHistoryTooShort':
      return reason('refusedWorkHistory', { ...values, ...monthsAsked(banks) });
    default:
      return null;
  }
}

/**
 * The refusal shared by the most banks (PRECEDENCE on a tie), and `othersRefuse` when it is not
 * every bank's; `noBankLends` when the main one has no words of its own.
 */
export function mainRefusal(limits: readonly BankLimit[], applicant: Applicant, prepared: PreparedConfig): Message[] {
  const byKind = new Map<string, BankLimit[]>();
  for (const limit of limits) {
    if (limit.isLendable || !limit.limitReason) continue;
    const kind = kindOf(limit);
    byKind.set(kind, [...(byKind.get(kind) ?? []), limit]);
  }
  const rank = (kind: string) => (PRECEDENCE.includes(kind) ? PRECEDENCE.indexOf(kind) : PRECEDENCE.length);
  const [main] = [...byKind.entries()].sort(([a, x], [b, y]) => y.length - x.length || rank(a) - rank(b));
  const message = main ? refusalMessage(main[0], main[1], applicant, prepared) : null;
  if (!message) return [reason('noBankLends')];
  return main[1].length < limits.length ? [message, reason('othersRefuse')] : [message];
}

import { monthlyPayment, principalForPayment } from './annuity';
import type { Assessment } from './assessment';
import type { PreparedConfig } from './prepare-config';
import { stressedRateFor } from './rate-terms';
import { floorToStep, roundTo, toCents } from './rounding';
import type { FirstHomeScheme, Message, SchemeResult } from './types';

/**
 * First-home schemes as their own routes (issue 14: Romania's Noua Casă, Hungary's Otthon
 * Start). A scheme is shown when the applicant qualifies, when one condition they can change is
 * missing ('nearly': not a first home, a price a little above the scheme's), or when the only
 * obstacle is living abroad ('doesNotApply', said plainly, because diaspora buyers ask). Reason
 * keys: `result.scheme.reason.<name>`.
 */

/** A price up to this much above the scheme's ceiling is "nearly": a cheaper home is a real option. */
const NEARLY_PRICE_MARGIN = 0.15;

const reason = (name: string, values: Message['values'] = {}): Message => ({ key: `result.scheme.reason.${name}`, values });

function obstacles(scheme: FirstHomeScheme, base: Assessment) {
  const { applicant, input } = base;
  const blocking: Message[] = [];
  const changeable: Message[] = [];
  if (scheme.requiresResidence && applicant.isNonResident) blocking.push(reason('residence', { country: scheme.countryCode }));
  if (scheme.maxAge !== null && applicant.age > scheme.maxAge) blocking.push(reason('age', { maxAge: scheme.maxAge }));
  if (scheme.requiresFirstHome && !applicant.isFirstHome) changeable.push(reason('firstHome'));
  if (scheme.maxPrice !== null && input.propertyValue > scheme.maxPrice) {
    const far = input.propertyValue > scheme.maxPrice * (1 + NEARLY_PRICE_MARGIN);
    (far ? blocking : changeable).push(reason('price', { maxPrice: scheme.maxPrice }));
  }
  return { blocking, changeable };
}

/**
 * What the scheme lends this household and the first instalment of the loan it would make (the
 * desired loan within its maximum). A scheme lends in its own currency (Noua Casă in lei), so it
 * is measured on that currency's route: on the offered loan's bank when the result is in that
 * currency, else on the route's typical terms; at the scheme's rate, or that lender's.
 */
function lending(scheme: FirstHomeScheme, base: Assessment, prepared: PreparedConfig) {
  const none = { maxLoanAmount: 0, loanAmount: 0, monthlyPayment: 0 };
  const { input } = base;
  const route = base.routes.find((candidate) => candidate.rule.loanCurrency === scheme.loanCurrency) ?? base.route;
  const lender = route && route === base.route && base.lending ? base.lending : route?.typical;
  if (!lender) return none;
  const rate = scheme.baseRate ?? lender.rate;
  const termMonths = scheme.maxTermYears === null ? lender.termMonths : Math.min(lender.termMonths, 12 * scheme.maxTermYears);
  if (termMonths < prepared.parameters.minTermMonths) return none;
  const affordable = principalForPayment(lender.paymentCapacity, stressedRateFor(lender.rule, input, scheme.baseRate ?? lender.testRate), termMonths);
  const limits = [affordable, scheme.ltvCap * input.propertyValue];
  if (scheme.maxLoan !== null) limits.push(scheme.maxLoan);
  const maxLoanAmount = floorToStep(Math.max(0, Math.min(...limits)), prepared.parameters.maxLoanRoundingEur);
  const loanAmount = Math.min(input.desiredLoanAmount, maxLoanAmount);
  return { maxLoanAmount, loanAmount, monthlyPayment: toCents(monthlyPayment(loanAmount, rate, termMonths)) };
}

export function evaluateSchemes(base: Assessment, prepared: PreparedConfig): SchemeResult[] {
  const results: SchemeResult[] = [];
  for (const scheme of prepared.schemesByCountry.get(base.applicant.propertyCountry) ?? []) {
    const { blocking, changeable } = obstacles(scheme, base);
    const onlyResidence = blocking.length === 1 && blocking[0].key.endsWith('.residence') && changeable.length === 0;
    const status = blocking.length === 0 && changeable.length === 0 ? 'qualifies' : blocking.length === 0 && changeable.length === 1 ? 'nearly' : onlyResidence ? 'doesNotApply' : null;
    if (status === null) continue;
    const lends = status === 'qualifies' ? lending(scheme, base, prepared) : { maxLoanAmount: 0, loanAmount: 0, monthlyPayment: 0 };
    // Schemes are lent by banks. A scheme lends more than the usual LTV by design (a state
    // guarantee), but above what partner banks lend people living abroad, say whose call it is.
    const banksLendLess = base.applicant.isNonResident && base.maxLoanSource === 'partnerBanks' && lends.maxLoanAmount > base.maxLoanAmount;
    results.push({
      key: scheme.key,
      name: scheme.name,
      status,
      reasons: [...blocking, ...changeable],
      maxLoanAmount: lends.maxLoanAmount,
      downPaymentShare: roundTo(1 - scheme.ltvCap, 4),
      loanAmount: lends.loanAmount,
      monthlyPayment: lends.monthlyPayment,
      note: banksLendLess ? { key: 'result.scheme.note.partnerBanksLendLess', values: { bankMaxLoanAmount: base.maxLoanAmount } } : null,
      source: scheme.source,
    });
  }
  return results;
}

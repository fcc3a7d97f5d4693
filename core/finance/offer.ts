import { toCents } from '../money/round';
import { annualPercentageRateByMonth, aprPercent } from './apr';
import { chargeAmount, chargeBaseValue, chargeCentsOn, chargeTerms, type BankCharge, type ChargeContext, type ChargeTerms } from './charges';
import { sharedColumns, walkSchedule, type RatePeriod } from './schedule';

/**
 * A bank's offer priced in full (issue 14; MCD 2014/17/EU art. 4(13)-(15), art. 17 and
 * Annex I): the instalments of the schedule plus the bank's mandatory charges give the total
 * cost of credit, the total amount payable and the APRC. Optional charges are listed, not
 * counted. Amounts in EUR, rounded to cents.
 */
export interface OfferInput {
  loan: number;
  price: number;
  termMonths: number;
  ratePeriods: readonly RatePeriod[];
  charges: readonly BankCharge[];
  isFirstHome: boolean;
}

export interface PricedCharge {
  key: string;
  frequency: BankCharge['frequency'];
  isMandatory: boolean;
  /** At signing: the amount; monthly: the first month's; yearly: the first year's. */
  firstAmount: number;
  /** Over the whole loan. */
  total: number;
}

export interface Offer {
  /** The first instalment (interest + principal). */
  monthlyPayment: number;
  /** The first month's instalment plus the monthly mandatory charges. */
  monthlyOutgoing: number;
  totalInterest: number;
  /** Mandatory charges over the whole loan. */
  totalCharges: number;
  /** Interest + mandatory charges (MCD art. 4(13)). */
  totalCostOfCredit: number;
  /** Loan + total cost of credit (MCD art. 4(14)). */
  totalAmountPayable: number;
  /** Mandatory charges paid at signing. */
  upfrontCharges: number;
  /** Percent, two decimals (Annex I remark (d)); null when it cannot be computed. */
  apr: number | null;
  charges: PricedCharge[];
}

/**
 * One charge compiled for an offer (issue 22): its tariff settled once, and its amount too unless
 * it is a share of the balance, the only charge that changes from month to month.
 */
interface CompiledCharge {
  charge: BankCharge;
  terms: ChargeTerms;
  isOnBalance: boolean;
  /** Cents each time it falls due; unused for a charge on the balance. */
  constantCents: number;
  firstCents: number;
  totalCents: number;
}

function compile(charges: readonly BankCharge[], context: ChargeContext): CompiledCharge[] {
  return charges.map((charge) => {
    const terms = chargeTerms(charge, context);
    const isOnBalance = charge.base === 'balance';
    return { charge, terms, isOnBalance, constantCents: isOnBalance ? 0 : chargeCentsOn(terms, chargeBaseValue(charge.base, context)), firstCents: 0, totalCents: 0 };
  });
}

/** What the consumer receives (+) and pays (−) each month in cents, index 0 the signing: reused by every offer. */
let sharedFlows = new Float64Array(481);

/**
 * The offer priced from its schedule's columns, with no allocation per month (issue 22): the
 * schedule walked once into shared typed arrays, the charges compiled once, those that do not
 * depend on the balance counted rather than recomputed, and the APRC solved from a start at the
 * effective rate of the first nominal one. Same figures to the cent as pricing month by month
 * (core/finance/offer-reference.test.ts).
 */
export function priceOffer(input: OfferInput): Offer {
  const { loan, termMonths } = input;
  const columns = sharedColumns(termMonths);
  const walked = walkSchedule({ principal: loan, termMonths, ratePeriods: input.ratePeriods }, columns);
  const { months } = walked;
  if (sharedFlows.length <= months) sharedFlows = new Float64Array(months + 1);
  const flows = sharedFlows;
  const { interest, principal, balance } = columns;

  const context: ChargeContext = { price: input.price, loan, isFirstHome: input.isFirstHome };
  const compiled = compile(input.charges, context);
  // Instalments, and the mandatory monthly charges that are the same every month.
  let constantMonthly = 0;
  for (const item of compiled) {
    if (item.charge.frequency === 'monthly' && item.charge.isMandatory && !item.isOnBalance) constantMonthly += item.constantCents;
  }
  flows[0] = loan * 100;
  for (let month = 1; month <= months; month++) flows[month] = -(interest[month] + principal[month] + constantMonthly);

  for (const item of compiled) {
    const { charge } = item;
    if (charge.frequency === 'upfront') {
      item.firstCents = item.isOnBalance ? chargeCentsOn(item.terms, loan) : item.constantCents;
      item.totalCents = item.firstCents;
      if (charge.isMandatory) flows[0] -= item.firstCents;
      continue;
    }
    // Monthly: every month walked; yearly: months 1, 13, 25 … (the start of each year of the loan).
    const step = charge.frequency === 'yearly' ? 12 : 1;
    if (!item.isOnBalance) {
      const times = Math.ceil(months / step);
      item.firstCents = months > 0 ? item.constantCents : 0;
      item.totalCents = times * item.constantCents;
      // A yearly charge is paid at the start of its year: month 1's at signing.
      if (charge.isMandatory && step === 12) for (let month = 1; month <= months; month += 12) flows[month - 1] -= item.constantCents;
      continue;
    }
    for (let month = 1; month <= months; month += step) {
      // A share of what is owed at the start of the month.
      const amount = chargeCentsOn(item.terms, balance[month - 1] / 100);
      if (month === 1) item.firstCents = amount;
      item.totalCents += amount;
      if (charge.isMandatory) flows[step === 12 ? month - 1 : month] -= amount;
    }
  }

  let chargesCents = 0;
  let upfrontCents = 0;
  let monthlyMandatoryCents = 0;
  const charges: PricedCharge[] = compiled.map(({ charge, firstCents, totalCents }) => {
    if (charge.isMandatory) {
      chargesCents += totalCents;
      if (charge.frequency === 'monthly') monthlyMandatoryCents += firstCents;
      else upfrontCents += firstCents;
    }
    return { key: charge.key, frequency: charge.frequency, isMandatory: charge.isMandatory, firstAmount: firstCents / 100, total: totalCents / 100 };
  });
  const firstInstalmentCents = months > 0 ? interest[1] + principal[1] : 0;
  const costOfCreditCents = walked.totalInterestCents + chargesCents;
  const rate = annualPercentageRateByMonth(flows, months + 1, months > 0 ? effectiveRate(columns.annualRatePct[1]) : undefined);
  return {
    monthlyPayment: firstInstalmentCents / 100,
    monthlyOutgoing: (firstInstalmentCents + monthlyMandatoryCents) / 100,
    totalInterest: walked.totalInterestCents / 100,
    totalCharges: chargesCents / 100,
    totalCostOfCredit: costOfCreditCents / 100,
    totalAmountPayable: toCents(loan + costOfCreditCents / 100),
    upfrontCharges: upfrontCents / 100,
    apr: rate === null ? null : aprPercent(rate),
    charges,
  };
}

/** (1 + r/12)^12 − 1: the APRC of the nominal rate alone, where the solver starts. */
const effectiveRate = (annualRatePct: number) => Math.expm1(12 * Math.log1p(annualRatePct / 1200));

/**
 * The mandatory charges paid at signing (upfront ones and the first year of yearly ones, on the
 * loan as the balance), without pricing the whole schedule: what cash-needed-at-signing adds
 * for a bank, and what priceOffer reports as upfrontCharges.
 */
export function chargesAtSigning(charges: readonly BankCharge[], context: { loan: number; price: number; isFirstHome: boolean; age?: number }): number {
  let total = 0;
  for (const charge of charges) {
    if (!charge.isMandatory || charge.frequency === 'monthly') continue;
    total += chargeAmount(charge, { price: context.price, loan: context.loan, isFirstHome: context.isFirstHome, age: context.age, balance: context.loan });
  }
  return toCents(total);
}

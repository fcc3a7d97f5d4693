import { toCents } from '../money/round';
import { annualPercentageRateByMonth, aprPercent } from './apr';
import { chargeAmount, type BankCharge } from './charges';
import { walkSchedule, type RatePeriod } from './schedule';

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
 * A charge's amount, already rounded to the cent by chargeAmount, as whole cents: × 100 lands
 * within an ulp of the whole number, so Math.round only converts here, it does not round money.
 */
const centsOf = (amount: number) => Math.round(amount * 100);

export function priceOffer(input: OfferInput): Offer {
  const scheduleInput = { principal: input.loan, termMonths: input.termMonths, ratePeriods: input.ratePeriods };
  const context = { price: input.price, loan: input.loan, isFirstHome: input.isFirstHome };
  // What the consumer receives (+) and pays (−), summed per month, month 0 being the drawdown:
  // no object per instalment (every bank is priced on each what-if move).
  const flowsByMonth = new Float64Array(input.termMonths + 1);
  flowsByMonth[0] = input.loan;

  // A charge on the price or a fixed amount is the same every time it falls due: price it once.
  // Only charges on the balance (life insurance) change month by month.
  const priced = input.charges.map((charge) => ({
    charge,
    first: 0,
    /** The total in whole cents: a sum of cent amounts, exact. */
    totalCents: 0,
    constant: charge.base === 'balance' ? null : chargeAmount(charge, context),
  }));
  for (const item of priced) {
    if (item.charge.frequency !== 'upfront') continue;
    item.first = item.constant ?? chargeAmount(item.charge, context);
    item.totalCents = centsOf(item.first);
    if (item.charge.isMandatory) flowsByMonth[0] -= item.first;
  }
  const recurring = priced.filter((item) => item.charge.frequency !== 'upfront');
  // One context for the month's balance, updated in place (a spread per month was 50× slower).
  const monthContext = { price: input.price, loan: input.loan, isFirstHome: input.isFirstHome, balance: input.loan };
  let monthlyMandatory = 0;
  let firstPayment = 0;
  const walked = walkSchedule(scheduleInput, (month) => {
    const instalment = (month.interest + month.principal) / 100;
    if (month.month === 1) firstPayment = instalment;
    // Owed at the start of the month: the balance the month's charges are a share of.
    monthContext.balance = (month.balance + month.principal + month.overpayment) / 100;
    let paid = instalment;
    for (const item of recurring) {
      const { charge } = item;
      if (charge.frequency === 'yearly' && (month.month - 1) % 12 !== 0) continue;
      const amount = item.constant ?? chargeAmount(charge, monthContext);
      if (month.month === 1) item.first = amount;
      item.totalCents += centsOf(amount);
      if (!charge.isMandatory) continue;
      if (charge.frequency === 'monthly') {
        paid += amount;
        if (month.month === 1) monthlyMandatory += amount;
      } else {
        // A yearly charge is paid at the start of its year: month 1's is paid at signing.
        flowsByMonth[month.month - 1] -= amount;
      }
    }
    flowsByMonth[month.month] -= paid;
  });
  const charges: PricedCharge[] = [];
  let totalCharges = 0;
  let upfrontCharges = 0;
  for (const { charge, first, totalCents } of priced) {
    const total = totalCents / 100;
    charges.push({ key: charge.key, frequency: charge.frequency, isMandatory: charge.isMandatory, firstAmount: first, total });
    if (!charge.isMandatory) continue;
    totalCharges += total;
    if (charge.frequency === 'upfront' || charge.frequency === 'yearly') upfrontCharges += first;
  }
  const totalInterest = walked.totalInterestCents / 100;
  const totalCostOfCredit = toCents(totalInterest + totalCharges);
  const rate = annualPercentageRateByMonth(walked.months === input.termMonths ? flowsByMonth : flowsByMonth.subarray(0, walked.months + 1));
  return {
    monthlyPayment: firstPayment,
    monthlyOutgoing: toCents(firstPayment + monthlyMandatory),
    totalInterest,
    totalCharges: toCents(totalCharges),
    totalCostOfCredit,
    totalAmountPayable: toCents(input.loan + totalCostOfCredit),
    upfrontCharges: toCents(upfrontCharges),
    apr: rate === null ? null : aprPercent(rate),
    charges,
  };
}

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

import { aprPercent } from '../apr';
import { chargeAmount, type ChargeContext } from '../charges';
import type { Offer, OfferInput, PricedCharge } from '../offer';
import { toIntegerCents } from '../../money/round';

/**
 * Tests only (issue 22): a bank's offer priced the plain way, to check the fast pricing of
 * offer.ts against. Month by month, every amount in whole cents, the month's interest in exact
 * integers, each charge recomputed from its definition (chargeAmount) whenever it falls due, the
 * APRC by bisection on the Annex I equation. Nothing here is shared with the fast path but the
 * definitions both price by: one charge's amount, rounding to the cent, and the APRC's decimals.
 */

/** The rate in ten-thousandths of a percent, exactly: the generator's rates have at most 4 decimals. */
function rateUnits(annualRatePct: number): bigint {
  const units = Math.round(annualRatePct * 10_000);
  if (units / 10_000 !== annualRatePct) throw new Error(`the reference takes rates with at most 4 decimals, got ${annualRatePct}`);
  return BigInt(units);
}

/** balance × rate / 12 months / 100 %, half up, in exact integers. */
function interestCents(balanceCents: number, annualRatePct: number): number {
  const divisor = 12n * 100n * 10_000n;
  const product = BigInt(balanceCents) * rateUnits(annualRatePct);
  return Number(product / divisor + (2n * (product % divisor) >= divisor ? 1n : 0n));
}

/** The annuity that repays `balanceCents` over `months`: P·r / (1 − (1 + r)^−n), P / n at 0 %. */
function annuityCents(balanceCents: number, annualRatePct: number, months: number): number {
  const principal = balanceCents / 100;
  const r = annualRatePct / 1200;
  const payment = r === 0 ? principal / months : (principal * r) / (1 - Math.pow(1 + r, -months));
  return toIntegerCents(payment);
}

function rateInMonth(input: OfferInput, month: number): number {
  const periods = [...input.ratePeriods].sort((a, b) => a.fromMonth - b.fromMonth);
  let rate = periods[0].annualRatePct;
  for (const period of periods) if (period.fromMonth <= month) rate = period.annualRatePct;
  return rate;
}

/** Σ flow × (1 + X)^(−month/12), months from the drawdown. */
function presentValue(flowsCents: readonly number[], rate: number): number {
  const perMonth = Math.pow(1 + rate, -1 / 12);
  let discount = 1;
  let value = 0;
  for (const flow of flowsCents) {
    value += flow * discount;
    discount *= perMonth;
  }
  return value;
}

/** The rate at which the flows' present value is 0, by bisection to the last bit; null without one. */
function aprByBisection(flowsCents: readonly number[]): number | null {
  if (!flowsCents.some((flow) => flow > 0) || !flowsCents.some((flow) => flow < 0)) return null;
  let low = -0.99;
  let high = 1;
  while (presentValue(flowsCents, high) < 0 && high < 1e6) high *= 2;
  if (presentValue(flowsCents, low) > 0 || presentValue(flowsCents, high) < 0) return null;
  for (let i = 0; i < 2_000; i++) {
    const middle = (low + high) / 2;
    if (middle <= low || middle >= high) break;
    if (presentValue(flowsCents, middle) < 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

interface ChargeTally {
  firstCents: number;
  totalCents: number;
}

export function referenceOffer(input: OfferInput): Offer {
  const context: ChargeContext = { price: input.price, loan: input.loan, isFirstHome: input.isFirstHome };
  const chargeCents = (index: number, balanceCents: number) =>
    toIntegerCents(chargeAmount(input.charges[index], { ...context, balance: balanceCents / 100 }));
  const tallies: ChargeTally[] = input.charges.map(() => ({ firstCents: 0, totalCents: 0 }));
  const loanCents = toIntegerCents(input.loan);
  // What the consumer receives (+) and pays (−) each month, month 0 being the signing.
  const flows: number[] = [loanCents];

  input.charges.forEach((charge, index) => {
    if (charge.frequency !== 'upfront') return;
    const amount = chargeCents(index, loanCents);
    tallies[index] = { firstCents: amount, totalCents: amount };
    if (charge.isMandatory) flows[0] -= amount;
  });

  let balance = loanCents;
  let rate = Number.NaN;
  let payment = 0;
  let firstInstalment = 0;
  let monthlyMandatoryFirst = 0;
  let interestTotal = 0;
  for (let month = 1; month <= input.termMonths && balance > 0; month++) {
    flows.push(0);
    const owedAtStart = balance;
    if (rateInMonth(input, month) !== rate) {
      rate = rateInMonth(input, month);
      payment = annuityCents(balance, rate, input.termMonths - month + 1);
    }
    const interest = interestCents(balance, rate);
    // The last month, or an instalment that would repay more than is owed, repays what is left.
    const principal = month === input.termMonths || payment - interest >= balance ? balance : payment - interest;
    balance -= principal;
    interestTotal += interest;
    if (month === 1) firstInstalment = interest + principal;
    flows[month] -= interest + principal;

    input.charges.forEach((charge, index) => {
      if (charge.frequency === 'upfront') return;
      if (charge.frequency === 'yearly' && (month - 1) % 12 !== 0) return;
      const amount = chargeCents(index, owedAtStart);
      if (month === 1) tallies[index].firstCents = amount;
      tallies[index].totalCents += amount;
      if (!charge.isMandatory) return;
      if (charge.frequency === 'monthly') {
        flows[month] -= amount;
        if (month === 1) monthlyMandatoryFirst += amount;
      } else {
        // A yearly charge is paid at the start of its year: the first one at signing.
        flows[month - 1] -= amount;
      }
    });
  }

  let chargesTotal = 0;
  let upfront = 0;
  const charges: PricedCharge[] = input.charges.map((charge, index) => {
    const { firstCents, totalCents } = tallies[index];
    if (charge.isMandatory) {
      chargesTotal += totalCents;
      if (charge.frequency !== 'monthly') upfront += firstCents;
    }
    return { key: charge.key, frequency: charge.frequency, isMandatory: charge.isMandatory, firstAmount: firstCents / 100, total: totalCents / 100 };
  });
  const costOfCredit = interestTotal + chargesTotal;
  const rateFound = aprByBisection(flows);
  return {
    monthlyPayment: firstInstalment / 100,
    monthlyOutgoing: (firstInstalment + monthlyMandatoryFirst) / 100,
    totalInterest: interestTotal / 100,
    totalCharges: chargesTotal / 100,
    totalCostOfCredit: costOfCredit / 100,
    totalAmountPayable: (loanCents + costOfCredit) / 100,
    upfrontCharges: upfront / 100,
    apr: rateFound === null ? null : aprPercent(rateFound),
    charges,
  };
}

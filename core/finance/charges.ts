import { toIntegerCents } from '../money/round';

/**
 * Charges as data (issue 14): the costs of buying (transfer tax, notary, land registry ...) per
 * property country, and a bank's own charges (arrangement, valuation, account, mandatory
 * insurance). Every figure lives in the database with its source and date, admin-editable; this
 * file only says how a charge is computed from it.
 *
 * One shape covers the tariffs met in the eight property countries:
 * - a fixed amount (SK land registry €66), a share of a base (RO land registry 0.15 % of the
 *   price), or a marginal scale of brackets (RO and BG notary tariffs), with a floor and a cap;
 * - VAT on top where the fee carries it (RO notaries 21 %);
 * - a relief for a first owner-occupied home up to a price: all of the charge (PL PCC) or a
 *   share of it, possibly only up to an age (HU stamp duty: half, for buyers under 35, when
 *   the home is worth at most HUF 15M).
 */
/** 'balance': what is still owed (life insurance is usually a share of it); at signing it is the loan. */
export type ChargeBase = 'price' | 'loan' | 'balance' | 'fixed';

/** Marginal bracket: `rate` applies to the part of the base above the previous bracket's `upTo` and up to this one's. */
export interface ChargeBracket {
  /** EUR; null = no upper end. */
  upTo: number | null;
  /** Fraction (0.01 = 1 %). */
  rate: number;
}

export interface Charge {
  /** Translation key suffix: `result.costs.item.<key>`. */
  key: string;
  base: ChargeBase;
  /** EUR added to the computed part (the whole charge when base is 'fixed'). */
  amount: number;
  /** Fraction of the base; ignored when brackets are given. */
  rate: number;
  brackets: ChargeBracket[] | null;
  /** EUR floor and cap of the computed charge (before VAT). */
  min: number | null;
  max: number | null;
  /** VAT or similar on top, a fraction; null = none. */
  vatRate: number | null;
  /**
   * A first owner-occupied home is spared the charge (all of it, or firstHomeRelief of it) when
   * its price is at most this (EUR); null = no relief. Infinity cannot travel as JSON: a very
   * large number means "any price".
   */
  firstHomeExemptUpTo: number | null;
  /**
   * The share of the charge a qualifying first home is spared (HU stamp duty: 0.5, half of it);
   * absent or null = all of it (PL PCC). Optional so charges written before it stay valid.
   */
  firstHomeRelief?: number | null;
  /**
   * The first-home relief applies only to a buyer at most this old (HU: 34, "not yet 35");
   * absent or null = any age. A buyer whose age is not known gets no age-limited relief.
   */
  firstHomeMaxAge?: number | null;
  /** Where the figure comes from, and when it was checked (YYYY-MM-DD). */
  source: string;
  verifiedOn: string | null;
}

export interface ChargeContext {
  price: number;
  loan: number;
  /** What is owed when the charge falls due; the loan when not said. */
  balance?: number;
  isFirstHome: boolean;
  /** The buyer's age, for reliefs limited by age (firstHomeMaxAge); unknown = no such relief. */
  age?: number;
}

/** The share of the charge (0..1) a first home is spared here: 0 when the relief does not apply. */
function firstHomeShareSpared(charge: Charge, context: ChargeContext): number {
  if (!context.isFirstHome || charge.firstHomeExemptUpTo === null || context.price > charge.firstHomeExemptUpTo) return 0;
  const maxAge = charge.firstHomeMaxAge ?? null;
  if (maxAge !== null && (context.age === undefined || context.age > maxAge)) return 0;
  const relief = charge.firstHomeRelief ?? null;
  return relief === null ? 1 : Math.min(1, Math.max(0, relief));
}

function scaled(base: number, brackets: readonly ChargeBracket[]): number {
  let total = 0;
  let lower = 0;
  for (const bracket of brackets) {
    const upper = bracket.upTo ?? Number.POSITIVE_INFINITY;
    if (base > lower) total += (Math.min(base, upper) - lower) * bracket.rate;
    if (base <= upper) break;
    lower = upper;
  }
  return total;
}

/**
 * A charge with everything but its base settled for one purchase (the relief, the parts of the
 * tariff): what pricing an offer compiles once and evaluates on each month's balance (issue 22).
 */
export interface ChargeTerms {
  base: ChargeBase;
  /** The share of the charge spared (first-home relief); 1: none of it is due. */
  spared: number;
  amount: number;
  rate: number;
  brackets: readonly ChargeBracket[] | null;
  min: number | null;
  max: number | null;
  vatRate: number | null;
}

export function chargeTerms(charge: Charge, context: ChargeContext): ChargeTerms {
  const { base, amount, rate, brackets, min, max, vatRate } = charge;
  return { base, spared: firstHomeShareSpared(charge, context), amount, rate, brackets, min, max, vatRate };
}

/** The value the charge is a share of: the price, the loan, the balance owed, or none for a fixed one. */
export function chargeBaseValue(base: ChargeBase, context: ChargeContext): number {
  return base === 'price' ? context.price : base === 'loan' ? context.loan : base === 'balance' ? (context.balance ?? context.loan) : 0;
}

/** The charge on `baseValue` (ignored for a fixed charge), in whole cents, half up. */
export function chargeCentsOn(terms: ChargeTerms, baseValue: number): number {
  if (terms.spared === 1) return 0;
  if (terms.base !== 'fixed' && baseValue <= 0) return 0;
  let value = terms.amount + (terms.brackets ? scaled(baseValue, terms.brackets) : baseValue * terms.rate);
  if (terms.min !== null) value = Math.max(value, terms.min);
  if (terms.max !== null) value = Math.min(value, terms.max);
  if (terms.vatRate !== null) value *= 1 + terms.vatRate;
  value *= 1 - terms.spared;
  return toIntegerCents(value);
}

/** The charge on `baseValue` in EUR, rounded to cents. */
export const chargeOn = (terms: ChargeTerms, baseValue: number): number => chargeCentsOn(terms, baseValue) / 100;

/** One charge in EUR for this purchase, rounded to cents. */
export function chargeAmount(charge: Charge, context: ChargeContext): number {
  return chargeOn(chargeTerms(charge, context), chargeBaseValue(charge.base, context));
}

/** When a bank's charge is paid: at signing, with every instalment, or once a year (at the start of each year of the loan). */
export type ChargeFrequency = 'upfront' | 'monthly' | 'yearly';

/**
 * A bank's charge (issue 14): arrangement and valuation at signing, an account fee each month,
 * life insurance on the balance each month, property insurance each year. Only charges the
 * bank makes a condition of the loan count in the APR and the total cost of credit (MCD art.
 * 4(13) and 17); the others are shown but not counted.
 */
export interface BankCharge extends Charge {
  frequency: ChargeFrequency;
  isMandatory: boolean;
}

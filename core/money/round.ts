/**
 * Money rounding, decimal-correct and half up (issue 19, point 10: "Cents exact: money in integer
 * cents (or decimal), half-up, everywhere a user reads an amount"). The one definition of cents
 * rounding in the product: every layer rounds money through here.
 *
 * Why not `Math.round(value * 100) / 100`: €1.005 is 1.00499999999999989… as a double, and
 * 1.005 × 100 is 100.49999999999999, so it went down to 1.00 (0.285 and 1.015 too; 62.505 happens
 * to be stored a hair above, 62.50500000000000256…). Here a number is rounded as its shortest
 * decimal representation reads (what `String(value)` prints, the digits a person typed or a
 * computation printed), whichever side of it the double lies: 62.505 -> 62.51, 1.005 -> 1.01,
 * 0.285 -> 0.29.
 *
 * Negative amounts round half away from zero (-62.505 -> -62.51), the mirror of the positive
 * ones, so a refund and a charge of the same amount round to the same cents. A result of zero is
 * always +0 (never -0, which Intl would print as "-0").
 */

const MAX_DECIMALS = 20;

/** 10^0 … 10^20: every one exact as a double. */
const POWERS_OF_TEN = Array.from({ length: MAX_DECIMALS + 1 }, (_, exponent) => 10 ** exponent);

/**
 * The fast path's safety margin, relative to the scaled value. The double `abs × 10^d` differs
 * from the shortest decimal × 10^d by at most about 2^-52 (2.2e-16) of itself: half an ulp of the
 * value, half an ulp of the product. When its fraction is farther than 4e-15 of itself from a
 * half, both lie on the same side of that half, so the double's rounding is the decimal one and
 * no string is needed.
 */
const FAST_PATH_MARGIN = 4e-15;

/** 2^52: below it a double's fractional part is exact. */
const FRACTION_LIMIT = 2 ** 52;

function checkDecimals(decimals: number) {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be a whole number from 0 to ${MAX_DECIMALS}, got ${decimals}`);
  }
}

/**
 * Rounds a non-negative finite number half up as its shortest decimal representation reads, by
 * cutting that representation's digits (it may be in exponent form: 1e-7, 1.5e+21).
 */
function roundDecimalString(abs: number, decimals: number): number {
  const text = String(abs);
  const exponentAt = text.indexOf('e');
  const mantissa = exponentAt === -1 ? text : text.slice(0, exponentAt);
  const exponent = exponentAt === -1 ? 0 : Number(text.slice(exponentAt + 1));
  const pointAt = mantissa.indexOf('.');
  const digits = pointAt === -1 ? mantissa : mantissa.slice(0, pointAt) + mantissa.slice(pointAt + 1);
  // How many of `digits` lie before the decimal point (negative: zeros come first, 1e-7).
  const integerDigits = (pointAt === -1 ? mantissa.length : pointAt) + exponent;
  const kept = integerDigits + decimals;
  if (kept >= digits.length) return abs; // no more decimals than asked for
  if (kept < 0) return 0; // less than a tenth of the last kept place
  const isUp = digits.charCodeAt(kept) >= 53; // '5'
  const head = kept === 0 ? 0n : BigInt(digits.slice(0, kept));
  // Parsing `digits e-decimals` rounds once, to the double nearest the decimal result.
  return Number(`${isUp ? head + 1n : head}e-${decimals}`);
}

/**
 * `value` rounded to `decimals` places (0 to 20), half up on its decimal representation;
 * negatives half away from zero. NaN and ±Infinity are returned as they are.
 */
export function roundHalfUp(value: number, decimals: number): number {
  const factor = POWERS_OF_TEN[decimals];
  if (factor === undefined) throw new RangeError(`decimals must be a whole number from 0 to ${MAX_DECIMALS}, got ${decimals}`);
  const abs = value < 0 ? -value : value;
  const scaled = abs * factor;
  let rounded: number;
  if (scaled < FRACTION_LIMIT) {
    // Whole numbers and most amounts end here: far enough from a half, Math.round's answer is the decimal one.
    const whole = Math.floor(scaled);
    const distance = scaled - whole - 0.5; // scaled − whole is exact below 2^52
    const margin = scaled * FAST_PATH_MARGIN;
    rounded = distance > margin || distance < -margin ? (distance > 0 ? whole + 1 : whole) / factor : roundDecimalString(abs, decimals);
  } else if (!Number.isFinite(value) || Number.isInteger(value)) {
    return value;
  } else {
    rounded = roundDecimalString(abs, decimals);
  }
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
}

/**
 * Whole cents of a non-negative amount when its double is far enough from a half cent to say
 * which side it is on (roundHalfUp's fast path); NaN when only its decimals can tell. The
 * half-up decision is folded into the floor: pricing an offer rounds several amounts a month,
 * and a branch on which way each goes would be mispredicted every other time.
 */
function fastWholeCents(abs: number): number {
  const scaled = abs * 100;
  if (!(scaled < FRACTION_LIMIT)) return Number.NaN;
  const distance = scaled - Math.floor(scaled) - 0.5; // exact below 2^52
  const margin = scaled * FAST_PATH_MARGIN;
  // Beyond the margin, adding the half cannot carry the sum across a whole number by rounding.
  return distance > margin || distance < -margin ? Math.floor(scaled + 0.5) : Number.NaN;
}

/** EUR (or any currency) to the cent, half up: 62.505 -> 62.51. */
export function toCents(value: number): number {
  const whole = fastWholeCents(value < 0 ? -value : value);
  if (Number.isNaN(whole)) return roundHalfUp(value, 2);
  const rounded = whole / 100;
  return rounded === 0 ? 0 : value < 0 ? -rounded : rounded;
}

/**
 * An amount as the decimal string the API and the database's `numeric` carry, to the cent, half
 * up: 62.505 -> "62.51" (`(62.505).toFixed(2)` is "62.50": toFixed rounds the double, not the
 * decimal). toFixed on a cent-rounded value prints that value's two decimals exactly.
 */
export function toCentsString(value: number): string {
  return toCents(value).toFixed(2);
}

/** An amount as a whole number of cents, half up: 62.505 -> 6251. Amounts up to about €90 trillion. */
export function toIntegerCents(value: number): number {
  const whole = fastWholeCents(value < 0 ? -value : value);
  if (!Number.isNaN(whole)) return whole === 0 ? 0 : value < 0 ? -whole : whole;
  const cents = Math.round(roundHalfUp(value, 2) * 100); // within an ulp of a whole number: Math.round is exact here
  return cents === 0 ? 0 : cents;
}

/**
 * The percent of a fraction with `decimals` places, half up as the fraction's decimal reads:
 * 0.0295 -> 3 with one place (0.0295 × 100 is 2.9499999999999997 as a double).
 */
export function fractionToPercent(fraction: number, decimals: number): number {
  checkDecimals(decimals);
  if (!Number.isFinite(fraction)) return fraction;
  // Rounded as a fraction first (exactly), the ×100 is then within an ulp of the answer, far from any tie.
  return roundHalfUp(roundHalfUp(fraction, Math.min(MAX_DECIMALS, decimals + 2)) * 100, decimals);
}

function checkSafeInteger(name: string, value: number) {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
}

/** a / b for bigints, half away from zero. */
function divideBigHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d + (2n * (n % d) >= d ? 1n : 0n);
  return negative ? -quotient : quotient;
}

/**
 * numerator / denominator for safe integers (integer cents), rounded half away from zero, exactly:
 * divideHalfUp(125, 10) = 13, divideHalfUp(-125, 10) = -13.
 */
export function divideHalfUp(numerator: number, denominator: number): number {
  checkSafeInteger('numerator', numerator);
  checkSafeInteger('denominator', denominator);
  if (denominator === 0) throw new RangeError('division by zero');
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const remainder = n % d; // exact for integers
  const quotient = (n - remainder) / d + (2 * remainder >= d ? 1 : 0); // n − remainder is a multiple of d: exact
  if (quotient === 0) return 0;
  return numerator < 0 !== denominator < 0 ? -quotient : quotient;
}

/**
 * a × b / denominator for safe integers, rounded half away from zero, exactly: in doubles while
 * the product is a safe integer, in BigInt beyond (a balance of €1bn in cents times a rate in
 * 1/10,000 %). Throws when the result itself is not a safe integer.
 */
export function multiplyDivideHalfUp(a: number, b: number, denominator: number): number {
  const product = a * b;
  if (
    product > 0 &&
    denominator > 0 &&
    product <= Number.MAX_SAFE_INTEGER - denominator &&
    Number.isSafeInteger(a) &&
    Number.isSafeInteger(b) &&
    Number.isSafeInteger(denominator)
  ) {
    // The schedule's path (a balance and a rate, both > 0), once a month for every offer priced:
    // the quotient by one division, corrected by the remainder, all exact below 2^53.
    let quotient = Math.floor(product / denominator);
    let remainder = product - quotient * denominator;
    if (remainder < 0) {
      quotient -= 1;
      remainder += denominator;
    } else if (remainder >= denominator) {
      quotient += 1;
      remainder -= denominator;
    }
    return 2 * remainder >= denominator ? quotient + 1 : quotient;
  }
  checkSafeInteger('a', a);
  checkSafeInteger('b', b);
  if (Number.isSafeInteger(product)) return divideHalfUp(product, denominator);
  checkSafeInteger('denominator', denominator);
  if (denominator === 0) throw new RangeError('division by zero');
  const result = Number(divideBigHalfUp(BigInt(a) * BigInt(b), BigInt(denominator)));
  if (!Number.isSafeInteger(result)) throw new RangeError(`${a} × ${b} / ${denominator} is beyond the safe integers`);
  return result === 0 ? 0 : result;
}

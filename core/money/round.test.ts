import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideHalfUp, fractionToPercent, multiplyDivideHalfUp, roundHalfUp, toCents, toCentsString, toIntegerCents } from './round';

/**
 * The reference: the value's shortest decimal string (String(value)) read into a BigInt mantissa
 * and a power of ten, rounded half away from zero in BigInt, and parsed back. No doubles are
 * multiplied anywhere, so it is decimal rounding by definition.
 */
function referenceRound(value: number, decimals: number): number {
  const text = String(value);
  const negative = text.startsWith('-');
  const [mantissa, exponentText] = (negative ? text.slice(1) : text).split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const digits = BigInt(whole + fraction);
  // value = digits × 10^-scale
  const scale = fraction.length - Number(exponentText ?? 0);
  let rounded: bigint;
  if (scale <= decimals) {
    rounded = digits * 10n ** BigInt(decimals - scale);
  } else {
    const divisor = 10n ** BigInt(scale - decimals);
    rounded = digits / divisor + (2n * (digits % divisor) >= divisor ? 1n : 0n);
  }
  const result = Number(`${rounded}e-${decimals}`);
  return negative && result !== 0 ? -result : result;
}

describe('roundHalfUp / toCents', () => {
  it('rounds exact half cents up, as the decimal reads, not as the double is stored', () => {
    // 1.005 is 1.00499999999999989… as a double and 1.005 * 100 is 100.49999999999999:
    // Math.round(value * 100) / 100 gave 1.00; 0.285 gave 0.28 and 1.015 gave 1.01 the same way.
    expect(toCents(62.505)).toBe(62.51);
    expect(toCents(1.005)).toBe(1.01);
    expect(toCents(0.285)).toBe(0.29);
    expect(toCents(1.015)).toBe(1.02);
    expect(toCents(8.675)).toBe(8.68);
    expect(toCents(0.015)).toBe(0.02);
    expect(toCents(0.005)).toBe(0.01);
    expect(toCents(10.235)).toBe(10.24);
  });

  it('rounds what is below a half down and what is above it up', () => {
    expect(toCents(62.504999)).toBe(62.5);
    expect(toCents(62.5049999999)).toBe(62.5);
    expect(toCents(62.505001)).toBe(62.51);
    expect(toCents(0.004)).toBe(0);
    expect(toCents(0.0049999)).toBe(0);
    expect(toCents(2 / 3)).toBe(0.67);
    expect(toCents(1 / 3)).toBe(0.33);
  });

  it('rounds negatives half away from zero, the mirror of the positives, and never answers -0', () => {
    expect(toCents(-62.505)).toBe(-62.51);
    expect(toCents(-1.005)).toBe(-1.01);
    expect(toCents(-0.005)).toBe(-0.01);
    expect(toCents(-62.504999)).toBe(-62.5);
    expect(Object.is(toCents(-0.004), 0)).toBe(true);
    expect(Object.is(toCents(-0), 0)).toBe(true);
    expect(Object.is(roundHalfUp(-0.4, 0), 0)).toBe(true);
    expect(roundHalfUp(-2.5, 0)).toBe(-3); // Math.round(-2.5) is -2
  });

  it('leaves whole numbers as they are, however large', () => {
    expect(toCents(0)).toBe(0);
    expect(toCents(100)).toBe(100);
    expect(toCents(-3)).toBe(-3);
    expect(toCents(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(toCents(1e21)).toBe(1e21);
    expect(toCents(1.5e300)).toBe(1.5e300);
    expect(toCents(62.5)).toBe(62.5);
    expect(toCents(0.1 + 0.2)).toBe(0.3);
  });

  it('rounds large amounts, beyond where doubles keep cents, as their digits read', () => {
    expect(toCents(123_456_789_012.345)).toBe(123_456_789_012.35);
    expect(toCents(-123_456_789_012.345)).toBe(-123_456_789_012.35);
    expect(toCents(999_999_999.995)).toBe(1_000_000_000);
    // Above 2^52 / 100 the fast path hands over to the digits: 45035996273704.97 stays itself.
    expect(toCents(45_035_996_273_704.97)).toBe(45_035_996_273_704.97);
    expect(toCents(4_503_599_627_370.495)).toBe(4_503_599_627_370.5); // 4503599627370.495 * 100 is 450359962737049.5: a tie for the digits
    expect(toCents(450_359_962_737.045)).toBe(450_359_962_737.05);
  });

  it('reads values printed in exponent form', () => {
    expect(String(1e-7)).toBe('1e-7');
    expect(toCents(1e-7)).toBe(0);
    expect(roundHalfUp(1e-7, 7)).toBe(1e-7);
    expect(roundHalfUp(5e-7, 6)).toBe(0.000001);
    expect(roundHalfUp(4.5e-7, 6)).toBe(0);
    expect(roundHalfUp(1.5e-7, 7)).toBe(2e-7);
    expect(roundHalfUp(1.25e-7, 8)).toBe(1.3e-7);
    expect(roundHalfUp(5e-324, 2)).toBe(0);
  });

  it('rounds ratios to four places half up (LTV, DSTI, FX falls)', () => {
    expect(roundHalfUp(0.12345, 4)).toBe(0.1235);
    expect(roundHalfUp(0.33335, 4)).toBe(0.3334);
    expect(roundHalfUp(0.00005, 4)).toBe(0.0001);
    expect(roundHalfUp(2 / 3, 4)).toBe(0.6667);
    expect(roundHalfUp(0.8, 4)).toBe(0.8);
    expect(roundHalfUp(0.70005, 4)).toBe(0.7001); // 0.70005 * 10000 is 7000.499999999999: Math.round gave 0.7
    expect(roundHalfUp(-0.12345, 4)).toBe(-0.1235);
    expect(roundHalfUp(2.45, 1)).toBe(2.5); // 2.45 is 2.45000000000000017763… as a double
    expect(roundHalfUp(1.45, 1)).toBe(1.5); // 1.45 is 1.44999999999999995559…: the digits decide, not the bits
  });

  it('passes NaN and infinities through and refuses a place count it cannot honour', () => {
    expect(toCents(Number.NaN)).toBeNaN();
    expect(toCents(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(toCents(Number.NEGATIVE_INFINITY)).toBe(Number.NEGATIVE_INFINITY);
    expect(() => roundHalfUp(1.5, -1)).toThrow(RangeError);
    expect(() => roundHalfUp(1.5, 1.5)).toThrow(RangeError);
    expect(() => roundHalfUp(1.5, 21)).toThrow(RangeError);
  });

  it('gives whole cents too: 62.505 is 6251 cents', () => {
    expect(toIntegerCents(62.505)).toBe(6251);
    expect(toIntegerCents(-62.505)).toBe(-6251);
    expect(toIntegerCents(96_000)).toBe(9_600_000);
    expect(toIntegerCents(0.285)).toBe(29);
    expect(Object.is(toIntegerCents(-0.001), 0)).toBe(true);
  });

  it('writes the decimal string an API amount is, half up: "1.01" where toFixed says "1.00"', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(toCentsString(1.005)).toBe('1.01');
    expect(toCentsString(0.285)).toBe('0.29');
    expect(toCentsString(62.505)).toBe('62.51');
    expect(toCentsString(96_000)).toBe('96000.00');
    expect(toCentsString(-0.001)).toBe('0.00');
  });

  it('turns a fraction into a percent as the fraction reads: 0.0295 is 3 %, not 2.9', () => {
    expect(0.0295 * 100).toBe(2.9499999999999997);
    expect(fractionToPercent(0.0295, 1)).toBe(3);
    expect(fractionToPercent(0.0705, 1)).toBe(7.1); // 0.0705 * 100 is 7.049999999999999
    expect(fractionToPercent(0.0285, 1)).toBe(2.9);
    expect(fractionToPercent(0.07915, 2)).toBe(7.92);
    expect(fractionToPercent(0.079149, 2)).toBe(7.91);
    expect(fractionToPercent(0.4567, 1)).toBe(45.7);
    expect(fractionToPercent(-0.0295, 1)).toBe(-3);
    expect(fractionToPercent(1, 1)).toBe(100);
  });
});

describe('toCents against BigInt decimal arithmetic', () => {
  /** A decimal written with 0 to 6 fractional digits, as a person or a tariff would: "1234.505". */
  const typedDecimal = fc
    .tuple(
      fc.boolean(),
      fc.integer({ min: 0, max: 999_999_999 }),
      fc.integer({ min: 0, max: 6 }).chain((places) => fc.tuple(fc.constant(places), fc.integer({ min: 0, max: 10 ** places - 1 }))),
    )
    .map(([negative, whole, [places, fraction]]) => Number(`${negative ? '-' : ''}${whole}${places ? `.${String(fraction).padStart(places, '0')}` : ''}`));
  /** An exact half cent (the third decimal a 5), the case that went wrong. */
  const halfCent = fc.tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 })).map(([whole, cents]) => Number(`${whole}.${String(cents).padStart(2, '0')}5`));

  it('agrees on random decimals with up to 6 fractional digits', () => {
    fc.assert(
      fc.property(typedDecimal, (value) => {
        expect(toCents(value)).toBe(referenceRound(value, 2));
      }),
      { numRuns: 20_000 },
    );
  });

  it('agrees on exact half cents, always rounding them up', () => {
    fc.assert(
      fc.property(halfCent, (value) => {
        const rounded = toCents(value);
        expect(rounded).toBe(referenceRound(value, 2));
        expect(rounded).toBeGreaterThan(value);
      }),
      { numRuns: 20_000 },
    );
  });

  it('agrees on any double, at any place count from 0 to 8', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e16, max: 1e16, noNaN: true }), fc.integer({ min: 0, max: 8 }), (value, decimals) => {
        expect(roundHalfUp(value, decimals)).toBe(referenceRound(value, decimals));
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('divideHalfUp / multiplyDivideHalfUp', () => {
  it('divides integers rounding half away from zero', () => {
    expect(divideHalfUp(125, 10)).toBe(13);
    expect(divideHalfUp(124, 10)).toBe(12);
    expect(divideHalfUp(126, 10)).toBe(13);
    expect(divideHalfUp(-125, 10)).toBe(-13);
    expect(divideHalfUp(125, -10)).toBe(-13);
    expect(divideHalfUp(-125, -10)).toBe(13);
    expect(divideHalfUp(5, 10)).toBe(1);
    expect(Object.is(divideHalfUp(-4, 10), 0)).toBe(true);
    expect(divideHalfUp(Number.MAX_SAFE_INTEGER, 2)).toBe(4_503_599_627_370_496);
    expect(divideHalfUp(0, 7)).toBe(0);
  });

  it('refuses what is not a safe integer, and division by zero', () => {
    expect(() => divideHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divideHalfUp(2 ** 53, 2)).toThrow(RangeError);
    expect(() => divideHalfUp(1, 0)).toThrow(RangeError);
    expect(() => multiplyDivideHalfUp(1, 2, 0)).toThrow(RangeError);
    expect(() => multiplyDivideHalfUp(Number.MAX_SAFE_INTEGER, 4, 1)).toThrow(RangeError);
  });

  it('multiplies then divides exactly, in BigInt when the product passes 2^53', () => {
    // A month's interest on €1bn (1e11 cents) at 20 % (200,000 ten-thousandths of a percent).
    expect(multiplyDivideHalfUp(100_000_000_000, 200_000, 12_000_000)).toBe(1_666_666_667);
    // 9007199254740991 × 5 / 10 = 4503599627370495.5: the double product loses its last digit
    // (45035996273704955 is stored as 45035996273704952), which rounds it down.
    expect(Math.round((Number.MAX_SAFE_INTEGER * 5) / 10)).toBe(4_503_599_627_370_495);
    expect(multiplyDivideHalfUp(Number.MAX_SAFE_INTEGER, 5, 10)).toBe(4_503_599_627_370_496);
    expect(multiplyDivideHalfUp(-Number.MAX_SAFE_INTEGER, 5, 10)).toBe(-4_503_599_627_370_496);
    // 3002399751580331 × 3 = 9007199254740993, stored as 9007199254740992: / 6 is .5 short of the tie.
    expect(Math.round((3_002_399_751_580_331 * 3) / 6)).toBe(1_501_199_875_790_165);
    expect(multiplyDivideHalfUp(3_002_399_751_580_331, 3, 6)).toBe(1_501_199_875_790_166);
    expect(multiplyDivideHalfUp(10_004_000, 64_500, 12_000_000)).toBe(53_772); // 53,771.5 cents
  });

  it('agrees with BigInt arithmetic on random safe integers', () => {
    const big = (n: bigint, d: bigint) => {
      const negative = n < 0n !== d < 0n;
      const an = n < 0n ? -n : n;
      const ad = d < 0n ? -d : d;
      const q = an / ad + (2n * (an % ad) >= ad ? 1n : 0n);
      return Number(negative ? -q : q);
    };
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
        fc.integer({ min: -2_000_000, max: 2_000_000 }),
        fc.integer({ min: 1_000, max: 20_000_000 }),
        (a, b, d) => {
          expect(multiplyDivideHalfUp(a, b, d)).toBe(big(BigInt(a) * BigInt(b), BigInt(d)) || 0);
        },
      ),
      { numRuns: 5_000 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { chargeAmount, type Charge } from './charges';

const charge = (overrides: Partial<Charge>): Charge => ({
  key: 'x',
  base: 'price',
  amount: 0,
  rate: 0,
  brackets: null,
  min: null,
  max: null,
  vatRate: null,
  firstHomeExemptUpTo: null,
  source: 'test',
  verifiedOn: null,
  ...overrides,
});

const buy = { price: 120_000, loan: 96_000, isFirstHome: false };

describe('chargeAmount', () => {
  it('a share of the price, of the loan, or a fixed amount', () => {
    expect(chargeAmount(charge({ rate: 0.0015 }), buy)).toBe(180);
    expect(chargeAmount(charge({ base: 'loan', rate: 0.01 }), buy)).toBe(960);
    expect(chargeAmount(charge({ base: 'fixed', amount: 66 }), buy)).toBe(66);
  });

  it('a marginal scale with a fixed part, a floor, a cap and VAT on top', () => {
    // 1 % of the first 20,000 + 0.5 % of the next 80,000 + 0.25 % of the rest: 200 + 400 + 50 = 650, +100 fixed, ×1.21
    const notary = charge({
      amount: 100,
      brackets: [
        { upTo: 20_000, rate: 0.01 },
        { upTo: 100_000, rate: 0.005 },
        { upTo: null, rate: 0.0025 },
      ],
      vatRate: 0.21,
    });
    expect(chargeAmount(notary, buy)).toBe(907.5);
    expect(chargeAmount({ ...notary, max: 500 }, buy)).toBe(605);
    expect(chargeAmount({ ...notary, min: 1_000 }, { ...buy, price: 10_000 })).toBe(1210);
  });

  it('a first home is exempt up to the price the exemption allows', () => {
    const pcc = charge({ rate: 0.02, firstHomeExemptUpTo: 1e12 });
    expect(chargeAmount(pcc, buy)).toBe(2400);
    expect(chargeAmount(pcc, { ...buy, isFirstHome: true })).toBe(0);
    expect(chargeAmount({ ...pcc, firstHomeExemptUpTo: 100_000 }, { ...buy, isFirstHome: true })).toBe(2400);
  });

  it('a relief of a share of the charge, only up to an age (HU stamp duty: half, under 35, up to HUF 15M)', () => {
    // 4 % of the price; a first home worth at most €37,546.93 (HUF 15M at 399.50) pays half when the buyer is at most 34.
    const duty = charge({ rate: 0.04, firstHomeExemptUpTo: 37_546.93, firstHomeRelief: 0.5, firstHomeMaxAge: 34 });
    const flat = { price: 35_000, loan: 28_000, isFirstHome: true, age: 30 };
    expect(chargeAmount(duty, flat)).toBe(700);
    expect(chargeAmount(duty, { ...flat, age: 35 })).toBe(1400);
    // Age not known: no age-limited relief.
    expect(chargeAmount(duty, { price: 35_000, loan: 28_000, isFirstHome: true })).toBe(1400);
    expect(chargeAmount(duty, { ...flat, isFirstHome: false })).toBe(1400);
    // Above the price limit the whole duty is due.
    expect(chargeAmount(duty, { ...flat, price: 40_000 })).toBe(1600);
    // Without a relief share the exemption is whole, at any age when no age limit is set.
    expect(chargeAmount({ ...duty, firstHomeRelief: null, firstHomeMaxAge: null }, { ...flat, age: 60 })).toBe(0);
  });
});

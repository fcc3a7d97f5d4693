import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overpaymentSavings, repaymentSchedule, type ScheduleInput } from './schedule';

const cents = (value: number) => Math.round(value * 100);
const sum = (values: number[]) => values.reduce((total, value) => total + cents(value), 0) / 100;

describe('repaymentSchedule', () => {
  it('repays €100,000 at 6.5 % over 30 years: €632.07 a month, the balance ends at 0, interest sums to the total', () => {
    const schedule = repaymentSchedule({ principal: 100_000, termMonths: 360, ratePeriods: [{ fromMonth: 1, annualRatePct: 6.5 }] });
    expect(schedule.months).toBe(360);
    expect(schedule.rows[0]).toMatchObject({ month: 1, payment: 632.07, interest: 541.67, principal: 90.4, balance: 99_909.6 });
    expect(schedule.rows.at(-1)!.balance).toBe(0);
    expect(sum(schedule.rows.map((row) => row.interest))).toBe(schedule.totalInterest);
    expect(sum(schedule.rows.map((row) => row.principal))).toBe(100_000);
    expect(schedule.totalPaid).toBeCloseTo(100_000 + schedule.totalInterest, 2);
    // 360 × 632.07 = 227,545.20, the last instalment absorbing the cents.
    expect(schedule.totalPaid).toBeCloseTo(227_545.2, -1);
  });

  it('matches BCR’s published example: 250,000 lei at 6.5 % over 30 years is about 1,580 lei a month', () => {
    const schedule = repaymentSchedule({ principal: 250_000, termMonths: 360, ratePeriods: [{ fromMonth: 1, annualRatePct: 6.5 }] });
    expect(schedule.rows[0].payment).toBe(1580.17);
  });

  it('recomputes the instalment when a fixed period ends and the rate rises', () => {
    const schedule = repaymentSchedule({
      principal: 100_000,
      termMonths: 360,
      ratePeriods: [
        { fromMonth: 1, annualRatePct: 5 },
        { fromMonth: 61, annualRatePct: 7 },
      ],
    });
    expect(schedule.rows[59].payment).toBe(536.82);
    expect(schedule.rows[60].annualRatePct).toBe(7);
    expect(schedule.rows[60].payment).toBeGreaterThan(schedule.rows[59].payment);
    expect(schedule.rows.at(-1)!.balance).toBe(0);
    expect(schedule.months).toBe(360);
  });

  it('an overpayment keeps the instalment and shortens the loan', () => {
    const input: ScheduleInput = {
      principal: 100_000,
      termMonths: 360,
      ratePeriods: [{ fromMonth: 1, annualRatePct: 6.5 }],
      overpayment: { monthly: 100, oneOff: { month: 12, amount: 5_000 } },
    };
    const { interestSaved, monthsSaved, withIt } = overpaymentSavings(input);
    expect(withIt.rows[0].payment).toBe(632.07);
    expect(withIt.rows[11].overpayment).toBe(5_100);
    expect(monthsSaved).toBeGreaterThan(100);
    expect(interestSaved).toBeGreaterThan(50_000);
    expect(withIt.rows.at(-1)!.balance).toBe(0);
  });
});

describe('repaymentSchedule properties', () => {
  const loan = fc.record({
    principal: fc.integer({ min: 1_000, max: 2_000_000 }),
    termMonths: fc.integer({ min: 12, max: 480 }),
    rate: fc.double({ min: 0, max: 15, noNaN: true }),
    fixedYears: fc.integer({ min: 1, max: 10 }),
    rise: fc.double({ min: 0, max: 5, noNaN: true }),
    monthly: fc.integer({ min: 0, max: 2_000 }),
    oneOffMonth: fc.integer({ min: 1, max: 480 }),
    oneOffAmount: fc.integer({ min: 0, max: 100_000 }),
  });

  it('always ends at 0, and its principal column sums to the loan', () => {
    fc.assert(
      fc.property(loan, (l) => {
        const schedule = repaymentSchedule({
          principal: l.principal,
          termMonths: l.termMonths,
          ratePeriods: [
            { fromMonth: 1, annualRatePct: l.rate },
            { fromMonth: l.fixedYears * 12 + 1, annualRatePct: l.rate + l.rise },
          ],
          overpayment: { monthly: l.monthly, oneOff: { month: l.oneOffMonth, amount: l.oneOffAmount } },
        });
        expect(schedule.rows.at(-1)!.balance).toBe(0);
        expect(sum(schedule.rows.flatMap((row) => [row.principal, row.overpayment]))).toBe(l.principal);
        expect(schedule.months).toBeLessThanOrEqual(l.termMonths);
      }),
      { numRuns: 200 },
    );
  });

  it('an overpayment never raises the total interest', () => {
    fc.assert(
      fc.property(loan, (l) => {
        const { interestSaved, monthsSaved } = overpaymentSavings({
          principal: l.principal,
          termMonths: l.termMonths,
          ratePeriods: [{ fromMonth: 1, annualRatePct: l.rate }],
          overpayment: { monthly: l.monthly, oneOff: { month: l.oneOffMonth, amount: l.oneOffAmount } },
        });
        expect(interestSaved).toBeGreaterThanOrEqual(0);
        expect(monthsSaved).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 200 },
    );
  });

  it('a fixed period never changes the first payment when the rate is unchanged', () => {
    fc.assert(
      fc.property(loan, (l) => {
        const plain = repaymentSchedule({ principal: l.principal, termMonths: l.termMonths, ratePeriods: [{ fromMonth: 1, annualRatePct: l.rate }] });
        const fixedThenSame = repaymentSchedule({
          principal: l.principal,
          termMonths: l.termMonths,
          ratePeriods: [
            { fromMonth: 1, annualRatePct: l.rate },
            { fromMonth: l.fixedYears * 12 + 1, annualRatePct: l.rate },
          ],
        });
        expect(fixedThenSame.rows[0].payment).toBe(plain.rows[0].payment);
        expect(fixedThenSame.totalInterest).toBe(plain.totalInterest);
      }),
      { numRuns: 200 },
    );
  });
});

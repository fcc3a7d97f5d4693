import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Language } from '@core/constants';
import { evaluate } from '@core/eligibility';
import { seedConfig, workedExampleInput } from '@core/eligibility/testing/seed-config';
import { overpaymentSavings, repaymentSchedule } from '@core/finance/schedule';
import { EMPTY_OVERPAYMENT, readOverpayment } from './overpayment-entry';
import { scheduleCsv } from './schedule-csv';
import { SCHEDULE_CSV_COLUMNS, type ScheduleCsvColumn } from './schedule-csv-columns';
import { scheduleSourceFor } from './schedule-source';
import { scheduleYears } from '@core/finance/schedule-years';

const input = workedExampleInput({ currentSavings: 30_000, downPayment: 20_000 });
const result = evaluate(input, seedConfig());

describe('the schedule drawn on the result (issue 14)', () => {
  it('is the result’s one loan: its bank’s offer, amount, term and rates (issue 19)', () => {
    const source = scheduleSourceFor(result);
    const { loan } = result;
    const best = result.bankRecommendations[0];
    expect(loan).not.toBeNull();
    expect(source).toEqual({ principal: loan!.amount, termMonths: loan!.termMonths, ratePeriods: best.offer.ratePeriods, bankName: loan!.bankName });
    // Its first instalment is the page's.
    expect(repaymentSchedule(source!).rows[0].payment).toBeCloseTo(loan!.monthlyPayment, 2);
  });

  it('draws a loan at the country’s typical terms from the loan itself, and nothing without a loan', () => {
    const loan = { ...result.loan!, bankId: null, bankName: null, rate: 5, rateAfter: 6, rateChangesFromMonth: 61 };
    expect(scheduleSourceFor({ loan, bankRecommendations: [] })).toEqual({
      principal: loan.amount,
      termMonths: loan.termMonths,
      ratePeriods: [
        { fromMonth: 1, annualRatePct: 5 },
        { fromMonth: 61, annualRatePct: 6 },
      ],
      bankName: null,
    });
    expect(scheduleSourceFor({ loan: null, bankRecommendations: result.bankRecommendations })).toBeNull();
  });

  it('downloads as CSV: a header, one row a month with plain numbers, the balance ending at 0', () => {
    const source = scheduleSourceFor(result)!;
    const schedule = repaymentSchedule(source);
    const lines = scheduleCsv(schedule.rows, 'en', csvHeaders('en')).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Month,Annual rate (%),Payment,Interest,Principal repaid,Overpayment,Balance remaining');
    expect(lines).toHaveLength(source.termMonths + 1);
    expect(lines[1]).toMatch(/^1,6\.5,\d+\.\d{2},\d+\.\d{2},\d+\.\d{2},0\.00,\d+\.\d{2}$/);
    expect(lines.at(-1)).toMatch(new RegExp(`^${source.termMonths},.*,0\\.00$`));
    const interest = lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[3]), 0);
    expect(interest).toBeCloseTo(schedule.totalInterest, 2);
  });

  it('groups the months into years whose sums and end balances match the months', () => {
    const schedule = repaymentSchedule(scheduleSourceFor(result)!);
    const years = scheduleYears(schedule.rows);
    expect(years).toHaveLength(30);
    expect(years[0].months).toHaveLength(12);
    expect(years[0].balance).toBe(schedule.rows[11].balance);
    expect(years.at(-1)!.balance).toBe(0);
    expect(years.at(-1)!.interestToDate).toBeCloseTo(schedule.totalInterest, 2);
  });
});

describe('the overpayment entries', () => {
  const loan = { principal: 96_000, termMonths: 360 };

  it('read the interface language’s way, monthly and one-off', () => {
    expect(readOverpayment({ monthly: '100,50', oneOffAmount: '5.000', oneOffMonth: '12' }, 'ro', loan)).toEqual({
      overpayment: { monthly: 100.5, oneOff: { month: 12, amount: 5000 } },
      errors: {},
    });
    expect(readOverpayment({ ...EMPTY_OVERPAYMENT, monthly: '1,000' }, 'en', loan).overpayment).toEqual({ monthly: 1000 });
    expect(readOverpayment(EMPTY_OVERPAYMENT, 'fr', loan)).toEqual({ overpayment: undefined, errors: {} });
  });

  it('say why an entry cannot be used, and leave it out', () => {
    const read = readOverpayment({ monthly: 'abc', oneOffAmount: '1000', oneOffMonth: '400' }, 'en', loan);
    expect(read.overpayment).toBeUndefined();
    expect(read.errors.monthly).toMatch(/^validation\.number\.invalid/);
    expect(read.errors.oneOffMonth).toMatch(/^validation\.number\.outOfRange/);
  });

  it('save interest and months on the best match’s loan', () => {
    const source = scheduleSourceFor(result)!;
    const saved = overpaymentSavings({ ...source, overpayment: readOverpayment({ ...EMPTY_OVERPAYMENT, monthly: '200' }, 'en', source).overpayment });
    expect(saved.interestSaved).toBeGreaterThan(0);
    expect(saved.monthsSaved).toBeGreaterThan(0);
    expect(saved.withIt.rows.at(-1)!.balance).toBe(0);
  });
});

/** The headers as the result page passes them: the real translation files. */
const repo = fileURLToPath(new URL('../../../../../', import.meta.url));
function csvHeaders(language: Language): Record<ScheduleCsvColumn, string> {
  const { schedule } = JSON.parse(readFileSync(join(repo, 'client/public/locales', language, 'result.json'), 'utf8'));
  return Object.fromEntries(SCHEDULE_CSV_COLUMNS.map((column) => [column, schedule.csv[column]])) as Record<ScheduleCsvColumn, string>;
}

describe('the schedule CSV in the user’s language (issue 20)', () => {
  const schedule = repaymentSchedule(scheduleSourceFor(result)!);
  const csvOf = (language: Language) => scheduleCsv(schedule.rows, language, csvHeaders(language));
  /** The cells a spreadsheet of that locale reads: split on its list separator, decimal mark read back. */
  const cells = (csv: string, delimiter: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, '').trimEnd(), { delimiter }).data;

  it('Romanian: `;` between columns, a decimal comma, Romanian headers with diacritics, UTF-8 with BOM', () => {
    const csv = csvOf('ro');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = cells(csv, ';');
    expect(rows[0]).toEqual(['Luna', 'Dobânda anuală (%)', 'Rata', 'Dobânda', 'Principal rambursat', 'Rambursare anticipată', 'Sold rămas']);
    expect(rows[1]).toHaveLength(7);
    expect(rows[1][0]).toBe('1');
    expect(rows[1][1]).toBe('6,5');
    expect(rows[1][2]).toMatch(/^\d+,\d{2}$/);
    expect(rows.at(-1)![6]).toBe('0,00');
    expect(csv).not.toMatch(/\d\.\d/);
    // The amounts read back (decimal comma) add up to the schedule's interest.
    const interest = rows.slice(1).reduce((sum, row) => sum + Number(row[3].replace(',', '.')), 0);
    expect(interest).toBeCloseTo(schedule.totalInterest, 2);
  });

  it('French: `;` and a decimal comma, French headers', () => {
    const rows = cells(csvOf('fr'), ';');
    expect(rows[0]).toEqual(['Mois', 'Taux annuel (%)', 'Mensualité', 'Intérêts', 'Capital remboursé', 'Remboursement anticipé', 'Capital restant dû']);
    expect(rows[1][1]).toBe('6,5');
    expect(rows[1][4]).toMatch(/^\d+,\d{2}$/);
    expect(rows.every((row) => row.length === 7)).toBe(true);
  });

  it('English: `,` and a decimal point, English headers, one column a value (never one wide column)', () => {
    const csv = csvOf('en');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = cells(csv, ',');
    expect(rows[0][0]).toBe('Month');
    expect(rows[1][1]).toBe('6.5');
    expect(rows.every((row) => row.length === 7)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('writes each amount to the cent, half up as it reads (issue 19 point 10)', () => {
    // (1.005).toFixed(2) is "1.00": toFixed rounds the double, not the decimal.
    const row = { ...schedule.rows[0], payment: 1.005, interest: 0.285, principal: 2500.115 };
    const [, line] = scheduleCsv([row], 'en', csvHeaders('en')).replace(/^\uFEFF/, '').split('\r\n');
    expect(line.split(',').slice(2, 5)).toEqual(['1.01', '0.29', '2500.12']);
  });

  it('quotes a header that holds the separator', () => {
    const headers = { ...csvHeaders('ro'), rate: 'Dobânda; anuală' };
    expect(scheduleCsv(schedule.rows.slice(0, 1), 'ro', headers).split('\r\n')[0]).toBe('\uFEFFLuna;"Dobânda; anuală";Rata;Dobânda;Principal rambursat;Rambursare anticipată;Sold rămas');
  });
});

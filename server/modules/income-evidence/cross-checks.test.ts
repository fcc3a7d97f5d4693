import { describe, expect, it } from 'vitest';
import type { DocumentReading } from '../../../core/schemas/documents';
import { incomeFlags, NET_TOLERANCE } from './cross-checks';

/** Issue 23's checks on their edges: 5 % after FX, three months, one employer, the declared currency. */
const reading = (overrides: Partial<DocumentReading> = {}): DocumentReading => ({
  method: 'text',
  kind: 'payslip',
  employer: 'Klinikum München GmbH',
  nameLine: 'Herr Andrei Popescu',
  period: { year: 2026, month: 10 },
  gross: 4800,
  net: 3000,
  currency: 'EUR',
  ...overrides,
});
const declared = { monthlyIncome: 3000, currency: 'EUR' };
const rates = new Map([
  ['GBP', 0.85],
  ['RON', 5],
]);
const today = new Date('2026-11-28T12:00:00Z');
const flagsOf = (document: DocumentReading | null, income = declared) => incomeFlags(income, [{ id: 'a', reading: document }], rates, today).get('a');

describe('income cross-checks (issue 23)', () => {
  it('passes a payslip that agrees with the answers', () => {
    expect(flagsOf(reading())).toEqual([]);
  });

  it(`flags a net more than ${NET_TOLERANCE * 100} % off the declared income, not one within it`, () => {
    expect(flagsOf(reading({ net: 3150 }))).toEqual([]);
    expect(flagsOf(reading({ net: 3600 }))).toEqual([{ code: 'netDiffers', declared: 3000, read: 3600, currency: 'EUR', differencePct: 20 }]);
    expect(flagsOf(reading({ net: 2400 }))?.[0]).toMatchObject({ code: 'netDiffers', differencePct: -20 });
  });

  it('compares across currencies through the euro, and flags the currency', () => {
    // £2,550 is €3,000 at 0.85 per euro: the amount agrees, the currency does not.
    expect(flagsOf(reading({ net: 2550, currency: 'GBP' }))).toEqual([{ code: 'currencyDiffers', declared: 'EUR', read: 'GBP' }]);
    // Declared in lei: €3,000 is 15,000 lei.
    expect(flagsOf(reading({ net: 3000 }), { monthlyIncome: 15_000, currency: 'RON' })).toEqual([{ code: 'currencyDiffers', declared: 'RON', read: 'EUR' }]);
    // No rate for the document's currency: the net cannot be compared, and says so.
    expect(flagsOf(reading({ currency: 'CHF' }))).toEqual([{ code: 'currencyDiffers', declared: 'EUR', read: 'CHF' }, { code: 'netNotRead' }]);
  });

  it('flags a payslip older than three months, not one of three months ago', () => {
    expect(flagsOf(reading({ period: { year: 2026, month: 8 } }))).toEqual([]);
    expect(flagsOf(reading({ period: { year: 2026, month: 7 } }))).toEqual([{ code: 'periodOld', year: 2026, month: 7 }]);
    expect(flagsOf(reading({ period: null }))).toEqual([{ code: 'periodNotRead' }]);
  });

  it('flags a name not found, and payslips from two employers (each against the other)', () => {
    expect(flagsOf(reading({ nameLine: null }))).toEqual([{ code: 'nameNotFound' }]);
    const flags = incomeFlags(
      declared,
      [
        { id: 'a', reading: reading() },
        { id: 'b', reading: reading({ employer: 'KLINIKUM MÜNCHEN GMBH' }) },
        { id: 'c', reading: reading({ employer: 'Siemens AG' }) },
      ],
      rates,
      today,
    );
    expect(flags.get('a')).toEqual([{ code: 'employerDiffers', employer: 'Klinikum München GmbH', other: 'Siemens AG' }]);
    expect(flags.get('c')).toEqual([{ code: 'employerDiffers', employer: 'Siemens AG', other: 'Klinikum München GmbH' }]);
  });

  it('checks an annual statement for its name and currency only, and a document with nothing read not at all', () => {
    expect(flagsOf(reading({ kind: 'annualStatement', net: 40_000, period: { year: 2024, month: 12 } }))).toEqual([]);
    expect(flagsOf(null)).toBeUndefined();
  });
});

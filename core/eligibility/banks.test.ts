import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { seedConfig, workedExampleInput } from './testing/seed-config';
import type { EngineConfig } from './types';

const config = seedConfig();

describe('bank matching (lending-rules §7.11)', () => {
  it('applies the banks’ non-resident LTV cap and ranks by fit, then rate', () => {
    // Country max 102,000; the RO banks lend non-residents 80 %: 0.80 × 120,000 = 96,000 < 100,000 desired.
    const result = evaluate(workedExampleInput(), config);
    expect(result.maxLoanAmount).toBe(102_000);
    expect(result.bankRecommendations.map((bank) => bank.name)).toEqual([
      'CEC Bank',
      'BCR (Erste Group)',
      'BRD – Groupe Société Générale',
      'Banca Transilvania',
    ]);
    const cec = result.bankRecommendations[0];
    expect(cec).toMatchObject({ fit: 'partial', loanAmount: 96_000, bankMaxLoanAmount: 96_000, termMonths: 360 });
    expect(cec.reasons).toEqual([
      { key: 'result.bank.reason.nonResidentLtvCap', values: { ltvCapPct: 80, bankMaxLoanAmount: 96_000 } },
    ]);
    // 96,000 at 5.5 % over 360 months: 545.08; at 7.4 %: 664.68
    expect(cec.monthlyPaymentMin).toBe(545.08);
    expect(cec.monthlyPaymentMax).toBe(664.68);
  });

  it('fits fully when the bank can lend the desired loan', () => {
    const result = evaluate(workedExampleInput({ desiredLoanAmount: 90_000 }), config);
    expect(result.bankRecommendations.every((bank) => bank.fit === 'full' && bank.reasons.length === 0)).toBe(true);
    // 90,000 at 5.5 % / 7.4 % over 360 months
    expect(result.bankRecommendations[0]).toMatchObject({ name: 'CEC Bank', monthlyPaymentMin: 511.01, monthlyPaymentMax: 623.14 });
  });

  it('does not apply non-resident caps to residents of the property country', () => {
    const result = evaluate(workedExampleInput({ residenceCountry: 'RO' }), config);
    expect(result.bankRecommendations[0]).toMatchObject({ fit: 'full', loanAmount: 100_000, bankMaxLoanAmount: 102_000 });
  });

  it('applies the non-resident term (PBZ: 20 years)', () => {
    // HR, £3,000: payCap 1389.09; 20 y at 5.6 % -> 1389.09 × 144.1848 = 200,288 -> 200,000; LTV 70 % of 300k = 210,000
    const input = workedExampleInput({
      residenceCountry: 'UK',
      originCountry: 'HR',
      incomeCurrency: 'GBP',
      age: 40,
      propertyValue: 300_000,
      desiredLoanAmount: 200_000,
    });
    const pbz = evaluate(input, config).bankRecommendations.find((bank) => bank.name.startsWith('Privredna'));
    // 200,000 over 240 months at 3.3 % and 4.6 %
    expect(pbz).toMatchObject({ fit: 'full', termMonths: 240, bankMaxLoanAmount: 200_000, monthlyPaymentMin: 1139.47, monthlyPaymentMax: 1276.12 });

    const larger = evaluate({ ...input, desiredLoanAmount: 210_000 }, config);
    const pbzLarger = larger.bankRecommendations.find((bank) => bank.name.startsWith('Privredna'));
    expect(pbzLarger?.fit).toBe('partial');
    expect(pbzLarger?.reasons).toEqual([
      { key: 'result.bank.reason.nonResidentTerm', values: { maxTermYears: 20, bankMaxLoanAmount: 200_000 } },
    ]);
  });

  it('keeps banks but marks them partial when the income breaks the currency rule (PL)', () => {
    const result = evaluate(
      workedExampleInput({ residenceCountry: 'UK', originCountry: 'PL', incomeCurrency: 'GBP', desiredLoanAmount: 60_000, propertyValue: 200_000 }),
      config,
    );
    expect(result.flags.map((flag) => flag.key)).toContain('flag.incomeCurrencyRule');
    expect(result.bankRecommendations.length).toBe(3);
    for (const bank of result.bankRecommendations) {
      expect(bank.fit).toBe('partial');
      expect(bank.reasons).toContainEqual({
        key: 'result.bank.reason.incomeCurrencyRule',
        values: { incomeCurrency: 'GBP', loanCurrency: 'EUR' },
      });
    }
  });

  it('says why the list is empty', () => {
    // 12,000 property: country max 0.85 × 12,000 = 10,200 -> 10,000; banks 80 % -> 9,600 -> 9,000 < every minimum
    const noneMatch = evaluate(workedExampleInput({ propertyValue: 12_000, desiredLoanAmount: 9_000 }), config);
    expect(noneMatch.maxLoanAmount).toBe(10_000);
    expect(noneMatch.bankRecommendations).toEqual([]);
    expect(noneMatch.bankRecommendationsEmptyReason).toBe('result.banks.empty.noneMatch');

    const withoutBanks: EngineConfig = { ...config, banks: config.banks.filter((bank) => bank.countryCode !== 'RO') };
    expect(evaluate(workedExampleInput(), withoutBanks).bankRecommendationsEmptyReason).toBe('result.banks.empty.noBanks');
    expect(evaluate(workedExampleInput(), config).bankRecommendationsEmptyReason).toBeNull();
  });

  it('leaves out banks that do not accept income from abroad', () => {
    const edited: EngineConfig = {
      ...config,
      banks: config.banks.map((bank) => (bank.name === 'CEC Bank' ? { ...bank, acceptsInternationalIncome: false } : bank)),
    };
    expect(evaluate(workedExampleInput(), edited).bankRecommendations.map((bank) => bank.name)).not.toContain('CEC Bank');
  });
});

import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { seedConfig, workedExampleInput } from './testing/seed-config';
import type { EngineConfig } from './types';

const config = seedConfig();

describe('bank matching (lending-rules §7.11)', () => {
  it('applies the banks’ non-resident LTV cap and ranks by fit, then the APRC (issue 14: the cheapest in full first)', () => {
    // Rules allow 102,000; the RO banks lend non-residents 80 %: 0.80 × 120,000 = 96,000 < 100,000 desired.
    const result = evaluate(workedExampleInput(), config);
    expect(result.regulatoryMaxLoanAmount).toBe(102_000);
    expect(result.maxLoanAmount).toBe(96_000);
    expect(result.headlineLimit).toEqual({ key: 'result.verdict.headlineLimit.nonResidentLtvCap', values: { ltvCapPct: 80, bankMaxLoanAmount: 96_000 } });
    // All four price the loan at the route's 6.5 %; their charges make the difference.
    expect(result.bankRecommendations.map((bank) => bank.name)).toEqual([
      'Banca Transilvania',
      'BRD – Groupe Société Générale',
      'CEC Bank',
      'BCR (Erste Group)',
    ]);
    const aprs = result.bankRecommendations.map((bank) => bank.offer.apr!);
    expect([...aprs].sort((a, b) => a - b)).toEqual(aprs);
    // The cash needed counts the best match's charges.
    expect(result.ownFunds.bankName).toBe('Banca Transilvania');
    expect(result.ownFunds.required).toBe(result.bankRecommendations[0].offer.cashNeeded);
    const cec = result.bankRecommendations.find((bank) => bank.name === 'CEC Bank')!;
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
    expect(result.bankRecommendations.find((bank) => bank.name === 'CEC Bank')).toMatchObject({ monthlyPaymentMin: 511.01, monthlyPaymentMax: 623.14 });
  });

  it('does not apply non-resident caps to residents of the property country', () => {
    const result = evaluate(workedExampleInput({ residenceCountry: 'RO' }), config);
    expect(result.headlineLimit).toBeNull();
    expect(result.bankRecommendations[0]).toMatchObject({ fit: 'full', loanAmount: 100_000, bankMaxLoanAmount: 102_000 });
  });

  it('applies the non-resident term (PBZ: 20 years)', () => {
    // HR, €2,000 EUR, age 40: payCap 0.45 × 2000 = 900. The route: 25 y at 3.6 % -> 900 × 197.6274 = 177,865;
    // PBZ: 20 y -> 900 × 170.9076 = 153,817 -> 153,000 (70 % of 300,000 = 210,000 does not bind)
    const input = workedExampleInput({ originCountry: 'HR', monthlyIncome: 2000, age: 40, propertyValue: 300_000, desiredLoanAmount: 150_000 });
    const pbz = evaluate(input, config).bankRecommendations.find((bank) => bank.name.startsWith('Privredna'));
    // 150,000 over 240 months at 3.3 % and 4.6 %
    expect(pbz).toMatchObject({ fit: 'full', termMonths: 240, bankMaxLoanAmount: 153_000, monthlyPaymentMin: 854.6, monthlyPaymentMax: 957.09 });

    const larger = evaluate({ ...input, desiredLoanAmount: 160_000 }, config);
    const pbzLarger = larger.bankRecommendations.find((bank) => bank.name.startsWith('Privredna'));
    expect(pbzLarger?.fit).toBe('partial');
    expect(pbzLarger?.reasons).toEqual([
      { key: 'result.bank.reason.nonResidentTerm', values: { maxTermYears: 20, bankMaxLoanAmount: 153_000 } },
    ]);
    expect(larger.verdict).toBe('partial');
    expect(larger.maxLoanAmount).toBe(153_000);
  });

  it('leaves out a bank whose programme is for other income currencies (PBZ: EUR earners)', () => {
    const gbp = evaluate(workedExampleInput({ residenceCountry: 'UK', originCountry: 'HR', incomeCurrency: 'GBP', propertyValue: 300_000 }), config);
    expect(gbp.bankRecommendations.map((bank) => bank.name)).not.toContain('Privredna banka Zagreb (PBZ)');
    expect(gbp.bankRecommendations.length).toBeGreaterThan(0);
  });

  it('asks no bank when the currency rule closes the route (PL, GBP income)', () => {
    const result = evaluate(
      workedExampleInput({ residenceCountry: 'UK', originCountry: 'PL', incomeCurrency: 'GBP', desiredLoanAmount: 60_000, propertyValue: 200_000 }),
      config,
    );
    expect(result.verdict).toBe('not_eligible');
    expect(result.bankRecommendations).toEqual([]);
    expect(result.bankRecommendationsEmptyReason).toBe('result.banks.empty.notEligible');
  });

  it('says why the list is empty', () => {
    // 12,000 property: rules allow 0.85 × 12,000 = 10,200 -> 10,000; banks 80 % -> 9,600 -> 9,000 < every minimum
    const noneMatch = evaluate(workedExampleInput({ propertyValue: 12_000, desiredLoanAmount: 9_000 }), config);
    expect(noneMatch.regulatoryMaxLoanAmount).toBe(10_000);
    expect(noneMatch.maxLoanAmount).toBe(0);
    expect(noneMatch.verdict).toBe('not_eligible');
    expect(noneMatch.verdictReasons.map((reason) => reason.key)).toEqual(['result.verdict.reason.noBankLends']);
    expect(noneMatch.bankRecommendations).toEqual([]);
    expect(noneMatch.bankRecommendationsEmptyReason).toBe('result.banks.empty.noneMatch');

    const withoutBanks: EngineConfig = { ...config, banks: config.banks.filter((bank) => bank.countryCode !== 'RO') };
    expect(evaluate(workedExampleInput(), withoutBanks).bankRecommendationsEmptyReason).toBe('result.banks.empty.noBanks');
    expect(evaluate(workedExampleInput(), config).bankRecommendationsEmptyReason).toBeNull();
  });

  it("tests affordability at each bank's own rate for the route, so a dearer bank lends less", () => {
    // RO EUR income €1,000, 30 y, RON route (no stress add-on): payCap 0.40 × 1,000 = 400.
    // CEC quotes 5.5–7.4 %: the RON route's 6.5 % is within it -> 400 × 158.2108 = 63,284 -> 63,000.
    // A copy of CEC quoting 7.0–8.0 % tests at 7.0 % -> 400 × 150.3076 = 60,123 -> 60,000.
    const dearer: EngineConfig = {
      ...config,
      banks: [
        ...config.banks.filter((bank) => bank.countryCode !== 'RO'),
        ...config.banks
          .filter((bank) => bank.name === 'CEC Bank')
          .flatMap((bank) => [bank, { ...bank, id: 9_999, name: 'Dear Bank', interestRateMin: 7, interestRateMax: 8 }]),
      ],
    };
    const input = workedExampleInput({ monthlyIncome: 1000, desiredLoanAmount: 70_000 });
    const result = evaluate(input, dearer);
    const byName = Object.fromEntries(result.bankRecommendations.map((bank) => [bank.name, bank.bankMaxLoanAmount]));
    expect(byName).toEqual({ 'CEC Bank': 63_000, 'Dear Bank': 60_000 });
    expect(result.maxLoanAmount).toBe(63_000);
  });

  it('borrows on the route a bank lends most on, not the one whose rules allow most', () => {
    // Only EUR-lending banks in RO: the RON route's rules allow more, but nobody lends RON.
    const eurOnly: EngineConfig = {
      ...config,
      banks: config.banks.map((bank) => (bank.countryCode === 'RO' ? { ...bank, loanCurrencies: ['EUR'] } : bank)),
    };
    const result = evaluate(workedExampleInput(), eurOnly);
    expect(result.metrics.loanCurrency).toBe('EUR');
    expect(result.maxLoanAmount).toBeGreaterThan(0);
    expect(result.bankRecommendations.length).toBe(4);
    // With both currencies on offer the RON route (the rules' best) is kept.
    expect(evaluate(workedExampleInput(), config).metrics.loanCurrency).toBe('RON');
  });

  it('leaves out banks that do not accept income from abroad', () => {
    const edited: EngineConfig = {
      ...config,
      banks: config.banks.map((bank) => (bank.name === 'CEC Bank' ? { ...bank, acceptsInternationalIncome: false } : bank)),
    };
    expect(evaluate(workedExampleInput(), edited).bankRecommendations.map((bank) => bank.name)).not.toContain('CEC Bank');
  });
});

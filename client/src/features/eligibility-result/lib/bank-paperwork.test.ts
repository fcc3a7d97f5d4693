import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, LANGUAGES } from '@core/constants';
import { evaluate } from '@core/eligibility';
import { seedConfig, workedExampleInput } from '@core/eligibility/testing/seed-config';
import { bankPaperwork } from './bank-paperwork';

/** Issue 19: the documents each bank wants translated or apostilled, on the result's bank cards. */
const config = seedConfig();
const banksOf = (overrides: Parameters<typeof workedExampleInput>[0] = {}) =>
  evaluate(workedExampleInput(overrides), config, { today: '2026-11-27' }).bankRecommendations;
const catalog = (language: string, namespace: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../../public/locales/${language}/${namespace}.json`, import.meta.url)), 'utf8'));

describe('bankPaperwork', () => {
  it('lists, per seeded bank, what a person living abroad has to translate and to apostille', () => {
    const banks = banksOf();
    const bt = banks.find((bank) => bank.name === 'Banca Transilvania');
    expect(bt && bankPaperwork(bt)).toEqual([
      { kind: 'translated', documents: ['employment_contract', 'tax_certificate'] },
      { kind: 'apostilled', documents: ['employment_contract', 'tax_certificate'] },
    ]);
    const cec = banks.find((bank) => bank.name === 'CEC Bank');
    expect(cec && bankPaperwork(cec)).toEqual([{ kind: 'translated', documents: ['payslip', 'employment_contract'] }]);
  });

  it('asks nothing of someone living in the property country: the conditions are for people abroad', () => {
    const banks = banksOf({ residenceCountry: 'RO', incomeCurrency: 'RON', monthlyIncome: 15_000 });
    expect(banks.length).toBeGreaterThan(0);
    for (const bank of banks) expect(bankPaperwork(bank)).toEqual([]);
  });

  it('keeps the product’s order of documents, each once, and reads a result kept from before the lists existed', () => {
    expect(bankPaperwork({ translatedDocuments: ['tax_certificate', 'payslip', 'payslip'], apostilledDocuments: [] })).toEqual([
      { kind: 'translated', documents: ['payslip', 'tax_certificate'] },
    ]);
    expect(bankPaperwork({})).toEqual([]);
  });

  it('has its words, and every document’s name, in ro, en and fr', () => {
    for (const language of LANGUAGES) {
      const paperwork = catalog(language, 'result').banks.paperwork;
      for (const key of ['title', 'translated', 'apostilled']) expect(paperwork[key], `${language} ${key}`).toBeTruthy();
      expect(paperwork.translated).toContain('{{documents}}');
      expect(paperwork.apostilled).toContain('{{documents}}');
      const names = catalog(language, 'translation').enums.documentType;
      for (const type of DOCUMENT_TYPES) expect(names[type], `${language} ${type}`).toBeTruthy();
    }
  });
});

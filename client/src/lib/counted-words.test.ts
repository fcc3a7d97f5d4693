import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { countOf, registerCountedWords } from './counted-words';
import { registerFrenchCountryFormats } from './french-country';
import { LANGUAGES } from '@core/languages';

/** The real translation files in a real i18next, as the client sets it up (lib/i18n.ts). */
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const load = (language: string, namespace: string) => JSON.parse(readFileSync(join(repo, 'client/public/locales', language, `${namespace}.json`), 'utf8'));
const i18n = i18next.createInstance();
await i18n.init({
  lng: 'ro',
  fallbackLng: 'en',
  ns: ['translation', 'result', 'admin'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [language, { translation: load(language, 'translation'), result: load(language, 'result'), admin: load(language, 'admin') }]),
  ),
});
registerCountedWords(i18n);
registerFrenchCountryFormats(i18n);
const t = (language: string, key: string, values: Record<string, unknown>) => i18n.t(key, { lng: language, ...values }).replace(/[\u00a0\u202f]/g, ' ');

describe('counts with their nouns (i18next plural forms)', () => {
  it('Romanian: "1 rată", "2 rate", "20 de rate" in the result', () => {
    const reserves = (instalments: string) => t('ro', 'result:reason.reserves.1_2', { instalments });
    expect(reserves('1')).toBe('Economiile rămase după avans acoperă doar 1 rată.');
    expect(reserves('2')).toBe('Economiile rămase după avans acoperă doar 2 rate.');
    expect(reserves('20')).toBe('Economiile rămase după avans acoperă doar 20 de rate.');
    // 101 to 119 read like 1 to 19 ("101 rate"), as Romanian says them.
    expect(reserves('101')).toBe('Economiile rămase după avans acoperă doar 101 rate.');
  });

  it('Romanian years, months, points and days agree with the number', () => {
    expect(['1', '5', '19', '20', '30'].map((years) => t('ro', 'result:whatIf.years', { years }))).toEqual(['1 an', '5 ani', '19 ani', '20 de ani', '30 de ani']);
    expect(t('ro', 'result:reason.employmentDuration.lt_6', { months: '1' })).toBe('1 lună la angajatorul actual; majoritatea băncilor cer cel puțin 6.');
    expect(t('ro', 'result:reason.employmentDuration.ge_24', { months: '36' })).toBe('36 de luni la angajatorul actual: foarte stabil.');
    expect(t('ro', 'result:reason.maritalStatus.married', { points: '10', weight: '10' })).toBe('Starea civilă: 10 din 10 puncte.');
    expect(t('ro', 'result:reason.maritalStatus.married', { points: '1', weight: '1' })).toBe('Starea civilă: 1 din 1 punct.');
    expect(t('ro', 'result:verdict.reason.age', { age: '71', maxAgeAtMaturity: '75', minTermYears: '5', origin: 'regula proprie a băncii' })).toBe(
      'La 71 de ani, creditul ar trebui să se încheie până la 75 de ani (regula proprie a băncii): mai puțin decât cei 5 ani pe care băncile îi acordă.',
    );
    expect(t('ro', 'admin:overview.usersHint', { admins: 1, brokers: 2 })).toBe('1 administrator, 2 brokeri');
  });

  it('English and French: one and other ("0 an" in French, as French counts 0 and 1 alike)', () => {
    expect(['1', '2'].map((instalments) => t('en', 'result:reason.reserves.1_2', { instalments }))).toEqual([
      'Your savings after the down payment cover only 1 instalment.',
      'Your savings after the down payment cover only 2 instalments.',
    ]);
    expect(['0', '1', '2', '30'].map((years) => t('fr', 'result:whatIf.years', { years }))).toEqual(['0 an', '1 an', '2 ans', '30 ans']);
    expect(t('fr', 'result:reason.reserves.1_2', { instalments: '1' })).toBe('Votre épargne après l’apport ne couvre que 1 mensualité.');
  });

  it('reads the count back from a value formatted in the language', () => {
    expect(countOf('1.500', 'ro')).toBe(1500);
    expect(countOf('7,5', 'ro')).toBe(7.5);
    expect(countOf('1\u202f500', 'fr')).toBe(1500);
    expect(countOf('1,500', 'en')).toBe(1500);
    expect(countOf(3, 'en')).toBe(3);
    expect(t('ro', 'result:whatIf.years', { years: 1 })).toBe('1 an');
  });
});

describe('French country phrases in the result', () => {
  it('"pour la Roumanie", "en Pologne"', () => {
    expect(t('fr', 'result:flag.ruleNotVerified', { country: 'Roumanie', loanCurrency: 'RON' })).toBe(
      'Certaines limites du régulateur que nous utilisons pour la Roumanie (prêts en RON) ne sont pas encore confirmées dans le texte du régulateur.',
    );
    expect(t('fr', 'result:verdict.reason.currencyRule', { country: 'Pologne', loanCurrencies: 'PLN, EUR', incomeCurrency: 'GBP' })).toBe(
      'Les banques en Pologne ne prêtent (PLN, EUR) que dans la devise de la plus grande part des revenus du ménage ; vos revenus sont en GBP.',
    );
    expect(t('fr', 'result:verdict.reason.noPartnerBanks', { country: 'Portugal' })).toBe(
      'Nous n’avons pas encore de banque partenaire au Portugal : le montant est ce que permettent les règles.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { formatApr, formatEur, formatFileSize, formatMoney, formatNumber, formatPercent, formatPercentRange, localeFor } from './format';

/** Intl output differs between ICU builds in spaces (U+00A0 / U+202F): compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money and number formatting', () => {
  it('maps each interface language to its locale', () => {
    expect([localeFor('ro'), localeFor('en'), localeFor('fr')]).toEqual(['ro-RO', 'en-GB', 'fr-FR']);
  });

  it('formats EUR amounts per language, whole euros by default', () => {
    expect(formatEur(118_000, 'en')).toBe('€118,000');
    expect(plain(formatEur(118_000, 'fr'))).toBe('118 000 €');
    expect(plain(formatEur(118_000, 'ro'))).toMatch(/^118\.000 (€|EUR)$/);
    expect(formatEur(727.49, 'en')).toBe('€727');
    expect(formatEur(727.49, 'en', { cents: true })).toBe('€727.49');
  });

  it('shows cents only when an amount has some, when asked to (what someone typed)', () => {
    expect(plain(formatEur(3000.5, 'ro', { cents: 'ifAny' }))).toMatch(/^3\.000,50 (€|EUR)$/);
    expect(plain(formatEur(3000, 'fr', { cents: 'ifAny' }))).toBe('3 000 €');
    expect(formatMoney(3000.05, 'GBP', 'en', { cents: 'ifAny' })).toBe('£3,000.05');
  });

  it('formats income-currency amounts and survives an unknown code', () => {
    expect(formatMoney(3200, 'GBP', 'en')).toBe('£3,200');
    expect(plain(formatMoney(3200, 'CHF', 'fr'))).toBe('3 200 CHF');
    expect(formatMoney(10, 'not-a-code', 'en')).toBe('10 not-a-code');
  });

  it('formats percentages given in percent units', () => {
    expect(formatPercent(32.25, 'en')).toBe('32.3%');
    expect(plain(formatPercent(32.25, 'fr'))).toBe('32,3 %');
    expect(plain(formatPercent(85, 'ro', 0))).toBe('85 %');
    expect(formatPercentRange(5.9, 7.9, 'en')).toBe('5.9–7.9%');
    expect(formatPercentRange(6.5, 6.5, 'en')).toBe('6.5%');
    expect(formatNumber(2.5, 'fr', 1)).toBe('2,5');
  });

  it('formats an APRC to the hundredth, zeros kept, as the certificate does', () => {
    expect(formatApr(8.1, 'en')).toBe('8.10%');
    expect(plain(formatApr(7.27, 'ro'))).toBe('7,27 %');
    expect(plain(formatApr(7, 'fr'))).toBe('7,00 %');
  });

  it('formats file sizes in the language\'s units', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(820 * 1024, 'en')).toBe('820 kB');
    expect(formatFileSize(2.4 * 1024 * 1024, 'en')).toBe('2.4 MB');
    expect(plain(formatFileSize(2.4 * 1024 * 1024, 'fr'))).toBe('2,4 Mo');
    expect(plain(formatFileSize(820 * 1024, 'ro'))).toBe('820 kB');
  });
});

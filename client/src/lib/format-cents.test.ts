import { describe, expect, it } from 'vitest';
import { formatEur, formatMoney } from './format';

describe('cents shown when an amount has some (issue 19 point 10)', () => {
  it('shows the half cent rounded up, as Intl prints it, instead of dropping the cents', () => {
    // 1.005 × 100 is 100.49999999999999: Math.round said "no cents" and the amount read €1,
    // while Intl itself rounds 1.005 to 1.01.
    expect(formatEur(1.005, 'en', { cents: 'ifAny' })).toBe('€1.01');
    expect(formatMoney(2500.115, 'GBP', 'en', { cents: 'ifAny' })).toBe('£2,500.12');
  });

  it('still leaves whole amounts whole, and less than half a cent is none', () => {
    expect(formatEur(3000, 'en', { cents: 'ifAny' })).toBe('€3,000');
    expect(formatEur(3000.004, 'en', { cents: 'ifAny' })).toBe('€3,000');
    expect(formatEur(2.999, 'en', { cents: 'ifAny' })).toBe('€3');
  });
});

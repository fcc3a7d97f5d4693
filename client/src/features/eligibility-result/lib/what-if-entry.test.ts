import { describe, expect, it } from 'vitest';
import { readTypedAmount } from './what-if-entry';

const bounds = { min: 1000, max: 120_000 };
const LABEL = 'result:whatIf.loan';

describe('readTypedAmount (a what-if amount typed beside its slider, issue 12)', () => {
  it('reads the amount the interface language\'s way', () => {
    expect(readTypedAmount('90.000', 'ro', bounds, LABEL)).toEqual({ ok: true, value: 90_000 });
    expect(readTypedAmount('90 000,50', 'fr', bounds, LABEL)).toEqual({ ok: true, value: 90_000.5 });
    expect(readTypedAmount('90,000.50', 'en', bounds, LABEL)).toEqual({ ok: true, value: 90_000.5 });
    expect(readTypedAmount('90000', 'ro', bounds, LABEL)).toEqual({ ok: true, value: 90_000 });
  });

  it('refuses an ambiguous entry, one written another language\'s way, or nonsense, with the parser\'s message', () => {
    const ambiguous = readTypedAmount('90,000', 'ro', bounds, LABEL);
    expect(ambiguous.ok).toBe(false);
    expect(!ambiguous.ok && ambiguous.message).toMatch(/^validation\.number\.ambiguous\|/);
    expect(!ambiguous.ok && ambiguous.message).toContain(LABEL);
    const english = readTypedAmount('90.000,50', 'en', bounds, LABEL);
    expect(!english.ok && english.message).toMatch(/^validation\.number\.separators\|/);
    expect(!readTypedAmount('a lot', 'en', bounds, LABEL).ok).toBe(true);
    expect(!readTypedAmount('', 'fr', bounds, LABEL).ok).toBe(true);
  });

  it('refuses an amount outside the slider\'s range, saying the range in the language', () => {
    const above = readTypedAmount('150.000', 'ro', bounds, LABEL);
    expect(above.ok).toBe(false);
    expect(!above.ok && above.message.split('|')[0]).toBe('validation.number.outOfRange');
    expect(!above.ok && JSON.parse(above.message.split('|')[1])).toEqual({ field: LABEL, min: '1.000', max: '120.000' });
    expect(readTypedAmount('999', 'en', bounds, LABEL).ok).toBe(false);
    expect(readTypedAmount('1000', 'en', bounds, LABEL)).toEqual({ ok: true, value: 1000 });
  });
});

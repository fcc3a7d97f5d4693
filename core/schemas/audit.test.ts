import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit';

describe('auditChanges', () => {
  it('lists only the fields that differ, nested ones by their dotted path', () => {
    const before = { name: 'Moldova', isActive: true, options: { high: 10, low: 2 }, loanCurrencies: ['EUR'] };
    const after = { name: 'Moldova', isActive: false, options: { high: 12, low: 2 }, loanCurrencies: ['EUR', 'RON'] };
    expect(auditChanges(before, after)).toEqual([
      { field: 'isActive', before: true, after: false },
      { field: 'options.high', before: 10, after: 12 },
      { field: 'loanCurrencies', before: ['EUR'], after: ['EUR', 'RON'] },
    ]);
  });

  it('numbers the items of a list of objects from 1, and shows what appeared or went', () => {
    const before = { items: [{ key: 'notary', share: '0.010' }] };
    const after = { items: [{ key: 'notary', share: '0.012' }, { key: 'registry', share: '0.001' }] };
    expect(auditChanges(before, after)).toEqual([
      { field: 'items.1.share', before: '0.010', after: '0.012' },
      { field: 'items.2.key', before: null, after: 'registry' },
      { field: 'items.2.share', before: null, after: '0.001' },
    ]);
  });

  it('a creation lists every field with nothing before; a deletion every field with nothing after', () => {
    expect(auditChanges(null, { code: 'MD' })).toEqual([{ field: 'code', before: null, after: 'MD' }]);
    expect(auditChanges({ code: 'MD' }, null)).toEqual([{ field: 'code', before: 'MD', after: null }]);
  });
});

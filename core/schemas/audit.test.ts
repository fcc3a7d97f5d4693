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

  it('names the items of a list by their key, and shows what appeared or went', () => {
    const before = { items: [{ key: 'notary', share: '0.010' }] };
    const after = { items: [{ key: 'notary', share: '0.012' }, { key: 'registry', share: '0.001' }] };
    expect(auditChanges(before, after)).toEqual([
      { field: 'items.notary.share', before: '0.010', after: '0.012' },
      { field: 'items.registry.share', before: null, after: '0.001' },
    ]);
  });

  it('a creation lists every field with nothing before; a deletion every field with nothing after', () => {
    expect(auditChanges(null, { code: 'MD' })).toEqual([{ field: 'code', before: null, after: 'MD' }]);
    expect(auditChanges({ code: 'MD' }, null)).toEqual([{ field: 'code', before: 'MD', after: null }]);
  });
});

/** A country's costs of buying as the audit trail keeps them: saved whole, sortOrder from the position. */
const notary = { key: 'notary', base: 'price', rate: 0.01, source: 'UNNPR 2025', sortOrder: 1 };
const landRegistry = { key: 'landRegistry', base: 'price', rate: 0.0015, source: 'ANCPI', sortOrder: 2 };
const valuation = { key: 'valuation', base: 'fixed', amount: 150, source: 'Banks', sortOrder: 3 };
const at = (item: Record<string, unknown>, sortOrder: number) => ({ ...item, sortOrder });

describe('auditChanges on a reordered list (issue 20: items.1.key landRegistry → notary)', () => {
  it('a reorder alone reads as one "order changed", with each order by name, and no field of any item', () => {
    const before = { items: [notary, landRegistry, valuation] };
    const after = { items: [at(landRegistry, 1), at(notary, 2), valuation] };
    expect(auditChanges(before, after)).toEqual([
      { field: 'items', kind: 'order', before: ['notary', 'landRegistry', 'valuation'], after: ['landRegistry', 'notary', 'valuation'] },
    ]);
  });

  it('a reorder with a change reads as the order plus "<item>.<field>: old → new" for the item that changed', () => {
    const before = { items: [notary, landRegistry] };
    const after = { items: [at({ ...landRegistry, rate: 0.002 }, 1), at(notary, 2)] };
    expect(auditChanges(before, after)).toEqual([
      { field: 'items', kind: 'order', before: ['notary', 'landRegistry'], after: ['landRegistry', 'notary'] },
      { field: 'items.landRegistry.rate', before: 0.0015, after: 0.002 },
    ]);
  });

  it('removing an item is not a reorder, and the items after it do not read as changed', () => {
    const before = { items: [notary, landRegistry, valuation] };
    const after = { items: [landRegistry, valuation].map((item, i) => at(item, i + 1)) };
    const changes = auditChanges(before, after);
    expect(changes.some((change) => change.kind === 'order')).toBe(false);
    expect(changes.map((change) => change.field)).toEqual(['items.notary.base', 'items.notary.rate', 'items.notary.source']);
    expect(changes.every((change) => change.after === null)).toBe(true);
  });

  it('adding an item at the front is not a reorder of the others', () => {
    const before = { items: [notary] };
    const after = { items: [at(valuation, 1), at(notary, 2)] };
    expect(auditChanges(before, after)).toEqual([
      { field: 'items.valuation.base', before: null, after: 'fixed' },
      { field: 'items.valuation.amount', before: null, after: 150 },
      { field: 'items.valuation.source', before: null, after: 'Banks' },
    ]);
  });

  it('an emptied list names each item that went', () => {
    expect(auditChanges({ items: [notary] }, { items: [] }).map((change) => change.field)).toEqual(['items.notary.base', 'items.notary.rate', 'items.notary.source']);
  });

  it('a list nested in an entity (a bank`s charges) is matched by key too', () => {
    const before = { name: 'BT', charges: [{ key: 'arrangement', amount: 0 }, { key: 'account', amount: 5 }] };
    const after = { name: 'BT', charges: [{ key: 'account', amount: 6 }, { key: 'arrangement', amount: 0 }] };
    expect(auditChanges(before, after)).toEqual([
      { field: 'charges', kind: 'order', before: ['arrangement', 'account'], after: ['account', 'arrangement'] },
      { field: 'charges.account.amount', before: 5, after: 6 },
    ]);
  });

  it('matches by id, then code, when items have no key', () => {
    expect(auditChanges({ rows: [{ id: 7, v: 1 }, { id: 9, v: 2 }] }, { rows: [{ id: 9, v: 2 }, { id: 7, v: 3 }] })).toEqual([
      { field: 'rows', kind: 'order', before: ['7', '9'], after: ['9', '7'] },
      { field: 'rows.7.v', before: 1, after: 3 },
    ]);
    expect(auditChanges({ list: [{ code: 'RO', on: true }] }, { list: [{ code: 'RO', on: false }] })).toEqual([{ field: 'list.RO.on', before: true, after: false }]);
  });

  it('falls back to positions, numbered from 1, when items have no name or two share one', () => {
    expect(auditChanges({ brackets: [{ upTo: 10, rate: 1 }] }, { brackets: [{ upTo: 10, rate: 2 }] })).toEqual([{ field: 'brackets.1.rate', before: 1, after: 2 }]);
    expect(auditChanges({ items: [{ key: 'a', v: 1 }, { key: 'a', v: 2 }] }, { items: [{ key: 'a', v: 1 }, { key: 'a', v: 3 }] })).toEqual([{ field: 'items.2.v', before: 2, after: 3 }]);
  });
});

describe('auditChanges reads a stored list in its own order', () => {
  it('orders items by their sortOrder when each has one (rows read back in another order are no reorder)', () => {
    const before = { items: [landRegistry, notary, valuation] };
    const after = { items: [notary, landRegistry, valuation] };
    expect(auditChanges(before, after)).toEqual([]);
    const moved = { items: [at(valuation, 1), at(notary, 2), at(landRegistry, 3)] };
    expect(auditChanges(before, moved)).toEqual([
      { field: 'items', kind: 'order', before: ['notary', 'landRegistry', 'valuation'], after: ['valuation', 'notary', 'landRegistry'] },
    ]);
  });
});

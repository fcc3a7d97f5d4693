import { describe, expect, it } from 'vitest';
import { reducer, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './use-toast';

describe('toast store', () => {
  it('shows one toast at a time: a new one replaces the old (docs/product.md §9)', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: { id: '1', title: 'first', open: true } });
    state = reducer(state, { type: 'ADD_TOAST', toast: { id: '2', title: 'second', open: true } });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });
});

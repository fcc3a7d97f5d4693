import { describe, expect, it } from 'vitest';
import { listSearch } from './list-query';

describe('listSearch', () => {
  it('keeps only the parameters that are set', () => {
    expect(listSearch({})).toBe('');
    expect(listSearch({ status: undefined, search: '  ', page: 1, pageSize: 20 })).toBe('?pageSize=20');
    expect(listSearch({ status: 'submitted', search: ' ana@x.test ', page: 3 })).toBe('?status=submitted&search=ana%40x.test&page=3');
  });
});

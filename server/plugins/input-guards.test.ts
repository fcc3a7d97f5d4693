import { describe, expect, it } from 'vitest';
import { badPathParameter, findIllFormedQueryParameter, findTextProblem, isJsonDeeperThan, MAX_JSON_DEPTH } from './input-guards';

describe('findTextProblem', () => {
  it('names the field, the array index or the key that holds a control character', () => {
    expect(findTextProblem({ a: 'ok', b: { c: 'x\u0000' } })).toEqual({ path: 'b.c', problem: 'controlCharacters' });
    expect(findTextProblem({ list: ['ok', 'a\u0007'] })?.path).toBe('list.1');
    expect(findTextProblem({ ['k\u0001']: 1 })?.path).toBe('_');
    expect(findTextProblem({ notes: 'line\nline\ttab\r' })).toBeNull();
  });

  it('names the field of a lone surrogate, high or low, at the start, the middle or the end, in a value or a key', () => {
    for (const text of ['\ud800x', 'x \ud800 y', 'x \ud800', '\udc00x', 'x\udfff y', 'x \udc00']) {
      expect(findTextProblem({ items: [{ source: text }] }), JSON.stringify(text)).toEqual({ path: 'items.0.source', problem: 'illFormed' });
    }
    expect(findTextProblem({ options: { ['a\ud800']: 1 } })).toEqual({ path: 'options._', problem: 'illFormed' });
    // A pair is one character (an emoji), not a problem.
    expect(findTextProblem({ flag: '🇷🇴', name: 'Ana 😀' })).toBeNull();
  });

  it('finds a string deep inside the deepest body the parser lets through', () => {
    let body: unknown = 'x\ud800';
    for (let level = 0; level < MAX_JSON_DEPTH; level++) body = [body];
    expect(findTextProblem(body)?.problem).toBe('illFormed');
  });

  it('does not walk bytes: a Buffer body (the Stripe webhook) is not read key by key', () => {
    const bytes = Buffer.alloc(256 * 1024, 0);
    let keysRead = 0;
    // The same Buffer, counting every time something enumerates or reads its indexes.
    const watched = new Proxy(bytes, {
      ownKeys(target) {
        keysRead++;
        return Reflect.ownKeys(target);
      },
      getOwnPropertyDescriptor(target, key) {
        keysRead++;
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    });
    expect(findTextProblem(watched)).toBeNull();
    expect(findTextProblem({ body: watched })).toBeNull();
    expect(keysRead).toBe(0);
  });
});

describe('isJsonDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    const deeper = (text: string) => isJsonDeeperThan(Buffer.from(text), 3);
    expect(deeper('{"a":[{"b":1}]}')).toBe(false);
    expect(deeper('{"a":[{"b":[1]}]}')).toBe(true);
    expect(deeper(`{"a":"${'['.repeat(100)}"}`)).toBe(false);
    expect(deeper(`{"a":"\\"${'['.repeat(100)}"}`)).toBe(false);
    expect(deeper(`["\\\\",${'['.repeat(5)}`)).toBe(true);
    expect(deeper('{"name":"Ștefan [ «x» ]","list":[[1]]}')).toBe(false);
  });

  it('stops at the first level too deep: of a megabyte of [ it reads the first 33 bytes, not the rest', () => {
    const megabyte = Buffer.from('['.repeat(1024 * 1024));
    const indexesRead = new Set<number>();
    // A view of the bytes that records every index the scan reads.
    const watched = new Proxy(megabyte, {
      get(target, key) {
        if (typeof key === 'string' && /^\d+$/.test(key)) indexesRead.add(Number(key));
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    expect(isJsonDeeperThan(watched, MAX_JSON_DEPTH)).toBe(true);
    expect(Math.max(...indexesRead)).toBe(MAX_JSON_DEPTH);
    expect(indexesRead.size).toBe(MAX_JSON_DEPTH + 1);
  });
});

describe('findIllFormedQueryParameter', () => {
  it('names the parameter whose %-escapes are not UTF-8', () => {
    expect(findIllFormedQueryParameter('/api/admin/users?page=1&search=%ED%A0%80')).toBe('search');
    expect(findIllFormedQueryParameter('/api/admin/users?search=a%FFb')).toBe('search');
    expect(findIllFormedQueryParameter('/api/admin/users?search=%')).toBe('search');
    expect(findIllFormedQueryParameter('/api/admin/users?search=Ana%20%C8%98tefan+Pop')).toBeNull();
    expect(findIllFormedQueryParameter('/api/admin/users')).toBeNull();
  });
});

describe('badPathParameter', () => {
  it('names the parameter of the route whose other segments match', () => {
    const patterns = new Map([['PUT', ['/api/admin/countries/:id'.split('/'), '/api/broker/documents/:id/status'.split('/')]]]);
    expect(badPathParameter(patterns, 'PUT', '/api/broker/documents/%ED%A0%80/status')).toBe('id');
    expect(badPathParameter(patterns, 'PUT', '/api/admin/countries/%FF?x=1')).toBe('id');
    expect(badPathParameter(patterns, 'GET', '/api/admin/countries/%FF')).toBe('_');
  });
});

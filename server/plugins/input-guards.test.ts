import { describe, expect, it } from 'vitest';
import { findControlCharacter } from './input-guards';

describe('findControlCharacter', () => {
  it('names the field, the array index or the key that holds a control character', () => {
    expect(findControlCharacter({ a: 'ok', b: { c: 'x\u0000' } })).toBe('b.c');
    expect(findControlCharacter({ list: ['ok', 'a\u0007'] })).toBe('list.1');
    expect(findControlCharacter({ ['k\u0001']: 1 })).toBe('_');
    expect(findControlCharacter({ notes: 'line\nline\ttab\r' })).toBeNull();
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
    expect(findControlCharacter(watched)).toBeNull();
    expect(findControlCharacter({ body: watched })).toBeNull();
    expect(keysRead).toBe(0);
  });
});

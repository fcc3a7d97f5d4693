import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChangeMarker, createMarkedCache, MAX_AGE_MS } from './review-cache';

afterEach(() => vi.restoreAllMocks());

/** A promise the test resolves by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('createChangeMarker', () => {
  it('shares one read among callers while it is in flight, then reads again', async () => {
    const reads: Array<ReturnType<typeof deferred<number>>> = [];
    const marker = createChangeMarker({
      changeMarker: () => {
        const read = deferred<number>();
        reads.push(read);
        return read.promise;
      },
    });
    const first = marker.read();
    const second = marker.read();
    expect(reads).toHaveLength(1);
    reads[0].resolve(7);
    expect(await first).toBe(7);
    expect(await second).toBe(7);
    const third = marker.read();
    expect(reads).toHaveLength(2);
    reads[1].resolve(8);
    expect(await third).toBe(8);
  });

  it('after forget(), the next caller starts a new read instead of joining an older one', async () => {
    const reads: Array<ReturnType<typeof deferred<number>>> = [];
    const marker = createChangeMarker({
      changeMarker: () => {
        const read = deferred<number>();
        reads.push(read);
        return read.promise;
      },
    });
    const before = marker.read();
    marker.forget();
    const after = marker.read();
    expect(reads).toHaveLength(2);
    reads[0].resolve(1);
    reads[1].resolve(2);
    expect([await before, await after]).toEqual([1, 2]);
  });
});

describe('createChangeMarker with reuseMs (the pipeline board)', () => {
  it('answers a marker read less than reuseMs ago without a query, until forget()', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    let value = 1;
    const changeMarker = vi.fn(async () => value);
    const marker = createChangeMarker({ changeMarker }, { reuseMs: 1000 });
    expect(await marker.read()).toBe(1);
    value = 2;
    now += 999;
    expect(await marker.read()).toBe(1);
    expect(changeMarker).toHaveBeenCalledTimes(1);
    now += 1;
    expect(await marker.read()).toBe(2);
    value = 3;
    marker.forget();
    expect(await marker.read()).toBe(3);
    expect(changeMarker).toHaveBeenCalledTimes(3);
  });
});

describe('createMarkedCache', () => {
  it('answers the kept value while the marker is unchanged, and recomputes when it moves', async () => {
    const cache = createMarkedCache<string>(10);
    const load = vi.fn(async () => `value-${load.mock.calls.length}`);
    expect(await cache.get('page-1', 5, load)).toBe('value-1');
    expect(await cache.get('page-1', 5, load)).toBe('value-1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get('page-1', 6, load)).toBe('value-2');
    expect(await cache.get('page-2', 6, load)).toBe('value-3');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares one computation among concurrent misses of a key', async () => {
    const cache = createMarkedCache<number>(10);
    const slow = deferred<number>();
    const load = vi.fn(() => slow.promise);
    const answers = Promise.all([cache.get('k', 1, load), cache.get('k', 1, load), cache.get('k', 1, load)]);
    slow.resolve(42);
    expect(await answers).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not hand a caller a computation that began at an older marker', async () => {
    const cache = createMarkedCache<string>(10);
    const old = deferred<string>();
    const first = cache.get('k', 1, () => old.promise);
    const second = cache.get('k', 2, async () => 'new');
    expect(await second).toBe('new');
    old.resolve('old');
    expect(await first).toBe('old');
    // The newer value stays: an older computation finishing late does not replace it.
    expect(await cache.get('k', 2, async () => 'again')).toBe('new');
  });

  it('past the age limit, answers the kept value once more while recomputing it', async () => {
    const cache = createMarkedCache<string>(10);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    await cache.get('k', 1, async () => 'first');
    vi.spyOn(Date, 'now').mockReturnValue(now + MAX_AGE_MS + 1);
    const refreshed = deferred<string>();
    expect(await cache.get('k', 1, () => refreshed.promise)).toBe('first');
    refreshed.resolve('second');
    await refreshed.promise;
    await Promise.resolve();
    expect(await cache.get('k', 1, async () => 'third')).toBe('second');
  });

  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    const cache = createMarkedCache<string>(2);
    await cache.get('a', 1, async () => 'a1');
    await cache.get('b', 1, async () => 'b1');
    await cache.get('a', 1, async () => 'a2');
    await cache.get('c', 1, async () => 'c1');
    expect(await cache.get('a', 1, async () => 'a3')).toBe('a1');
    expect(await cache.get('b', 1, async () => 'b2')).toBe('b2');
  });
});

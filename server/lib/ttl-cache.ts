/**
 * A value computed on demand and kept for `ttlMs`. Used only for public reference data
 * that every visitor reads (countries): another instance sees an admin's change after at
 * most `ttlMs`, this instance at once through `invalidate()`.
 */
export function createTtlCache<T>(ttlMs: number, load: () => Promise<T>) {
  let value: T | undefined;
  let expiresAt = 0;
  let pending: Promise<T> | undefined;
  return {
    async get(): Promise<T> {
      if (value !== undefined && Date.now() < expiresAt) return value;
      pending ??= load()
        .then((loaded) => {
          value = loaded;
          expiresAt = Date.now() + ttlMs;
          return loaded;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    invalidate() {
      value = undefined;
      expiresAt = 0;
    },
  };
}

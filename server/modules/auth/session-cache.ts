import type { UserRow } from './auth.repository';

export interface CachedSession {
  user: UserRow;
  userId: string;
  expireMs: number;
  createdAtMs: number;
  cachedAtMs: number;
}

/**
 * Resolved sessions kept for a few seconds, so a signed-in request needs no database round
 * trip. Correct across instances: the database NOTIFYs every instance when a session ends or
 * a user row changes (migration 0001), and the cache drops the entry at once; `ttlMs` bounds
 * staleness if a notification were ever lost, and a lost listener connection clears it all.
 */
export function createSessionCache(options: { ttlMs: number; maxEntries: number }) {
  const bySid = new Map<string, CachedSession>();

  return {
    get(sid: string, nowMs: number): CachedSession | undefined {
      const entry = bySid.get(sid);
      if (!entry) return undefined;
      if (nowMs - entry.cachedAtMs > options.ttlMs) {
        bySid.delete(sid);
        return undefined;
      }
      return entry;
    },
    set(sid: string, entry: CachedSession) {
      // Entries arrive in time order (a miss, then set), so the oldest come first. One past its
      // TTL serves no one (get drops it), yet it stayed until maxEntries newer ones pushed it
      // out: every visitor who never signs out left a user row here for hours (issue 20).
      for (const [oldSid, old] of bySid) {
        if (entry.cachedAtMs - old.cachedAtMs <= options.ttlMs) break;
        bySid.delete(oldSid);
      }
      if (bySid.size >= options.maxEntries) {
        // Maps iterate in insertion order: the first key is the oldest entry.
        const oldest = bySid.keys().next().value;
        if (oldest !== undefined) bySid.delete(oldest);
      }
      bySid.set(sid, entry);
    },
    deleteSession(sid: string) {
      bySid.delete(sid);
    },
    deleteUser(userId: string) {
      for (const [sid, entry] of bySid) if (entry.userId === userId) bySid.delete(sid);
    },
    clear() {
      bySid.clear();
    },
    get size() {
      return bySid.size;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;

import type { BrokerRepository, StatusCounts } from './broker.repository';

/**
 * Why the review lists keep anything in memory: counting 100,000 assessments takes tens of
 * milliseconds and a page a millisecond of database time, while brokers' dashboards read the
 * same pages and counters over and over. What is kept is re-used only while the CHANGE MARKER
 * is unchanged: the newest assessment_events id. Every submission and every status change
 * writes an event in the same transaction as the change, on any instance, so a new marker
 * means "something the lists show may have changed". Reading it is one primary-key probe.
 *
 * Guarantee: an answer reflects every submission and status change committed before its
 * marker read began; this instance's own status changes are seen by the very next request.
 * The age limit (MAX_AGE_MS) bounds what the marker cannot see: two events committing out of
 * id order, a user deleted with their assessments, an applicant's changed plan or name, a new
 * exchange rate (the loan shown in the income currency).
 *
 * Nothing personal outlives MAX_AGE_MS, nothing is shared between instances, and every answer
 * stays behind the route's access check (the cache sits in the service, after the guard).
 */
export const MAX_AGE_MS = 10_000;
/** Pages kept (different filters, searches and page numbers), least recently used dropped first. */
const MAX_PAGES = 200;

/**
 * The change marker, read once for all requests that ask while a read is in flight. With
 * `reuseMs`, a marker read that finished less than that long ago is answered again without a
 * query (the pipeline board: a change on another instance is then seen up to `reuseMs` later).
 */
export function createChangeMarker(repo: Pick<BrokerRepository, 'changeMarker'>, { reuseMs = 0 }: { reuseMs?: number } = {}) {
  let inFlight: Promise<number> | undefined;
  let last: { value: number; at: number } | undefined;
  return {
    read(): Promise<number> {
      if (last && Date.now() - last.at < reuseMs) return Promise.resolve(last.value);
      if (!inFlight) {
        const read = repo.changeMarker();
        inFlight = read;
        const clear = () => {
          if (inFlight === read) inFlight = undefined;
        };
        read.then((value) => {
          if (inFlight === read && reuseMs > 0) last = { value, at: Date.now() };
          clear();
        }, clear);
      }
      return inFlight;
    },
    /** After a write on this instance: the next request reads a marker that includes it. */
    forget() {
      inFlight = undefined;
      last = undefined;
    },
  };
}
export type ChangeMarker = ReturnType<typeof createChangeMarker>;

/**
 * A value per key, valid for the marker it was computed at. Concurrent misses of one key share
 * one computation (unless it began at an older marker than the caller saw). Past MAX_AGE_MS
 * with the marker unchanged, the kept value is answered once more while it is recomputed.
 */
export function createMarkedCache<T>(maxEntries: number) {
  const entries = new Map<string, { marker: number; at: number; value: T }>();
  const pending = new Map<string, { marker: number; promise: Promise<T> }>();

  function compute(key: string, marker: number, load: () => Promise<T>): Promise<T> {
    const running = pending.get(key);
    if (running && running.marker >= marker) return running.promise;
    const promise = load().then((value) => {
      const kept = entries.get(key);
      if (!kept || kept.marker <= marker) {
        entries.delete(key);
        entries.set(key, { marker, at: Date.now(), value });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return value;
    });
    const entry = { marker, promise };
    pending.set(key, entry);
    const clear = () => {
      if (pending.get(key) === entry) pending.delete(key);
    };
    promise.then(clear, clear);
    return promise;
  }

  return {
    async get(key: string, marker: number, load: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept && kept.marker === marker) {
        // Most recently used last, so the oldest key is the first one dropped.
        entries.delete(key);
        entries.set(key, kept);
        if (Date.now() - kept.at >= MAX_AGE_MS) compute(key, marker, load).catch(() => {});
        return kept.value;
      }
      return compute(key, marker, load);
    },
    clear() {
      entries.clear();
      pending.clear();
    },
  };
}

/** The per-status counts (one aggregate query), kept per change marker. */
export function createStatusCounts(repo: Pick<BrokerRepository, 'countByStatus'>, marker: ChangeMarker) {
  const cache = createMarkedCache<StatusCounts>(1);
  return async () => cache.get('counts', await marker.read(), () => repo.countByStatus());
}

export function createPageCache<T>() {
  return createMarkedCache<T>(MAX_PAGES);
}

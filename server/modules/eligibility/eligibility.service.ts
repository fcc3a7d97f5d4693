import { createHash } from 'node:crypto';
import { configFromRows, type EngineConfig } from '../../../core/eligibility';
import type { ConfigRowsSnapshot, EligibilityRepository } from './eligibility.repository';
import { ZPublicEngineConfig } from './eligibility.schemas';

/**
 * The engine configuration, built from the database and cached in memory.
 *
 * Why a fingerprint and not a plain TTL: the server must stay correct with several instances
 * on one PostgreSQL, and an admin's edit on instance A must reach instance B too. Each cached
 * configuration carries the fingerprint of the rows it was built from (one md5 over the config
 * tables' rows, see eligibility.repository.ts). At most every RECHECK_MS a request re-reads
 * only that fingerprint (one small query, shared by concurrent requests); the rows are
 * re-loaded and the config rebuilt only when it changed. So:
 * - another instance serves the new configuration at most RECHECK_MS after a change commits;
 * - this instance serves it at once when the writer calls invalidate();
 * - between checks a request costs no query at all, and a build happens once per change.
 * The rows and their fingerprint are read in one repeatable-read snapshot, so a cached config
 * can never be paired with a fingerprint newer than its rows (which would hide a change).
 */
export const RECHECK_MS = 2000;

export interface EligibilitySnapshot {
  /** Digest of the rows this snapshot was built from. */
  fingerprint: string;
  config: EngineConfig;
  /** Active countries an applicant may live and earn in (type income or both). */
  incomeCountries: ReadonlySet<string>;
  /** Active countries an applicant may buy in (type property or both). */
  propertyCountries: ReadonlySet<string>;
  /** GET /api/assessments/config's body, serialised once per configuration, and its ETag. */
  publicJson: string;
  etag: string;
}

function buildSnapshot(rows: ConfigRowsSnapshot): EligibilitySnapshot {
  const config = configFromRows(rows);
  // Parsing through the response schema keeps anything the schema does not name out of the body.
  const publicJson = JSON.stringify(ZPublicEngineConfig.parse(config));
  const codesOf = (types: readonly string[]) =>
    new Set(rows.countries.filter((country) => types.includes(country.type)).map((country) => country.code.toUpperCase()));
  return {
    fingerprint: rows.fingerprint,
    config,
    incomeCountries: codesOf(['income', 'both']),
    propertyCountries: codesOf(['property', 'both']),
    publicJson,
    etag: `"${createHash('sha256').update(publicJson).digest('base64url').slice(0, 27)}"`,
  };
}

export function createEligibilityService(repo: EligibilityRepository, options: { recheckMs?: number } = {}) {
  const recheckMs = options.recheckMs ?? RECHECK_MS;
  let current: EligibilitySnapshot | undefined;
  let checkedAt = 0;
  let pending: Promise<EligibilitySnapshot> | undefined;
  /** Bumped by invalidate(), so a refresh that started before an admin write is not kept. */
  let generation = 0;

  async function refresh(): Promise<EligibilitySnapshot> {
    const startedIn = generation;
    if (current && (await repo.readFingerprint()) === current.fingerprint) {
      if (startedIn === generation) checkedAt = Date.now();
      return current;
    }
    const next = buildSnapshot(await repo.loadConfigRows());
    if (startedIn === generation) {
      current = next;
      checkedAt = Date.now();
    }
    return next;
  }

  return {
    /** The configuration to evaluate with; at most RECHECK_MS behind the database. */
    async snapshot(): Promise<EligibilitySnapshot> {
      if (current && Date.now() - checkedAt < recheckMs) return current;
      if (!pending) {
        const started = refresh();
        pending = started;
        // Only clear our own promise: invalidate() may have replaced it meanwhile.
        const clear = () => {
          if (pending === started) pending = undefined;
        };
        started.then(clear, clear);
      }
      return pending;
    },

    /** For writers on this instance (admin edits): the next request rebuilds from the database. */
    invalidate() {
      generation += 1;
      current = undefined;
      checkedAt = 0;
      pending = undefined;
    },
  };
}

export type EligibilityService = ReturnType<typeof createEligibilityService>;

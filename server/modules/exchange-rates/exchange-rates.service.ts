import type { FastifyBaseLogger } from 'fastify';
import { INCOME_CURRENCIES } from '../../../core/constants';
import { EcbFeedError, parseEcbDaily } from './ecb-feed';
import type { ExchangeRatesRepository } from './exchange-rates.repository';

/**
 * The daily ECB reference rates (issue 10). One instance fetches per day (a claim under an
 * advisory lock); the history is kept (one row per currency and day); a failed or malformed
 * download changes nothing and is logged, so assessments go on with the last good rates and
 * say when those are old (the engine's staleRates).
 */
export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
const SOURCE = 'ECB euro foreign exchange reference rates (eurofxref-daily)';
const HOUR_MS = 3_600_000;
/** The ECB publishes around 16:00 CET on working days: a success counts for 20 hours. */
const SUCCESS_VALID_MS = 20 * HOUR_MS;
/** After a failure, another instance (or this one) tries again after an hour. */
const RETRY_AFTER_MS = HOUR_MS;
const TIMEOUT_MS = 15_000;

export type FetchOutcome =
  | { status: 'stored'; date: string; stored: number }
  | { status: 'skipped' }
  | { status: 'failed'; error: string };

export interface ExchangeRatesServiceOptions {
  url: string;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
}

export function createExchangeRatesService(repo: ExchangeRatesRepository, log: FastifyBaseLogger, options: ExchangeRatesServiceOptions) {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());

  async function download(): Promise<string> {
    const response = await fetchImpl(options.url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/xml,text/xml' } });
    if (!response.ok) throw new EcbFeedError(`HTTP ${response.status}`);
    return response.text();
  }

  return {
    /** Fetches and stores today's table unless another instance did (or is doing) it. Never throws. */
    async fetchDaily(): Promise<FetchOutcome> {
      const startedAt = now();
      try {
        const isClaimed = await repo.claimFetch(
          startedAt,
          new Date(startedAt.getTime() - SUCCESS_VALID_MS),
          new Date(startedAt.getTime() - RETRY_AFTER_MS),
        );
        if (!isClaimed) return { status: 'skipped' };
      } catch (error) {
        log.warn({ err: error }, 'ECB rates: could not claim the daily fetch');
        return { status: 'failed', error: 'claim failed' };
      }
      try {
        const { date, rates } = parseEcbDaily(await download());
        const known = await repo.knownCurrencies();
        const rows = [...known]
          .filter(([currency]) => currency !== 'EUR' && rates.has(currency))
          .map(([currency, fxHaircut]) => ({ currency, rate: String(rates.get(currency)), fxHaircut }));
        const missing = INCOME_CURRENCIES.filter((currency) => currency !== 'EUR' && !rates.has(currency));
        if (missing.length > 0) log.warn({ missing }, 'ECB rates: the table lacks some income currencies; their last rates stay in use');
        const stored = await repo.storeRates(date, rows, SOURCE);
        await repo.recordOutcome(startedAt, null);
        log.info({ date, stored }, 'ECB rates: daily table stored');
        return { status: 'stored', date, stored };
      } catch (error) {
        const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        await repo.recordOutcome(startedAt, message).catch(() => undefined);
        // 'reason', not 'error': the logger's error serializer turns a string under 'error' into "[not an Error]".
        log.warn({ reason: message, url: options.url }, 'ECB rates: fetch failed; the last rates stay in use');
        return { status: 'failed', error: message };
      }
    },

    /** For the admin overview: the task's last run and the newest rate date of each income currency. */
    async status() {
      const [run, dates] = await Promise.all([repo.status(), repo.newestRateDates(INCOME_CURRENCIES.filter((c) => c !== 'EUR'))]);
      const oldest = dates.reduce<string | null>((low, row) => (low === null || row.rateDate < low ? row.rateDate : low), null);
      return {
        lastSuccessAt: run?.lastSuccessAt?.toISOString() ?? null,
        lastAttemptAt: run?.lastAttemptAt?.toISOString() ?? null,
        lastError: run?.lastError ?? null,
        oldestIncomeRateDate: oldest,
      };
    },
  };
}

export type ExchangeRatesService = ReturnType<typeof createExchangeRatesService>;

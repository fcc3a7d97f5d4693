import type { ExchangeRatesService } from './exchange-rates.service';

const CHECK_EVERY_MS = 3_600_000;

/**
 * Asks for the daily fetch at start and then hourly; the service decides whether a fetch is due
 * and which instance does it. (unref: the timer never keeps the process alive.)
 */
export function startRatesScheduler(service: ExchangeRatesService): () => void {
  void service.fetchDaily();
  const timer = setInterval(() => void service.fetchDaily(), CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

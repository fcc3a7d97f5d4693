import autocannon from 'autocannon';
import { cpuTimeMs } from './processes';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
  /** The server's own CPU time (user + system) per answered request, when its pid is known. */
  cpuMicrosecondsPerRequest: number | null;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  durationSeconds?: number;
  /** The server's process, to measure its CPU time per request. */
  pid?: number;
}

/** One autocannon run on loopback (bounded in time; it stops by itself). */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const cpuBefore = options.pid ? cpuTimeMs(options.pid) : 0;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? 10,
    duration: options.durationSeconds ?? 5,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
    cpuMicrosecondsPerRequest: options.pid && result.requests.total > 0 ? ((cpuTimeMs(options.pid) - cpuBefore) * 1000) / result.requests.total : null,
  };
}

/**
 * Product and floor measured alternately, `rounds` times each, so that both see the
 * same machine conditions; the result is the mean of the rounds.
 */
export async function compareWithFloor(product: LoadOptions, floor: LoadOptions, rounds = 3) {
  const productRuns: LoadResult[] = [];
  const floorRuns: LoadResult[] = [];
  for (let round = 0; round < rounds; round++) {
    productRuns.push(await load(product));
    floorRuns.push(await load(floor));
  }
  const mean = (runs: LoadResult[], key: 'requestsPerSecond' | 'p50' | 'p99' | 'cpuMicrosecondsPerRequest') =>
    runs.reduce((sum, run) => sum + (run[key] ?? 0), 0) / runs.length;
  const summarise = (runs: LoadResult[]) => ({
    requestsPerSecond: mean(runs, 'requestsPerSecond'),
    p50: mean(runs, 'p50'),
    p99: mean(runs, 'p99'),
    cpuMicrosecondsPerRequest: mean(runs, 'cpuMicrosecondsPerRequest'),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  });
  const p = summarise(productRuns);
  const f = summarise(floorRuns);
  return { product: p, floor: f, throughputRatio: p.requestsPerSecond / f.requestsPerSecond, p99Ratio: p.p99 / Math.max(f.p99, 0.001) };
}

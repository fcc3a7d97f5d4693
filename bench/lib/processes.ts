import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FloorRoute } from './floor-server';

export const ROOT = new URL('../../', import.meta.url).pathname;
/**
 * Where the built product is run from: the checkout, or a copy of it (BENCH_PRODUCT_ROOT: a
 * folder with dist/, package.json and links to node_modules, server/ and client/), so that a
 * long run does not depend on a dist/ that another build may rewrite meanwhile.
 */
export const PRODUCT_ROOT = process.env.BENCH_PRODUCT_ROOT ?? ROOT;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function waitForUrl(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU time a process has used so far (user + system), in ms, from /proc. */
export function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // After "pid (comm) ", utime and stime are fields 12 and 13 (1-based from state).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Resident memory of a process, in MB, from /proc. */
export function residentMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * How `npm start` runs the server (package.json): the environment assignments before `node`
 * (ADR 019: glibc's mmap threshold) and node's own flags (ADR 072: the young generation's size),
 * so the bench measures the process a deployment runs.
 */
export function startScriptCommand(): { env: Record<string, string>; nodeArgs: string[] } {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const command = scripts.start.split('&&').at(-1)!.trim();
  const nodeAt = command.indexOf('node ');
  const assignments = command.slice(0, nodeAt).trim();
  const words = command.slice(nodeAt + 'node '.length).trim().split(/\s+/);
  return {
    env: Object.fromEntries(assignments ? assignments.split(/\s+/).map((pair) => pair.split('=') as [string, string]) : []),
    nodeArgs: words.slice(0, words.indexOf('dist/server/main.js')),
  };
}

export interface ProductServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The product as `npm start` runs it (built client and server, see `npm run build`), on a fresh
 * embedded database unless `env.DATABASE_URL` is given. Its logs go nowhere: a pipe the
 * bench does not read would slow it down.
 */
export async function startProduct(env: Record<string, string> = {}, options: { nodeArgs?: string[] } = {}): Promise<ProductServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'acasa-bench-'));
  const started = startScriptCommand();
  const child = spawn(process.execPath, [...started.nodeArgs, ...(options.nodeArgs ?? []), 'dist/server/main.js'], {
    cwd: PRODUCT_ROOT,
    env: {
      ...process.env,
      ...started.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
      NODE_ENV: 'production',
      // Production refuses to start without Stripe unless the offline provider is asked for;
      // the bench has no network, so no ECB fetch either.
      PAYMENTS: 'test',
      RATES_FETCH: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/api/countries`, child);
  return {
    url,
    child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare node:http server in its own process answering fixed bytes: the floor. */
export async function startFloor(routes: Record<string, FloorRoute>): Promise<ProductServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/floor-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), FLOOR_ROUTES: JSON.stringify(routes) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/__ready`, child);
  return {
    url,
    child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

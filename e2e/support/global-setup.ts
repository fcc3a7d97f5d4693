import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { exchangeRateSeed } from '../../core/reference-data/exchange-rates';
import { ecbDailyXml, startEcbStandIn } from '../../server/modules/exchange-rates/ecb-stand-in';
import { ensureChromium } from './ensure-chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoPassword: string;
    /** The server's data folder: its document storage is `<dataDir>/uploads` (account deletion checks it). */
    dataDir: string;
  }
}

const DEMO_PASSWORD = 'Acasa-demo-2026!';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/countries`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start within 90 s:\n${output()}`);
}

/** Builds client and server (unless E2E_SKIP_BUILD=1) and starts the product as `npm start` does. */
export default async function setup(project: TestProject) {
  const root = new URL('../../', import.meta.url).pathname;
  ensureChromium();
  // The build a visitor gets: vitest sets NODE_ENV=test, under which vite would build React's
  // development bundle (and the first script at 194 KB instead of 128).
  if (process.env.E2E_SKIP_BUILD !== '1') {
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'acasa-e2e-'));
  // The daily rate fetch runs as in production, against a local copy of the ECB's file dated
  // today (no outside network here), so results are not flagged as computed on stale rates.
  const ecb = await startEcbStandIn();
  const todaysRates = Object.fromEntries(exchangeRateSeed.filter((row) => row.currency !== 'EUR').map((row) => [row.currency, Number(row.rate)]));
  ecb.serve({ body: ecbDailyXml(new Date().toISOString().slice(0, 10), todaysRates) });
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      ECB_RATES_URL: ecb.url,
      // Journeys register many accounts from one address; the limits themselves are tested in the API suite.
      AUTH_RATE_LIMIT_MAX: '10000',
      PREVIEW_RATE_LIMIT_MAX: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(baseUrl, child, () => log);
  project.provide('baseUrl', baseUrl);
  project.provide('demoPassword', DEMO_PASSWORD);
  project.provide('dataDir', dataDir);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await ecb.close();
    if (process.env.E2E_SERVER_LOG === '1') console.log(log);
  };
}

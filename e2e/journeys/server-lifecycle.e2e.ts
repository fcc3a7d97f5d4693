import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';

/**
 * The product as a process (issue 2): the data folder is locked, SIGTERM closes cleanly,
 * a killed process leaves nothing that stops the next start, and acknowledged data survives.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'acasa-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

function start(port: number) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function untilReady(url: string, child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/countries`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('not ready in 60 s');
}

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.exitCode !== null ? resolve({ code: child.exitCode, signal: null }) : child.once('exit', (code, signal) => resolve({ code, signal })),
  );

test('locks its data folder, shuts down on SIGTERM and survives being killed', async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const first = start(port);
  await untilReady(url, first.child);

  const email = `lifecycle-${Date.now()}@example.com`;
  const register = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Cluj-Napoca-2026!', firstName: 'Radu', lastName: 'Marin' }),
  });
  expect(register.status).toBe(201);

  // A second process on the same folder refuses to start, and says why.
  const second = start(await freePort());
  const secondExit = await exitOf(second.child);
  expect(secondExit.code).toBe(1);
  expect(second.output()).toContain('is in use by another Acasa process');

  first.child.kill('SIGTERM');
  expect(await exitOf(first.child)).toEqual({ code: 0, signal: null });
  expect(existsSync(join(dataDir, 'acasa.lock'))).toBe(false);

  // Restart: the registered user is still there; then kill it without warning.
  const third = start(port);
  await untilReady(url, third.child);
  const login = async () =>
    fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Cluj-Napoca-2026!' }),
    });
  expect((await login()).status).toBe(200);
  third.child.kill('SIGKILL');
  await exitOf(third.child);

  // The stale lock of a killed process does not stop the next start.
  const fourth = start(port);
  await untilReady(url, fourth.child);
  expect((await login()).status).toBe(200);
  fourth.child.kill('SIGTERM');
  expect((await exitOf(fourth.child)).code).toBe(0);
}, 180_000);

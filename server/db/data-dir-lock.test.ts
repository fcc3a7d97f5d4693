import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'acasa-lock-'));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

describe('data folder lock (a socket the holder answers on)', () => {
  it('refuses a second holder while the first lives, naming it, and frees the folder on release', async () => {
    const dir = folder();
    const release = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`another Acasa process (pid ${process.pid})`);
    release();
    const again = await acquireDataDirLock(dir);
    again();
  });

  it('takes over a lock file nobody answers on (a crashed holder, a stray file with a live pid)', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'acasa.lock.sock'), String(process.pid));
    writeFileSync(join(dir, 'acasa.lock'), '1');
    const release = await acquireDataDirLock(dir);
    release();
  });

  it('works for a folder whose path is too long for a socket file', async () => {
    const dir = join(folder(), 'a'.repeat(60), 'b'.repeat(60));
    const release = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    release();
  });

  it('lets exactly one of two starters take over a stale socket, even when one pauses between check and takeover', async () => {
    for (const slow of [0, 1]) {
      const dir = folder();
      writeFileSync(join(dir, 'acasa.lock.sock'), '');
      const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 150));
      const results = await Promise.allSettled(
        [0, 1].map((i) => acquireDataDirLock(dir, i === slow ? { beforeTakeover: pause } : {})),
      );
      const winners = results.filter((result) => result.status === 'fulfilled');
      expect(winners).toHaveLength(1);
      const loser = results.find((result) => result.status === 'rejected');
      expect(loser?.status === 'rejected' && loser.reason).toBeInstanceOf(DataDirLockedError);
      for (const winner of winners) (winner as PromiseFulfilledResult<() => void>).value();
    }
  });

  it('lets exactly one of many processes racing for a crashed holder\'s socket win', { timeout: 60_000 }, async () => {
    const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
    for (let round = 0; round < 2; round++) {
      const dir = folder();
      const socket = join(dir, 'acasa.lock.sock');
      // A real crashed holder: a process that listens on the socket and is killed with SIGKILL.
      await new Promise<void>((resolve) => {
        const holder = spawn(process.execPath, [
          '-e',
          `require('node:net').createServer().listen(${JSON.stringify(socket)}, () => process.kill(process.pid, 'SIGKILL'))`,
        ]);
        holder.once('exit', () => resolve());
      });
      expect(existsSync(socket)).toBe(true);

      const racers = Array.from({ length: 6 }, () => {
        const child = spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            '--input-type=module',
            '-e',
            `import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
             process.stdout.write('ready\\n');
             await new Promise((resolve) => process.stdin.once('data', resolve));
             try {
               const release = await acquireDataDirLock(${JSON.stringify(dir)});
               process.stdout.write('won\\n');
               await new Promise((resolve) => process.stdin.once('data', resolve));
               release();
             } catch (error) {
               process.stdout.write(error.constructor.name + '\\n');
             }
             process.exit(0);`,
          ],
          { stdio: ['pipe', 'pipe', 'inherit'] },
        );
        let output = '';
        const waiting: Array<() => void> = [];
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          for (const wake of waiting.splice(0)) wake();
        });
        child.stdin.on('error', () => {}); // a loser has exited already: nothing reads its stdin
        const exited = new Promise((resolve) => child.once('exit', resolve));
        const lines = async (count: number) => {
          for (;;) {
            const got = output.split('\n').filter(Boolean);
            if (got.length >= count) return got;
            if (child.exitCode !== null) throw new Error(`racer exited early: ${output}`);
            await Promise.race([new Promise<void>((resolve) => waiting.push(resolve)), exited]);
          }
        };
        return { child, lines, exited };
      });
      await Promise.all(racers.map((racer) => racer.lines(1)));
      for (const racer of racers) racer.child.stdin.write('go\n');
      const outcomes = await Promise.all(racers.map(async (racer) => (await racer.lines(2))[1]));
      for (const racer of racers) racer.child.stdin.end('release\n');
      await Promise.all(racers.map((racer) => racer.exited));
      expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'DataDirLockedError')).toHaveLength(racers.length - 1);
    }
  });

  it('removes a takeover guard left by a process that crashed under it', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'acasa.lock.sock'), '');
    const guard = join(dir, 'acasa.lock.takeover');
    writeFileSync(guard, '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(guard, old, old);
    const release = await acquireDataDirLock(dir);
    expect(existsSync(guard)).toBe(false);
    release();
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';

/**
 * PGlite is one process on one folder: a second process would corrupt it. The lock is a Unix
 * socket in the data folder that the holder listens on (issue 11). The kernel closes it with
 * the process, so the proof of a live holder is that it answers: a crashed holder leaves a
 * socket file nobody answers, which is taken over, whatever process ids are in use (in a
 * container the server is pid 1 every time, which a pid file cannot tell apart). The holder
 * answers with "acasa <pid> <nonce> <folder>", so what answers is Acasa on this folder.
 * Looking at the socket, removing a stale one and binding happen as one step under an
 * exclusively created guard file, so of several starters exactly one takes a stale socket over.
 */
export class DataDirLockedError extends Error {}

const BANNER = 'acasa';
/** Unix socket paths are limited to 108 bytes; longer folders use the abstract namespace (Linux). */
const MAX_SOCKET_PATH = 100;
/** A takeover in progress for longer than this was cut off by a crash. */
const STALE_TAKEOVER_MS = 10_000;

function socketAddress(folder: string): string {
  const path = join(folder, 'acasa.lock.sock');
  if (Buffer.byteLength(path) <= MAX_SOCKET_PATH) return path;
  return `\0acasa-lock-${createHash('sha256').update(folder).digest('hex').slice(0, 32)}`;
}

const isAbstract = (address: string) => address.startsWith('\0');

function listen(address: string, banner: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.end(banner));
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      server.unref();
      resolve(server);
    });
  });
}

/** What answers on the socket, or null when nothing does (no holder: the file is stale). */
function ask(address: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = createConnection(address);
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(answer || 'unknown');
    }, 2000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? null : answer || 'unknown');
    });
  });
}

/** Whether something answers on the socket, and whether the socket file exists at all. */
async function probe(address: string): Promise<{ answer: string | null; isFilePresent: boolean }> {
  const answer = await ask(address);
  if (answer !== null || isAbstract(address)) return { answer, isFilePresent: false };
  try {
    statSync(address);
    return { answer, isFilePresent: true };
  } catch {
    return { answer, isFilePresent: false };
  }
}

/**
 * A guard left by a process that crashed inside its few milliseconds under the guard. It is
 * moved aside first (rename is atomic), then checked again: if what was moved is a fresh guard
 * (another starter removed the stale one and made its own in between), it is put back.
 */
function removeStaleGuard(guard: string, aside: string) {
  try {
    if (Date.now() - statSync(guard).mtimeMs <= STALE_TAKEOVER_MS) return;
    renameSync(guard, aside);
  } catch {
    return; // no guard, or another starter moved it first
  }
  try {
    if (Date.now() - statSync(aside).mtimeMs <= STALE_TAKEOVER_MS) linkSync(aside, guard);
  } catch {
    /* a newer guard is already in place */
  }
  rmSync(aside, { force: true });
}

/**
 * One starter at a time looks at the socket, removes it when nobody answers and binds its own:
 * an exclusively created file guards the whole sequence. Checking outside the guard and
 * removing inside it would let two starters that both saw the same stale socket both take it
 * over (the second removing the first one's fresh socket); binding outside the guard would let
 * a starter remove a socket that is bound but not yet listening.
 */
async function withGuard<T>(folder: string, nonce: string, action: () => Promise<T>): Promise<T> {
  const guard = join(folder, 'acasa.lock.takeover');
  const deadline = Date.now() + STALE_TAKEOVER_MS + 5_000;
  for (;;) {
    removeStaleGuard(guard, `${guard}.${nonce}`);
    let fd: number | undefined;
    try {
      fd = openSync(guard, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (fd !== undefined) {
      try {
        return await action();
      } finally {
        closeSync(fd);
        rmSync(guard, { force: true });
      }
    }
    if (Date.now() > deadline) throw new DataDirLockedError(`Could not lock the data folder ${folder}.`);
    await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
  }
}

function lockedError(dataDir: string, answer: string) {
  const [name, pid] = answer.split(' ');
  const holder = name === BANNER && pid ? `another Acasa process (pid ${pid})` : 'another process';
  return new DataDirLockedError(
    `The data folder ${dataDir} is in use by ${holder}. Stop that process, or start this one with another DATA_DIR.`,
  );
}

export interface LockTestHooks {
  /** Runs after the socket was found unanswered and before it is removed (tests widen the race window with it). */
  beforeTakeover?: () => Promise<void>;
}

export async function acquireDataDirLock(dataDir: string, hooks: LockTestHooks = {}): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const folder = realpathSync(dataDir);
  const address = socketAddress(folder);
  const nonce = randomBytes(8).toString('hex');
  const banner = `${BANNER} ${process.pid} ${nonce} ${folder}`;
  // The pid file of earlier versions proves nothing; it is simply removed.
  rmSync(join(folder, 'acasa.lock'), { force: true });

  const bind = async (): Promise<Server | null> => {
    const { answer, isFilePresent } = await probe(address);
    if (answer !== null) throw lockedError(dataDir, answer);
    await hooks.beforeTakeover?.();
    // Nobody answers: the holder is gone (killed, crashed). Take its place.
    if (isFilePresent) rmSync(address, { force: true });
    try {
      return await listen(address, banner);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') return null; // a holder closing (abstract)
      throw error;
    }
  };

  for (let attempt = 0; attempt < 3; attempt++) {
    // Abstract sockets vanish with their holder, so there is nothing to take over and no guard.
    const server = isAbstract(address) ? await bind() : await withGuard(folder, nonce, bind);
    if (server) {
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        server.close();
        if (!isAbstract(address)) rmSync(address, { force: true });
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}

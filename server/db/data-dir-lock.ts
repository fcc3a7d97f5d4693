import { createHash, randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, realpathSync, rmSync, statSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';

/**
 * PGlite is one process on one folder: a second process would corrupt it. The lock is a Unix
 * socket in the data folder that the holder listens on (issue 11). The kernel closes it with
 * the process, so the proof of a live holder is that it answers: a crashed holder leaves a
 * socket file nobody answers, which is taken over, whatever process ids are in use (in a
 * container the server is pid 1 every time, which a pid file cannot tell apart). The holder
 * answers with "acasa <pid> <folder>", so what answers is Acasa on this folder.
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

/** One process at a time removes a stale socket: an exclusive file guards the takeover. */
function withTakeoverGuard(folder: string, action: () => void) {
  const guard = join(folder, 'acasa.lock.takeover');
  try {
    if (Date.now() - statSync(guard).mtimeMs > STALE_TAKEOVER_MS) rmSync(guard, { force: true });
  } catch {
    /* no guard left behind */
  }
  let fd: number;
  try {
    fd = openSync(guard, 'wx');
  } catch {
    return; // another process is taking over right now; the next attempt will see its socket
  }
  try {
    action();
  } finally {
    closeSync(fd);
    rmSync(guard, { force: true });
  }
}

export async function acquireDataDirLock(dataDir: string): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const folder = realpathSync(dataDir);
  const address = socketAddress(folder);
  const nonce = randomBytes(8).toString('hex');
  const banner = `${BANNER} ${process.pid} ${nonce} ${folder}`;
  // The pid file of earlier versions proves nothing; it is simply removed.
  rmSync(join(folder, 'acasa.lock'), { force: true });

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const server = await listen(address, banner);
      // Another process may have replaced a stale socket at the same moment: it must be ours.
      if ((await ask(address)) !== banner) {
        server.close();
        continue;
      }
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        server.close();
        if (!isAbstract(address)) rmSync(address, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
    const answer = await ask(address);
    if (answer !== null) {
      const [name, pid] = answer.split(' ');
      const holder = name === BANNER && pid ? `another Acasa process (pid ${pid})` : 'another process';
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by ${holder}. Stop that process, or start this one with another DATA_DIR.`,
      );
    }
    // Nobody answers: the holder is gone (killed, crashed). Take its place.
    if (!isAbstract(address)) withTakeoverGuard(folder, () => rmSync(address, { force: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}

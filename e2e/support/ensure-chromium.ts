import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where the journeys look for Chromium: CHROMIUM_PATH, or Debian's package. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const INSTALL = 'apt-get install -y chromium';

function canInstallWithApt(): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && existsSync('/usr/bin/apt-get');
}

/**
 * `npm test` sets itself up (issue 21): on a Debian machine without Chromium it installs Debian's
 * package, as `.ci/run` does, so the README's two commands stay the only two. Where it cannot
 * (not root, no apt, or CHROMIUM_PATH names a browser that is not there) it stops with the exact
 * command to run, before any build.
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${CHROMIUM_PATH} does not exist: point it at a Chromium or Chrome binary, or unset it to use Debian's (${INSTALL}).`);
  }
  if (!canInstallWithApt()) {
    throw new Error(`The journeys need Chromium at ${CHROMIUM_PATH}. Install it with: sudo ${INSTALL} (or set CHROMIUM_PATH to another Chromium).`);
  }
  console.log(`Chromium is missing: installing Debian's package (apt-get update && ${INSTALL}) ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing. Run: ${INSTALL}`);
}

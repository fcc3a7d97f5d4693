import { afterEach, describe, expect, it, vi } from 'vitest';

/** ensure-chromium reads CHROMIUM_PATH when it loads, so each case loads it afresh. */
async function ensureWith(path: string) {
  vi.stubEnv('CHROMIUM_PATH', path);
  vi.resetModules();
  const { ensureChromium } = await import('./ensure-chromium');
  return ensureChromium;
}

afterEach(() => vi.unstubAllEnvs());

describe('npm test finds its browser before building anything', () => {
  it('goes on when the browser is there', async () => {
    const ensure = await ensureWith(process.execPath);
    expect(() => ensure()).not.toThrow();
  });

  it('stops with what to do when CHROMIUM_PATH names a browser that is not there, and installs nothing', async () => {
    const ensure = await ensureWith('/nonexistent/chromium');
    expect(() => ensure()).toThrow(/CHROMIUM_PATH=\/nonexistent\/chromium does not exist.*apt-get install -y chromium/);
  });
});

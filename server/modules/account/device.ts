import Bowser from 'bowser';

export interface Device {
  browser: string | null;
  os: string | null;
  deviceType: 'desktop' | 'mobile' | 'tablet' | 'unknown';
}

const DEVICE_TYPES = new Set(['desktop', 'mobile', 'tablet']);
const major = (version: string | undefined) => version?.split('.')[0];

/** "Chrome 126" on "Android 14", phone: what a person recognises their device by (bowser). */
export function describeDevice(userAgent: string | undefined): Device {
  if (!userAgent) return { browser: null, os: null, deviceType: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ? [parsed.browser.name, major(parsed.browser.version)].filter(Boolean).join(' ') : null;
  const osVersion = parsed.os.versionName ?? major(parsed.os.version);
  const os = parsed.os.name ? [parsed.os.name, osVersion].filter(Boolean).join(' ') : null;
  const type = parsed.platform.type ?? '';
  return { browser, os, deviceType: DEVICE_TYPES.has(type) ? (type as Device['deviceType']) : 'unknown' };
}

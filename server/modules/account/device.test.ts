import { describe, expect, it } from 'vitest';
import { describeDevice } from './device';

describe('describeDevice', () => {
  it('names the browser, the system and the kind of device', () => {
    expect(describeDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36')).toEqual({
      browser: 'Chrome 126',
      os: 'Android 14',
      deviceType: 'mobile',
    });
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({ browser: 'Firefox 128', os: 'Windows 10', deviceType: 'desktop' });
    expect(describeDevice('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toMatchObject({ browser: 'Safari 17', deviceType: 'tablet' });
  });

  it('says nothing it does not know', () => {
    expect(describeDevice(undefined)).toEqual({ browser: null, os: null, deviceType: 'unknown' });
    expect(describeDevice('curl/8.5.0')).toMatchObject({ os: null, deviceType: 'unknown' });
  });
});

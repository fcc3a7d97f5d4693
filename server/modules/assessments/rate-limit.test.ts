import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { WORKED_EXAMPLE } from './assessment-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on', PREVIEW_RATE_LIMIT_MAX: '3' });
});
afterAll(() => t.close());

const preview = (ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/assessments/preview', remoteAddress: ip, headers: { 'accept-language': 'en' }, payload: WORKED_EXAMPLE });

describe('preview rate limit', () => {
  it('answers 429 after PREVIEW_RATE_LIMIT_MAX previews per IP, other IPs unaffected', async () => {
    for (let i = 0; i < 3; i += 1) expect((await preview('203.0.113.7')).statusCode).toBe(200);
    const limited = await preview('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await preview('203.0.113.8')).statusCode).toBe(200);
  });

  it('does not limit the other assessment routes', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await t.app.inject({ url: '/api/assessments/config', remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    }
  });
});

describe('RATE_LIMITS=off', () => {
  it('lifts the preview limit', async () => {
    const unlimited = await createTestApp({ RATE_LIMITS: 'off', PREVIEW_RATE_LIMIT_MAX: '1' });
    try {
      for (let i = 0; i < 4; i += 1) {
        const res = await unlimited.app.inject({ method: 'POST', url: '/api/assessments/preview', payload: WORKED_EXAMPLE });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await unlimited.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { PasswordResetRepository } from './password-reset.repository';
import { createPasswordResetService, REQUEST_ANSWER_MS, type PasswordResetDeps } from './password-reset.service';

/**
 * Issue 20, no enumeration by timing: a reset request for an address with an account and one
 * without answer at the same moment — when the answer's floor is released, never before — and
 * the e-mail (seconds, through SMTP) is never waited for. Held with a floor the test releases
 * itself, not a stopwatch: a loaded machine cannot make it pass or fail.
 */
function world() {
  const floors: Array<{ ms: number; release: () => void }> = [];
  const touched: string[] = [];
  const repo = {
    async findAccount(email: string) {
      touched.push(`find ${email}`);
      return email === 'ana@example.com' ? { id: 'u1', email, firstName: 'Ana', language: 'ro' } : undefined;
    },
    async replaceToken() {
      touched.push('token');
      return { id: 't1' };
    },
  } as unknown as PasswordResetRepository;
  const deps: PasswordResetDeps = {
    auth: {} as PasswordResetDeps['auth'],
    // The e-mail never finishes: an answer that waited for it would never come.
    mail: { sendSecurityEmail: () => new Promise<never>(() => {}), absoluteUrl: (path: string) => `https://acasa.example${path}` },
    countAttempt: async () => 1,
    rateLimitsEnabled: true,
    log: { error() {} } as unknown as FastifyBaseLogger,
    waitFloor: (ms) => new Promise<void>((release) => floors.push({ ms, release })),
  };
  return { service: createPasswordResetService(repo, deps), floors, touched };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the reset request answers every address at the floor', () => {
  it.each([
    ['with an account', 'ana@example.com'],
    ['without one', 'nobody@example.com'],
  ])('an address %s: held until the %d ms floor is released, then answered at once, the e-mail not waited for', async (_, email) => {
    const { service, floors, touched } = world();
    let answered = false;
    const answer = service.requestReset({ email }, { ip: '203.0.113.1' }).then(() => {
      answered = true;
    });
    await settle();
    await settle();
    // The floor is started before the account is looked up, so the lookup's work lies inside it.
    expect(floors.map((floor) => floor.ms)).toEqual([REQUEST_ANSWER_MS]);
    expect(touched[0]).toBe(`find ${email}`);
    expect(answered).toBe(false);
    floors[0].release();
    await answer;
    expect(answered).toBe(true);
    expect(touched.includes('token')).toBe(email === 'ana@example.com');
  });
});

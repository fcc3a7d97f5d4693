import { describe, expect, it } from 'vitest';
import { isResetLinkRefusal, resetTokenFrom } from './reset-link';

describe('reset link', () => {
  const token = 'a'.repeat(40) + '_-9';

  it('reads the token of a link as the e-mail sends it', () => {
    expect(resetTokenFrom(`?token=${token}`)).toBe(token);
    expect(resetTokenFrom(`token=${token}&utm_source=mail`)).toBe(token);
  });

  it('has no token for a missing, cut or altered one', () => {
    expect(resetTokenFrom('')).toBeNull();
    expect(resetTokenFrom(`?token=${token.slice(0, 30)}`)).toBeNull();
    expect(resetTokenFrom(`?token=${token.slice(0, 42)}%20`)).toBeNull();
  });

  it('tells a refused link from other refusals', () => {
    expect(isResetLinkRefusal('RESET_LINK_EXPIRED')).toBe(true);
    expect(isResetLinkRefusal('RESET_LINK_USED')).toBe(true);
    expect(isResetLinkRefusal('RESET_LINK_INVALID')).toBe(true);
    expect(isResetLinkRefusal('VALIDATION_ERROR')).toBe(false);
    expect(isResetLinkRefusal(undefined)).toBe(false);
  });
});

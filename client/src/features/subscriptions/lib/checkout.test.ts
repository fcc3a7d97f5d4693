import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCardNumber, formatCvc, formatExpiry, isUnauthorizedError, paymentSuccessMessage, planFromSearch, trialEndDate } from './checkout';
import { LANGUAGES } from '@core/languages';

describe('formatCardNumber', () => {
  it('groups digits by four as they are typed', () => {
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('drops anything but digits and keeps no trailing space', () => {
    expect(formatCardNumber('4000-0000 0000.0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('stops at 19 digits', () => {
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
  });
});

describe('formatExpiry and formatCvc', () => {
  it('adds the slash after the month only once the year starts', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
  });

  it('keeps 3 or 4 digits of the security code', () => {
    expect(formatCvc('12a3')).toBe('123');
    expect(formatCvc('123456')).toBe('1234');
  });
});

describe('planFromSearch', () => {
  it('reads the plan, Pro by default', () => {
    expect(planFromSearch('?plan=premium')).toBe('premium');
    expect(planFromSearch('plan=pro')).toBe('pro');
    expect(planFromSearch('')).toBe('pro');
    expect(planFromSearch('?plan=free')).toBe('pro');
    expect(planFromSearch('?plan=gold')).toBe('pro');
  });
});

describe('isUnauthorizedError (docs/product.md §8)', () => {
  it('recognises the 401 answer whatever the language of its message', () => {
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized', '{"message":"Unauthorized","code":"UNAUTHORIZED"}'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized', '{"message":"Neautorizat","code":"UNAUTHORIZED"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
  });

  it('does not mistake other failures for it', () => {
    expect(isUnauthorizedError(new ApiError(403, 'Forbidden', '{"message":"Unauthorized origin","code":"CSRF_REJECTED"}'))).toBe(false);
    expect(isUnauthorizedError(new ApiError(500, 'Internal Server Error', ''))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('the toast once the form is confirmed (issue 20)', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const repo = fileURLToPath(new URL('../../../../../', import.meta.url));
  const pricing = (language: string) => JSON.parse(readFileSync(join(repo, 'client/public/locales', language, 'pricing.json'), 'utf8')).subscribe.toasts;

  it('says a trial started and when the first charge comes, never that a payment succeeded', () => {
    const message = paymentSuccessMessage('setup', 14, now);
    expect(message).toEqual({
      titleKey: 'pricing:subscribe.toasts.trialStartedTitle',
      descriptionKey: 'pricing:subscribe.toasts.trialStartedDescription',
      firstChargeAt: '2026-12-11T10:00:00.000Z',
    });
    expect(trialEndDate(14, now)).toBe(message.firstChargeAt);
    expect(pricing('en').trialStartedTitle).toBe('Your free trial has started');
    expect(pricing('en').trialStartedDescription).toMatch(/^Nothing is charged until \{\{date\}\}\./);
    expect(pricing('ro').trialStartedDescription).toMatch(/^Nu se încasează nimic până pe \{\{date\}\}\./);
    expect(pricing('fr').trialStartedDescription).toMatch(/^Rien n’est prélevé avant le \{\{date\}\}\./);
    for (const language of LANGUAGES) expect(`${pricing(language).trialStartedTitle} ${pricing(language).trialStartedDescription}`).not.toMatch(/pay(é|ment)|plat[ăa] reușit|subscribed|abonat/i);
  });

  it('calls a paid start a payment', () => {
    expect(paymentSuccessMessage('payment', null, now)).toEqual({ titleKey: 'pricing:subscribe.toasts.successTitle', descriptionKey: 'pricing:subscribe.toasts.successDescription', firstChargeAt: null });
  });
});

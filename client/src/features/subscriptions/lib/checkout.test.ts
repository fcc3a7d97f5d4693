import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { formatCardNumber, formatCvc, formatExpiry, isUnauthorizedError, planFromSearch } from './checkout';

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

describe('isUnauthorizedError (spec section 8)', () => {
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

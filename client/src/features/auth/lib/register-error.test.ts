import { describe, expect, it } from 'vitest';
import { firstFieldWithError, registerErrorFeedback } from './register-error';

describe('register error feedback: one message per problem', () => {
  it('a common password: the message under the password field, no toast', () => {
    const feedback = registerErrorFeedback({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'This password is too common.',
      fieldErrors: { password: 'This password is too common.' },
    });
    expect(feedback).toEqual({ fieldErrors: { password: { message: 'This password is too common.', isServerText: true } }, toastKey: null });
    expect(firstFieldWithError(feedback)).toBe('password');
  });

  it('an e-mail already registered: the message under the e-mail field, no toast', () => {
    const feedback = registerErrorFeedback({ status: 409, code: 'USER_EXISTS', message: 'User already exists' });
    expect(feedback).toEqual({ fieldErrors: { email: { message: 'auth.register.userExists', isServerText: false } }, toastKey: null });
  });

  it('a problem no field explains: one toast', () => {
    expect(registerErrorFeedback({ status: 429, code: 'RATE_LIMITED', message: 'slow down' })).toEqual({ fieldErrors: {}, toastKey: 'errors.rateLimited' });
    expect(registerErrorFeedback({ status: 500, message: 'boom' })).toEqual({ fieldErrors: {}, toastKey: 'auth.tryAgain' });
    expect(registerErrorFeedback({ message: 'Failed to fetch' })).toEqual({ fieldErrors: {}, toastKey: 'auth.tryAgain' });
  });
});

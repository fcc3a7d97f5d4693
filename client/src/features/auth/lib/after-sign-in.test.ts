import { describe, expect, it } from 'vitest';
import type { SignInResult } from '../api/login';
import { afterSignIn, homeFor } from './after-sign-in';

const signIn = (role: 'user' | 'broker' | 'admin', pendingAssessment: SignInResult['pendingAssessment']) =>
  ({ user: { role }, pendingAssessment }) as SignInResult;

describe('afterSignIn', () => {
  it('sends brokers to /broker, admins to /admin and users home', () => {
    expect(homeFor({ role: 'broker' })).toBe('/broker');
    expect(homeFor({ role: 'admin' })).toBe('/admin');
    expect(homeFor({ role: 'user' })).toBe('/');
    expect(afterSignIn(signIn('broker', 'none'), 'welcome')).toEqual({ path: '/broker', descriptionKey: 'welcome' });
  });

  it('takes a saved guest assessment to the list and a plan-limited one back to its result', () => {
    expect(afterSignIn(signIn('user', 'saved'), 'welcome')).toEqual({ path: '/assessments', descriptionKey: 'auth.pendingSaved' });
    expect(afterSignIn(signIn('user', 'planLimit'), 'welcome').path).toBe('/assessment?kept=plan-limit');
    expect(afterSignIn(signIn('user', 'failed'), 'welcome').path).toBe('/');
  });
});

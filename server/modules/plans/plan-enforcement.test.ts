import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/errors';
import { effectivePlan, monthWindowUtc, PLAN_CATALOG, plansWithFeature } from '../../../core/plans';
import { translate } from '../../i18n';
import { assertCanSubmitAssessment, assertHasFeature, remainingSubmissions } from './plan-enforcement';
import { LANGUAGES } from '../../../core/languages';

const user = (subscriptionPlan: 'free' | 'pro' | 'premium', subscriptionStatus: string | null = subscriptionPlan === 'free' ? null : 'active') => ({
  subscriptionPlan,
  subscriptionStatus,
});

function caught(action: () => void): AppError {
  try {
    action();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('assertCanSubmitAssessment', () => {
  it('lets Free submit one assessment a month, then answers 403 PLAN_LIMIT naming the plan and the limit', () => {
    expect(() => assertCanSubmitAssessment(user('free'), 0)).not.toThrow();
    const error = caught(() => assertCanSubmitAssessment(user('free'), 1));
    expect(error).toMatchObject({ code: 'PLAN_LIMIT', status: 403 });
    expect(translate('en', error.messageKey, error.values)).toBe(
      "You have reached the Free plan's limit of 1 assessment a month: you have submitted 1 this month. Upgrade to Pro for unlimited assessments.",
    );
    expect(translate('ro', error.messageKey, error.values)).toBe(
      'Ați atins limita planului Gratuit, 1 evaluare pe lună: luna aceasta ați trimis 1. Treceți la Pro pentru evaluări nelimitate.',
    );
    expect(translate('fr', error.messageKey, error.values)).toBe('Vous avez atteint la limite du forfait Gratuit, 1 évaluation par mois\u00a0: vous en avez soumis 1 ce mois-ci. Passez à Pro pour des évaluations illimitées.');
  });

  it('does not limit Pro and Premium, but does once their payment has lapsed', () => {
    expect(() => assertCanSubmitAssessment(user('pro'), 500)).not.toThrow();
    expect(() => assertCanSubmitAssessment(user('premium', 'past_due'), 500)).not.toThrow();
    expect(() => assertCanSubmitAssessment(user('pro', 'canceled'), 1)).toThrow(AppError);
    expect(() => assertCanSubmitAssessment(user('pro', 'incomplete'), 1)).toThrow(AppError);
  });

  it('tells how many remain', () => {
    expect(remainingSubmissions(user('free'), 0)).toBe(1);
    expect(remainingSubmissions(user('free'), 3)).toBe(0);
    expect(remainingSubmissions(user('pro'), 3)).toBeNull();
  });
});

describe('assertHasFeature', () => {
  it('answers 402 PAYMENT_REQUIRED with a clear message for a feature the plan lacks', () => {
    const error = caught(() => assertHasFeature(user('free'), 'pdfCertificate'));
    expect(error).toMatchObject({ code: 'PAYMENT_REQUIRED', status: 402 });
    expect(translate('en', error.messageKey)).toBe('The PDF certificate is part of the Pro and Premium plans. Upgrade to download it.');
    expect(() => assertHasFeature(user('pro'), 'pdfCertificate')).not.toThrow();
    expect(() => assertHasFeature(user('pro'), 'documentReview')).toThrow(AppError);
    expect(() => assertHasFeature(user('premium'), 'documentReview')).not.toThrow();
    expect(() => assertHasFeature(user('free'), 'documentUpload')).not.toThrow();
  });

  it('has a translated message for every feature some plan lacks, in every language', () => {
    for (const definition of PLAN_CATALOG) {
      for (const feature of definition.features) {
        if (plansWithFeature(feature).length === 3) continue;
        for (const language of LANGUAGES) {
          expect(translate(language, `errors.plan.feature.${feature}`)).not.toBe(`errors.plan.feature.${feature}`);
        }
      }
    }
  });
});

describe('plan data', () => {
  it('keeps Premium a superset of Pro, and Pro of Free', () => {
    const [free, pro, premium] = PLAN_CATALOG;
    expect(free.features.every((feature) => pro.features.includes(feature))).toBe(true);
    expect(pro.features.every((feature) => premium.features.includes(feature))).toBe(true);
    expect(PLAN_CATALOG.map((plan) => plan.priceEur)).toEqual([0, 29, 99]);
  });

  it('treats a plan set by hand (no provider status) as active', () => {
    expect(effectivePlan(user('premium', null))).toBe('premium');
  });

  it('counts calendar months in UTC', () => {
    const { start, end } = monthWindowUtc(new Date('2026-12-31T23:30:00Z'));
    expect([start.toISOString(), end.toISOString()]).toEqual(['2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
  });
});

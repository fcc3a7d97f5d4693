import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { createApplyPaymentEvent } from './payment-events';
import { createStripePaymentProvider } from './stripe-provider';
import { createSubscriptionsRepository, type PaymentNotifier } from './subscriptions.repository';
import { createSubscriptionsService } from './subscriptions.service';
import { createTestPaymentProvider } from './test-provider';

/**
 * Stripe when both its keys are set (env.ts then requires the webhook secret and the prices),
 * else the offline test provider. Both feed the same applyPaymentEvent. The stripe package is
 * imported only in the first case.
 */
export async function createSubscriptions(
  env: Env,
  db: Database,
  log: FastifyBaseLogger,
  hooks: { onUserChanged?: (userId: string) => void; payments?: PaymentNotifier } = {},
) {
  const repo = createSubscriptionsRepository(db, hooks.payments);
  const applyPaymentEvent = createApplyPaymentEvent(repo, log, hooks.onUserChanged);
  const isStripe = env.PAYMENTS !== 'test' && Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY);
  if (!isStripe && env.NODE_ENV === 'production') {
    log.warn('!!! PAYMENTS=test in production: the offline test provider is active and card 4242 4242 4242 4242 makes ANY user a subscriber. Use it for demos only. !!!');
  }
  const provider = isStripe
    ? createStripePaymentProvider(
        (await import('stripe')).default,
        {
          secretKey: env.STRIPE_SECRET_KEY!,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          prices: { pro: env.STRIPE_PRICE_PRO!, premium: env.STRIPE_PRICE_PREMIUM! },
          apiBase: env.STRIPE_API_BASE,
        },
        repo,
        log,
      )
    : createTestPaymentProvider(repo, applyPaymentEvent);
  return createSubscriptionsService(provider, applyPaymentEvent, repo);
}

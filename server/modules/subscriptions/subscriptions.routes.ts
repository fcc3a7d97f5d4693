import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZApiError } from '../../../core/schemas/common';
import {
  ZPaymentPage,
  ZPaymentsQuery,
  ZSubscriptionRequest,
  ZSubscriptionSetup,
  ZSubscriptionSummary,
  ZTestPaymentConfirmRequest,
  ZTestPaymentConfirmResponse,
  ZWebhookResponse,
} from '../../../core/schemas/subscriptions';
import { signedInUser } from '../../plugins/auth';
import type { SubscriptionsService } from './subscriptions.service';

export interface SubscriptionsRoutesOptions {
  subscriptions: SubscriptionsService;
}

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
/** Stripe's event payloads are small; a larger body is not Stripe. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** No body at all (not `{}`) means Pro. */
const ZSubscriptionRequestOrNone = z.preprocess((body) => body ?? { plan: 'pro' }, ZSubscriptionRequest);

const paymentErrors = { ...errorResponses, 402: ZApiError, 503: ZApiError } as const;

export async function subscriptionsRoutes(app: FastifyInstance, { subscriptions }: SubscriptionsRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The first release's client posts no body: the plan is then Pro, the one paid plan it knew.
  r.post(
    '/api/get-or-create-subscription',
    {
      config: { access: 'user' },
      schema: { body: ZSubscriptionRequestOrNone, response: { 200: ZSubscriptionSetup, ...paymentErrors } },
    },
    async (request) => subscriptions.getOrCreate(signedInUser(request), request.body.plan),
  );

  r.post(
    '/api/subscriptions/test/confirm',
    { config: { access: 'user' }, schema: { body: ZTestPaymentConfirmRequest, response: { 200: ZTestPaymentConfirmResponse, ...paymentErrors } } },
    async (request) => subscriptions.confirmTestPayment(signedInUser(request), request.body),
  );

  // The signed-in user's own subscription: answers about someone else's cannot be asked for.
  r.get(
    '/api/subscription',
    { config: { access: 'user' }, schema: { response: { 200: ZSubscriptionSummary, ...errorResponses } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return subscriptions.summary(signedInUser(request));
    },
  );

  r.post(
    '/api/subscription/cancel',
    { config: { access: 'user' }, schema: { response: { 200: ZSubscriptionSummary, ...paymentErrors } } },
    async (request) => subscriptions.cancel(signedInUser(request)),
  );

  r.post(
    '/api/subscription/resume',
    { config: { access: 'user' }, schema: { response: { 200: ZSubscriptionSummary, ...paymentErrors } } },
    async (request) => subscriptions.resume(signedInUser(request)),
  );

  r.get(
    '/api/subscription/payments',
    { config: { access: 'user' }, schema: { querystring: ZPaymentsQuery, response: { 200: ZPaymentPage, ...errorResponses } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return subscriptions.payments(signedInUser(request), request.query);
    },
  );

  // The signature covers the exact bytes Stripe sent, so this route alone keeps the raw body:
  // its own scope, whose only parser hands the handler a Buffer. Every other route keeps JSON.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      STRIPE_WEBHOOK_PATH,
      { config: { access: 'public' }, schema: { response: { 200: ZWebhookResponse, ...errorResponses } } },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await subscriptions.handleStripeWebhook(body, typeof signature === 'string' ? signature : undefined);
        return { received: true as const };
      },
    );
  });
}

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Tests only: a local HTTP stand-in for the parts of Stripe's API the server calls (no outside
 * network is reachable). It records every request and answers like Stripe does; a test may
 * replace an answer with `respond`.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, decoded. */
  form: URLSearchParams;
}

type Handler = (request: RecordedRequest) => { status: number; body: unknown } | undefined;

export interface StripeStandIn {
  url: string;
  requests: RecordedRequest[];
  /** Replaces the subscription the stand-in holds (as if changed at Stripe: a payment, a saved card). */
  setSubscription(overrides: StandInSubscriptionOptions): void;
  /** Answers requests `handler` returns a value for; others fall through to the defaults. */
  respond(handler: Handler): void;
  close(): Promise<void>;
}

export const STAND_IN = {
  customerId: 'cus_StandIn0001',
  subscriptionId: 'sub_StandIn0001',
  clientSecret: 'pi_StandIn0001_secret_Zx9',
  setupSecret: 'seti_StandIn0001_secret_Qw7',
  /** The current period's end the stand-in reports (2031-01-01). */
  periodEnd: 1_924_992_000,
};

export interface StandInSubscriptionOptions {
  status?: string;
  price?: string;
  metadata?: Record<string, string>;
  /** Seconds; a trial's end. */
  trialEnd?: number | null;
  cancelAtPeriodEnd?: boolean;
  defaultPaymentMethod?: string | null;
}

/** A subscription as Stripe answers it (API 2025+: the period is on the item). */
export function stripeSubscription(overrides: StandInSubscriptionOptions = {}) {
  const isTrial = overrides.trialEnd != null;
  const periodEnd = overrides.trialEnd ?? STAND_IN.periodEnd;
  return {
    id: STAND_IN.subscriptionId,
    object: 'subscription',
    status: overrides.status ?? (isTrial ? 'trialing' : 'incomplete'),
    customer: STAND_IN.customerId,
    metadata: overrides.metadata ?? {},
    cancel_at_period_end: overrides.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    trial_end: overrides.trialEnd ?? null,
    default_payment_method: overrides.defaultPaymentMethod ?? null,
    items: {
      object: 'list',
      data: [{ id: 'si_StandIn', object: 'subscription_item', current_period_end: periodEnd, price: { id: overrides.price ?? 'price_pro_standin', object: 'price' } }],
    },
    latest_invoice: isTrial
      ? { id: 'in_StandIn0000', object: 'invoice', amount_paid: 0, confirmation_secret: null }
      : { id: 'in_StandIn0001', object: 'invoice', confirmation_secret: { client_secret: STAND_IN.clientSecret, type: 'payment_intent' } },
    pending_setup_intent: isTrial ? { id: 'seti_StandIn0001', object: 'setup_intent', client_secret: STAND_IN.setupSecret } : null,
  };
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const handlers: Handler[] = [];
  let created: ReturnType<typeof stripeSubscription> | null = null;
  /** Set by a test: the stand-in's subscription as Stripe would hold it now. */
  const current = () => created;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      };
      requests.push(recorded);
      const answer = handlers.map((handler) => handler(recorded)).find(Boolean) ?? defaultAnswer(recorded);
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
      res.end(JSON.stringify(answer.body));
    });
  });

  function defaultAnswer(request: RecordedRequest): { status: number; body: unknown } {
    if (!/^Bearer sk_test_/.test(String(request.headers.authorization))) {
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    }
    if (request.method === 'POST' && request.path === '/v1/customers') {
      return { status: 200, body: { id: STAND_IN.customerId, object: 'customer', email: request.form.get('email'), metadata: { userId: request.form.get('metadata[userId]') } } };
    }
    if (request.method === 'POST' && request.path === '/v1/subscriptions') {
      const trialDays = request.form.get('trial_period_days');
      created = stripeSubscription({
        price: request.form.get('items[0][price]') ?? undefined,
        metadata: { userId: request.form.get('metadata[userId]') ?? '', plan: request.form.get('metadata[plan]') ?? '' },
        trialEnd: trialDays ? Math.floor(Date.now() / 1000) + Number(trialDays) * 86_400 : null,
      });
      return { status: 200, body: created };
    }
    const subscriptionPath = `/v1/subscriptions/${STAND_IN.subscriptionId}`;
    if (request.method === 'GET' && request.path === subscriptionPath && created) {
      return { status: 200, body: created };
    }
    // Update: cancel at the period's end, or resume (the only update the server makes).
    if (request.method === 'POST' && request.path === subscriptionPath && created) {
      const cancel = request.form.get('cancel_at_period_end');
      if (cancel !== null) created = { ...created, cancel_at_period_end: cancel === 'true' };
      return { status: 200, body: created };
    }
    // Cancel now.
    if (request.method === 'DELETE' && request.path === subscriptionPath && created) {
      created = { ...created, status: 'canceled', cancel_at_period_end: false };
      return { status: 200, body: created };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such resource: ${request.path}` } } };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setSubscription: (overrides) => {
      const metadata = current()?.metadata;
      created = stripeSubscription({ metadata, ...overrides });
    },
    respond: (handler) => handlers.unshift(handler),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

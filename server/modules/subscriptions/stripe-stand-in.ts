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
  /** Answers requests `handler` returns a value for; others fall through to the defaults. */
  respond(handler: Handler): void;
  close(): Promise<void>;
}

export const STAND_IN = {
  customerId: 'cus_StandIn0001',
  subscriptionId: 'sub_StandIn0001',
  clientSecret: 'pi_StandIn0001_secret_Zx9',
};

export function stripeSubscription(overrides: { status?: string; price?: string; metadata?: Record<string, string> } = {}) {
  return {
    id: STAND_IN.subscriptionId,
    object: 'subscription',
    status: overrides.status ?? 'incomplete',
    customer: STAND_IN.customerId,
    metadata: overrides.metadata ?? {},
    items: { object: 'list', data: [{ id: 'si_StandIn', object: 'subscription_item', price: { id: overrides.price ?? 'price_pro_standin', object: 'price' } }] },
    latest_invoice: { id: 'in_StandIn0001', object: 'invoice', confirmation_secret: { client_secret: STAND_IN.clientSecret, type: 'payment_intent' } },
  };
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const handlers: Handler[] = [];
  let created: ReturnType<typeof stripeSubscription> | null = null;

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
      created = stripeSubscription({
        price: request.form.get('items[0][price]') ?? undefined,
        metadata: { userId: request.form.get('metadata[userId]') ?? '', plan: request.form.get('metadata[plan]') ?? '' },
      });
      return { status: 200, body: created };
    }
    if (request.method === 'GET' && request.path === `/v1/subscriptions/${STAND_IN.subscriptionId}` && created) {
      return { status: 200, body: created };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such resource: ${request.path}` } } };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond: (handler) => handlers.unshift(handler),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

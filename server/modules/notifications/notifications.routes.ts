import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../core/schemas/common';
import { ZEmailPreferences, ZEmailPreferencesUpdate, ZUnsubscribeQuery, ZUnsubscribeResult } from '../../../core/schemas/notifications';
import { signedInUser } from '../../plugins/auth';
import type { NotificationsService } from './notifications.service';

export interface NotificationsRoutesOptions {
  notifications: NotificationsService;
}

export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';
/** A 303 has no body; documented, never serialised. */
const ZRedirect = z.unknown();

/** Settings › Notifications and the one-click unsubscribe of every e-mail (ADR 025). */
export async function notificationsRoutes(app: FastifyInstance, { notifications }: NotificationsRoutesOptions) {
  // RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` as a form. The token and kind
  // are in the URL; the body says nothing more, so it is read as text and not used.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'], { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/account/notifications', { config: { access: 'user' }, schema: { response: { 200: ZEmailPreferences, ...errorResponses } } }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return notifications.preferences(signedInUser(request).id);
  });

  r.put(
    '/api/account/notifications',
    { config: { access: 'user' }, schema: { body: ZEmailPreferencesUpdate, response: { 200: ZEmailPreferences, ...errorResponses } } },
    async (request) => notifications.updatePreferences(signedInUser(request).id, request.body),
  );

  // No session: the token of the e-mail is the credential, and it can only turn e-mails off.
  r.post(UNSUBSCRIBE_PATH, { config: { access: 'public' }, schema: { querystring: ZUnsubscribeQuery, response: { 200: ZUnsubscribeResult, ...errorResponses } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return notifications.unsubscribe(request.query);
  });

  // A GET changes nothing (link scanners open every link): it leads to the page that asks.
  r.get(UNSUBSCRIBE_PATH, { config: { access: 'public' }, schema: { querystring: ZUnsubscribeQuery, response: { 303: ZRedirect, ...errorResponses } } }, async (request, reply) => {
    const query = new URLSearchParams({ token: request.query.token, kind: request.query.kind });
    return reply.header('Cache-Control', 'no-store').redirect(`/unsubscribe?${query.toString()}`, 303);
  });
}

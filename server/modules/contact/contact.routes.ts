import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_LANGUAGE } from '../../../core/constants';
import { errorResponses } from '../../../core/schemas/common';
import { ZContactMessagePage, ZContactMessagesQuery, ZContactRequest, ZContactResponse } from '../../../core/schemas/contact';
import { languageFromAcceptLanguage } from '../../../core/language-pick';
import type { ContactService } from './contact.service';

export interface ContactRoutesOptions {
  contact: ContactService;
  /**
   * Per IP and minute, in memory, checked when the request arrives (before its body is read):
   * it guards this instance's CPU. The hourly limit per sender (the service's) is the one all
   * instances share.
   */
  rateLimit: { enabled: boolean; max: number };
}

export async function contactRoutes(app: FastifyInstance, { contact, rateLimit: limit }: ContactRoutesOptions) {
  await app.register(rateLimit, { global: false });
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Guests too: the session, when there is one, links the message to the account.
  const perMinute = limit.enabled ? { max: limit.max, timeWindow: 60_000 } : false;
  r.post('/api/contact', { config: { access: 'public', rateLimit: perMinute }, schema: { body: ZContactRequest, response: { 201: ZContactResponse, ...errorResponses } } }, async (request, reply) => {
    await contact.send(request.body, {
      user: request.user,
      ip: request.ip,
      language: request.user?.language ?? languageFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE,
    });
    return reply.status(201).send({ ok: true as const });
  });

  r.get(
    '/api/admin/contact-messages',
    { config: { access: 'admin' }, schema: { querystring: ZContactMessagesQuery, response: { 200: ZContactMessagePage, ...errorResponses } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return contact.list(request.query);
    },
  );
}

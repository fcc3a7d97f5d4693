import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAccountDeletion,
  ZAccountDeletionResult,
  ZAccountSessionList,
  ZEmailChange,
  ZPasswordChange,
  ZProfileUpdate,
  ZSessionIdParam,
} from '../../../core/schemas/account';
import { ZCurrentUser, ZOkResponse } from '../../../core/schemas/auth';
import { errorResponses, ZApiError } from '../../../core/schemas/common';
import { signedInUser } from '../../plugins/auth';
import { toCurrentUser } from '../auth/current-user';
import type { AccountService } from './account.service';

export interface AccountRoutesOptions {
  account: AccountService;
}

/** The zip itself, a stream: documented, never serialised. */
const ZBinary = z.unknown();
const user = { access: 'user' } as const;
const withProvider = { ...errorResponses, 503: ZApiError } as const;

/** Settings (issue 12): every route acts on the signed-in user's own account. */
export async function accountRoutes(app: FastifyInstance, { account }: AccountRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch('/api/account/profile', { config: user, schema: { body: ZProfileUpdate, response: { 200: ZCurrentUser, ...errorResponses } } }, async (request) =>
    toCurrentUser(await account.updateProfile(signedInUser(request), request.body)),
  );

  r.put('/api/account/email', { config: user, schema: { body: ZEmailChange, response: { 200: ZCurrentUser, ...errorResponses } } }, async (request) =>
    toCurrentUser(await account.changeEmail(signedInUser(request), request.body)),
  );

  r.put('/api/account/password', { config: user, schema: { body: ZPasswordChange, response: { 200: ZOkResponse, ...errorResponses } } }, async (request) => {
    await account.changePassword(signedInUser(request), request.body, request.sessionToken!);
    return { ok: true as const };
  });

  r.get('/api/account/sessions', { config: user, schema: { response: { 200: ZAccountSessionList, ...errorResponses } } }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return account.listSessions(signedInUser(request), request.sessionToken);
  });

  r.delete(
    '/api/account/sessions/:id',
    { config: user, schema: { params: ZSessionIdParam, response: { 200: ZOkResponse, ...errorResponses } } },
    async (request, reply) => {
      const { wasCurrent } = await account.endSession(signedInUser(request), request.params.id, request.sessionToken);
      if (wasCurrent) app.clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  r.get('/api/account/export', { config: user, schema: { response: { 200: ZBinary, ...errorResponses } } }, async (request, reply) => {
    const caller = signedInUser(request);
    const { stream, fileName } = await account.exportArchive(caller, request.sessionToken, caller.language);
    return reply
      .type('application/zip')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(stream);
  });

  r.delete('/api/account', { config: user, schema: { body: ZAccountDeletion, response: { 200: ZAccountDeletionResult, ...withProvider } } }, async (request, reply) => {
    const result = await account.deleteAccount(signedInUser(request), request.body.password);
    app.clearSessionCookie(reply);
    return result;
  });
}

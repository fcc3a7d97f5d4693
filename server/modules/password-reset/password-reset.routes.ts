import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCurrentUser } from '../../../core/schemas/auth';
import { errorResponses } from '../../../core/schemas/common';
import { ZForgotPasswordRequest, ZForgotPasswordResponse, ZResetPasswordRequest } from '../../../core/schemas/password-reset';
import { toCurrentUser } from '../auth/current-user';
import { readDeviceToken } from '../auth/session-cookie';
import type { PasswordResetService } from './password-reset.service';

/** Password reset by e-mail (issue 20, ADR 068): both routes are public (the person cannot sign in). */
export async function passwordResetRoutes(app: FastifyInstance, { passwordReset }: { passwordReset: PasswordResetService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onClose', passwordReset.drain);

  r.post(
    '/api/auth/forgot-password',
    { config: { access: 'public' }, schema: { body: ZForgotPasswordRequest, response: { 200: ZForgotPasswordResponse, ...errorResponses } } },
    async (request) => {
      await passwordReset.requestReset(request.body, { ip: request.ip });
      return { ok: true as const };
    },
  );

  r.post(
    '/api/auth/reset-password',
    { config: { access: 'public' }, schema: { body: ZResetPasswordRequest, response: { 200: ZCurrentUser, ...errorResponses } } },
    async (request, reply) => {
      const { user, token, deviceToken } = await passwordReset.resetPassword(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        deviceToken: readDeviceToken(request.headers.cookie) ?? undefined,
      });
      app.setSessionCookie(reply, request, token);
      if (deviceToken) app.setDeviceCookie(reply, request, deviceToken);
      return toCurrentUser(user);
    },
  );
}

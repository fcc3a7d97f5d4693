import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_LANGUAGE } from '../../../core/constants';
import { ZCurrentUser, ZLanguageRequest, ZLoginRequest, ZOkResponse, ZRegisterRequest } from '../../../core/schemas/auth';
import { errorResponses } from '../../../core/schemas/common';
import { languageFromAcceptLanguage } from '../../../core/language-pick';
import { signedInUser } from '../../plugins/auth';
import type { AuthService } from './auth.service';
import { readDeviceToken } from './session-cookie';
import { toCurrentUser } from './current-user';
import type { UsersService } from './users.service';

export interface AuthRoutesOptions {
  auth: AuthService;
  users: UsersService;
  /** Where GET /api/login sends the browser: an OpenID Connect provider, or the login page. */
  loginRedirect: string;
}

export async function authRoutes(app: FastifyInstance, { auth, users, loginRedirect }: AuthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/register',
    { config: { access: 'public' }, schema: { body: ZRegisterRequest, response: { 201: ZCurrentUser, ...errorResponses } } },
    async (request, reply) => {
      const { user, token, deviceToken } = await auth.register(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        language: languageFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE,
      });
      app.setSessionCookie(reply, request, token);
      if (deviceToken) app.setDeviceCookie(reply, request, deviceToken);
      return reply.status(201).send(toCurrentUser(user));
    },
  );

  r.post(
    '/api/auth/login',
    { config: { access: 'public' }, schema: { body: ZLoginRequest, response: { 200: ZCurrentUser, ...errorResponses } } },
    async (request, reply) => {
      const { user, token, deviceToken } = await auth.login(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: request.sessionToken ?? undefined,
        deviceToken: readDeviceToken(request.headers.cookie) ?? undefined,
      });
      app.setSessionCookie(reply, request, token);
      if (deviceToken) app.setDeviceCookie(reply, request, deviceToken);
      return toCurrentUser(user);
    },
  );

  r.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { response: { 200: ZOkResponse, ...errorResponses } } },
    async (request, reply) => {
      await auth.logout(request.sessionToken ?? undefined);
      app.clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/auth/user',
    { config: { access: 'user' }, schema: { response: { 200: ZCurrentUser, ...errorResponses } } },
    async (request) => toCurrentUser(signedInUser(request)),
  );

  r.patch(
    '/api/user/language',
    { config: { access: 'user' }, schema: { body: ZLanguageRequest, response: { 200: ZCurrentUser, ...errorResponses } } },
    async (request) => toCurrentUser(await users.setLanguage(signedInUser(request).id, request.body.language)),
  );

  r.get('/api/login', { config: { access: 'public' } }, async (_request, reply) => reply.redirect(loginRedirect, 302));
}

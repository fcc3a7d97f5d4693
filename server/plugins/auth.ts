import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../core/constants';
import type { UserRow } from '../modules/auth/auth.repository';
import type { AuthService } from '../modules/auth/auth.service';
import { clearedSessionCookieHeader, deviceCookieHeader, readSessionToken, sessionCookieHeader } from '../modules/auth/session-cookie';
import { sendError } from './errors';

/**
 * Who may call a route. Every /api route must declare it in `config.access`: the server
 * refuses to start otherwise, so no route can be added without a decision about who calls it.
 */
export type Access = 'public' | 'user' | 'broker' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

const ROLES_FOR_ACCESS: Record<Exclude<Access, 'public'>, readonly Role[]> = {
  user: ['user', 'broker', 'admin'],
  broker: ['broker', 'admin'],
  admin: ['admin'],
};

export interface AuthPluginOptions {
  auth: AuthService;
  idleMs: number;
  cookieSecure: 'auto' | 'always' | 'never';
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    if (access === 'public') return;
    const allowed = ROLES_FOR_ACCESS[access];
    // Callback style: runs before every signed-in handler, and allowed callers need no promise.
    const guard = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (!request.user) return void sendError(reply, request, 'UNAUTHORIZED', 'errors.unauthorized');
      if (!allowed.includes(request.user.role)) return void sendError(reply, request, 'FORBIDDEN', 'errors.forbidden');
      done();
    };
    // An onRequest hook of the route: it runs after the session is resolved (the app's own
    // onRequest hooks come first) and before the body is read or validated, so a caller
    // without the role learns nothing about the body's rules (issue 11).
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [guard, ...existing];
  });

  // Sessions are resolved for API calls only: static files need no database round trip.
  // Callback style: most requests (signed out, static files) finish synchronously.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const token = readSessionToken(request.headers.cookie);
    if (!token) return done();
    request.sessionToken = token;
    options.auth.resolveSession(token).then((user) => {
      request.user = user ?? null;
      done();
    }, done);
  });

  const isSecure = (request: FastifyRequest) => options.cookieSecure === 'always' || (options.cookieSecure === 'auto' && request.protocol === 'https');
  app.decorate('setSessionCookie', function (this: FastifyInstance, reply: FastifyReply, request: FastifyRequest, token: string) {
    reply.header('set-cookie', sessionCookieHeader(token, { maxAgeSeconds: Math.floor(options.idleMs / 1000), secure: isSecure(request) }));
  });
  app.decorate('setDeviceCookie', function (this: FastifyInstance, reply: FastifyReply, request: FastifyRequest, token: string) {
    reply.header('set-cookie', deviceCookieHeader(token, { secure: isSecure(request) }));
  });
  app.decorate('clearSessionCookie', function (this: FastifyInstance, reply: FastifyReply) {
    reply.header('set-cookie', clearedSessionCookieHeader());
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    setSessionCookie(reply: FastifyReply, request: FastifyRequest, token: string): void;
    setDeviceCookie(reply: FastifyReply, request: FastifyRequest, token: string): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
}

/** For handlers behind `access: 'user'` or stricter: the guard has already checked. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new Error('signedInUser() used on a route without an access guard');
  return request.user;
}

export default fp(authPlugin, { name: 'auth', dependencies: ['errors'] });

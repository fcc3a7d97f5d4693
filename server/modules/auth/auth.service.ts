import { AppError } from '../../../core/errors';
import type { Language } from '../../../core/constants';
import type { LoginRequest, RegisterRequest } from '../../../core/schemas/auth';
import type { AuthRepository, UserRow } from './auth.repository';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import type { SessionCache } from './session-cache';
import { createSessionToken, hashSessionToken } from './session-token';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export interface RateLimitPolicy {
  enabled: boolean;
  max: number;
  windowSeconds: number;
}

/** Idle expiry is pushed forward at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export function createAuthService(
  repo: AuthRepository,
  sessionPolicy: SessionPolicy,
  rateLimit: RateLimitPolicy,
  cache: SessionCache,
) {
  async function enforceRateLimit(action: 'login' | 'register', ip: string, email: string) {
    if (!rateLimit.enabled) return;
    const [byIp, byEmail] = await Promise.all([
      repo.countAttempt(`${action}:ip:${ip}`, rateLimit.windowSeconds),
      repo.countAttempt(`${action}:email:${email.toLowerCase()}`, rateLimit.windowSeconds),
    ]);
    if (byIp > rateLimit.max || byEmail > rateLimit.max) throw new AppError('RATE_LIMITED', 'errors.rateLimited');
  }

  async function startSession(user: UserRow, userAgent?: string) {
    const token = createSessionToken();
    const now = new Date();
    await repo.insertSession({
      sid: hashSessionToken(token),
      userId: user.id,
      sess: { userId: user.id, createdAt: now.toISOString(), userAgent: userAgent?.slice(0, 200) },
      expire: new Date(now.getTime() + sessionPolicy.idleMs),
    });
    return token;
  }

  return {
    async register(input: RegisterRequest, context: { ip: string; userAgent?: string; language: Language }) {
      await enforceRateLimit('register', context.ip, input.email);
      if (isCommonPassword(input.password)) {
        throw new AppError('VALIDATION_ERROR', 'validation.password.common', {
          fieldErrors: { password: 'validation.password.common' },
        });
      }
      if (await repo.findUserByEmail(input.email)) throw new AppError('USER_EXISTS', 'errors.userExists');
      const user = await repo.insertUser({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        language: context.language,
      });
      // A concurrent registration of the same e-mail won the unique index.
      if (!user) throw new AppError('USER_EXISTS', 'errors.userExists');
      return { user, token: await startSession(user, context.userAgent) };
    },

    async login(input: LoginRequest, context: { ip: string; userAgent?: string; previousToken?: string }) {
      await enforceRateLimit('login', context.ip, input.email);
      const user = await repo.findUserByEmail(input.email.trim());
      const isValid = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !isValid) throw new AppError('INVALID_CREDENTIALS', 'errors.invalidCredentials');
      // A new token at every login; the one the browser had is dead.
      if (context.previousToken) await repo.deleteSession(hashSessionToken(context.previousToken));
      return { user, token: await startSession(user, context.userAgent) };
    },

    async logout(token: string | undefined) {
      if (!token) return;
      const sid = hashSessionToken(token);
      cache.deleteSession(sid);
      await repo.deleteSession(sid);
    },

    /** The signed-in user for a cookie token, enforcing idle and absolute expiry on the server. */
    async resolveSession(token: string): Promise<UserRow | undefined> {
      const sid = hashSessionToken(token);
      const now = Date.now();
      let session = cache.get(sid, now);
      if (!session) {
        const found = await repo.findSessionWithUser(sid);
        if (!found) return undefined;
        session = {
          user: found.user,
          userId: found.user.id,
          expireMs: found.session.expire.getTime(),
          createdAtMs: found.session.createdAt.getTime(),
          cachedAtMs: now,
        };
        cache.set(sid, session);
      }
      if (session.expireMs <= now || session.createdAtMs + sessionPolicy.absoluteMs <= now) {
        cache.deleteSession(sid);
        await repo.deleteSession(sid);
        return undefined;
      }
      const newExpire = now + sessionPolicy.idleMs;
      if (newExpire - session.expireMs > TOUCH_INTERVAL_MS) {
        session.expireMs = newExpire;
        await repo.touchSession(sid, new Date(newExpire));
      }
      return session.user;
    },

    /** Ends every session of a user (role change, account events). */
    async endAllSessions(userId: string) {
      cache.deleteUser(userId);
      await repo.deleteSessionsOfUser(userId);
    },

    /**
     * Deletes sessions past their idle expiry and rate-limit windows long over, so neither
     * table grows without bound. Safe to run on every instance at once.
     */
    async purgeExpired(now: Date = new Date()) {
      await repo.deleteExpiredSessions(now);
      await repo.deleteOldAttempts(Math.max(rateLimit.windowSeconds * 2, 3600));
    },

    /** A user row changed elsewhere: sessions re-read it on their next request. */
    forgetUser: (userId: string) => cache.deleteUser(userId),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

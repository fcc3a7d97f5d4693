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
  /**
   * Per address always; then per account, except for a browser the account signed in from
   * before (OWASP's device cookie), whose attempts count against that browser alone. An
   * attacker guessing from anywhere else can then slow down new browsers, never lock the owner
   * out of one they use (issue 11).
   */
  async function enforceRateLimit(action: 'login' | 'register', ip: string, email: string, trustedDeviceHash: string | null = null) {
    if (!rateLimit.enabled) return;
    const secondKey = trustedDeviceHash ? `${action}:device:${trustedDeviceHash}` : `${action}:email:${email.toLowerCase()}`;
    const [byIp, bySecond] = await Promise.all([
      repo.countAttempt(`${action}:ip:${ip}`, rateLimit.windowSeconds),
      repo.countAttempt(secondKey, rateLimit.windowSeconds),
    ]);
    if (byIp > rateLimit.max || bySecond > rateLimit.max) throw new AppError('RATE_LIMITED', 'errors.rateLimited');
  }

  /** The device token's hash when it is a browser this user signed in from before, else null. */
  async function trustedDeviceOf(user: UserRow | undefined, deviceToken: string | undefined): Promise<string | null> {
    if (!user || !deviceToken) return null;
    const hash = hashSessionToken(deviceToken);
    return (await repo.findTrustedDevice(hash))?.userId === user.id ? hash : null;
  }

  /**
   * Marks this browser as the user's after a successful sign-in: the token it has when it is
   * already theirs, else a new one (a browser that carried another account's token gets its own).
   */
  async function rememberDevice(user: UserRow, trustedHash: string | null): Promise<string | null> {
    if (trustedHash) {
      await repo.trustDevice(trustedHash, user.id);
      return null;
    }
    const token = createSessionToken();
    await repo.trustDevice(hashSessionToken(token), user.id);
    return token;
  }

  async function startSession(user: UserRow, context: { userAgent?: string; ip?: string }) {
    const token = createSessionToken();
    const now = new Date();
    await repo.insertSession({
      sid: hashSessionToken(token),
      userId: user.id,
      // The device and address its owner sees in Settings (signed-in devices).
      sess: { userId: user.id, createdAt: now.toISOString(), userAgent: context.userAgent?.slice(0, 200), ip: context.ip?.slice(0, 64) },
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
      return { user, token: await startSession(user, context), deviceToken: await rememberDevice(user, null) };
    },

    async login(input: LoginRequest, context: { ip: string; userAgent?: string; previousToken?: string; deviceToken?: string }) {
      const user = await repo.findUserByEmail(input.email.trim());
      const trustedHash = await trustedDeviceOf(user, context.deviceToken);
      await enforceRateLimit('login', context.ip, input.email, trustedHash);
      const isValid = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !isValid) throw new AppError('INVALID_CREDENTIALS', 'errors.invalidCredentials');
      // A new token at every login; the one the browser had is dead.
      if (context.previousToken) await repo.deleteSession(hashSessionToken(context.previousToken));
      return {
        user,
        token: await startSession(user, context),
        deviceToken: await rememberDevice(user, trustedHash),
      };
    },

    /**
     * Signs the user in on this browser after a password reset (ADR 068): a new session, and the
     * browser remembered as the owner's (the device cookie), so the per-account lock of a
     * guessing attack does not apply to its later sign-ins. The e-mail proved who this is, not
     * a guess, so no login limit applies here; the reset already ended every other session.
     */
    async signInAfterReset(user: UserRow, context: { ip?: string; userAgent?: string; deviceToken?: string }) {
      cache.deleteUser(user.id);
      const trustedHash = await trustedDeviceOf(user, context.deviceToken);
      return { token: await startSession(user, context), deviceToken: await rememberDevice(user, trustedHash) };
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

    /**
     * Checks a signed-in user's current password before a sensitive change (e-mail, password,
     * deletion). Attempts are limited per account like logins, so a stolen session cannot try
     * passwords here without end. A wrong one is a 400 on `field`.
     */
    async verifyCurrentPassword(user: UserRow, password: string, field: string) {
      if (rateLimit.enabled && (await repo.countAttempt(`password:user:${user.id}`, rateLimit.windowSeconds)) > rateLimit.max) {
        throw new AppError('RATE_LIMITED', 'errors.rateLimited');
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw new AppError('VALIDATION_ERROR', 'validation.password.incorrect', { fieldErrors: { [field]: 'validation.password.incorrect' } });
      }
    },

    /** The user's live sessions (Settings, signed-in devices). */
    listSessions: (userId: string) => repo.listSessionsOfUser(userId, new Date()),

    /** Signs one of the user's devices out; false when it is not theirs or already gone. */
    async endSessionOfUser(userId: string, publicId: string): Promise<{ sid: string } | undefined> {
      const sid = await repo.deleteSessionOfUser(userId, publicId);
      if (!sid) return undefined;
      cache.deleteSession(sid);
      return { sid };
    },

    /** Ends every session of the user but the one of `token` (after a password change). */
    async endOtherSessions(userId: string, token: string) {
      cache.deleteUser(userId);
      await repo.deleteOtherSessionsOfUser(userId, hashSessionToken(token));
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
      // A device cookie lives a year; a browser unused for that long is forgotten.
      await repo.deleteStaleDevices(new Date(now.getTime() - 365 * 24 * 3600_000));
    },

    /** A user row changed elsewhere: sessions re-read it on their next request. */
    forgetUser: (userId: string) => cache.deleteUser(userId),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import { RESET_TOKEN_PATTERN, type ForgotPasswordRequest, type ResetPasswordRequest } from '../../../core/schemas/password-reset';
import type { AuthService } from '../auth/auth.service';
import { hashPassword, isCommonPassword } from '../auth/passwords';
import { createSessionToken, hashSessionToken } from '../auth/session-token';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PasswordResetRepository } from './password-reset.repository';
import { composeResetEmail } from './reset-email';

/** A link opens the account for an hour, once (issue 20). */
export const RESET_LINK_VALID_MS = 3600_000;

/**
 * Requests per hour: per address (each one sends an e-mail to a real person) and per IP (one
 * machine asking for many addresses). Resets per IP per hour (each one costs an argon2 hash).
 * An address at its limit still has its latest link working: a stranger asking for it again
 * and again can delay the owner's next e-mail, never void the one they have (ADR 068).
 */
export const RESET_LIMITS = { windowSeconds: 3600, requestsPerAddress: 5, requestsPerIp: 20, resetsPerIp: 20 } as const;

/**
 * Every accepted request answers after at least this long, whether or not an account has the
 * address; the only extra work for a known one (a lookup's twin: two small writes, a few ms)
 * happens inside it, and the e-mail goes after the answer. With 5 requests per address an hour,
 * nobody gathers the thousands of samples a difference under this would need.
 */
export const REQUEST_ANSWER_MS = 100;

export interface PasswordResetDeps {
  auth: AuthService;
  mail: Pick<NotificationsService, 'sendSecurityEmail' | 'absoluteUrl'>;
  countAttempt: (key: string, windowSeconds: number) => Promise<number>;
  rateLimitsEnabled: boolean;
  log: FastifyBaseLogger;
  /** Waits out the answer's floor; a test passes one it releases itself (default: a timer). */
  waitFloor?: (ms: number) => Promise<unknown>;
}

export function createPasswordResetService(repo: PasswordResetRepository, deps: PasswordResetDeps) {
  const waitFloor = deps.waitFloor ?? sleep;
  const sending = new Set<Promise<void>>();

  async function isOverLimit(key: string, max: number) {
    return deps.rateLimitsEnabled && (await deps.countAttempt(key, RESET_LIMITS.windowSeconds)) > max;
  }

  function sendInBackground(account: { id: string; email: string; firstName: string | null; language: Language }, tokenId: string, token: string) {
    const link = deps.mail.absoluteUrl(`/reset-password?token=${token}`);
    const send = deps.mail
      .sendSecurityEmail({ id: `password-reset-${tokenId}`, kind: 'password_reset', to: account.email, language: account.language, content: composeResetEmail(account, link) })
      .catch((error: unknown) => deps.log.error({ err: error, userId: account.id }, 'password-reset e-mail not sent'))
      .finally(() => sending.delete(send));
    sending.add(send);
  }

  function linkError(state: 'unknown' | 'expired' | 'used'): AppError {
    if (state === 'expired') return new AppError('RESET_LINK_EXPIRED', 'errors.resetLinkExpired');
    if (state === 'used') return new AppError('RESET_LINK_USED', 'errors.resetLinkUsed');
    return new AppError('RESET_LINK_INVALID', 'errors.resetLinkInvalid');
  }

  return {
    /** POST /api/auth/forgot-password: the same answer, in about the same time, for every address. */
    async requestReset({ email }: ForgotPasswordRequest, context: { ip: string }) {
      const [byIp, byAddress] = await Promise.all([
        isOverLimit(`forgot:ip:${context.ip}`, RESET_LIMITS.requestsPerIp),
        isOverLimit(`forgot:email:${email}`, RESET_LIMITS.requestsPerAddress),
      ]);
      if (byIp || byAddress) throw new AppError('RATE_LIMITED', 'errors.rateLimited');
      const answerAt = waitFloor(REQUEST_ANSWER_MS);
      const account = await repo.findAccount(email);
      if (account) {
        const token = createSessionToken();
        const { id } = await repo.replaceToken(account.id, hashSessionToken(token), RESET_LINK_VALID_MS);
        sendInBackground({ ...account, language: account.language as Language }, id, token);
      }
      await answerAt;
    },

    /**
     * POST /api/auth/reset-password: the link is checked, the new password must pass the
     * registration rules, then the password is replaced, every session ended and this browser
     * signed in. No login limit applies: the account may be under a guessing attack (ADR 068).
     */
    async resetPassword({ token, password }: ResetPasswordRequest, context: { ip: string; userAgent?: string; deviceToken?: string }) {
      if (await isOverLimit(`reset:ip:${context.ip}`, RESET_LIMITS.resetsPerIp)) throw new AppError('RATE_LIMITED', 'errors.rateLimited');
      const found = RESET_TOKEN_PATTERN.test(token) ? await repo.findToken(hashSessionToken(token)) : undefined;
      if (!found) throw linkError('unknown');
      if (found.state !== 'valid') throw linkError(found.state);
      if (isCommonPassword(password)) {
        throw new AppError('VALIDATION_ERROR', 'validation.password.common', { fieldErrors: { password: 'validation.password.common' } });
      }
      const passwordHash = await hashPassword(password);
      if (!(await repo.consumeToken(found.id, found.userId, passwordHash))) {
        // Used (or expired) while the password was being hashed: a second click, or the hour ran out.
        throw linkError((await repo.findToken(hashSessionToken(token)))?.state === 'expired' ? 'expired' : 'used');
      }
      deps.auth.forgetUser(found.userId);
      const user = await repo.findUser(found.userId);
      if (!user) throw linkError('unknown');
      const session = await deps.auth.signInAfterReset(user, context);
      deps.log.info({ userId: user.id }, 'password reset by e-mail link; every session ended');
      return { user, ...session };
    },

    /** Waits for e-mails still being sent (the app closes after them). */
    async drain() {
      await Promise.allSettled([...sending]);
    },

    deleteResetTokensExpiredBefore: repo.deleteResetTokensExpiredBefore,
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

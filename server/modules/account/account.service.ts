import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import type { AccountDeletionResult, AccountSession, EmailChange, PasswordChange, ProfileUpdate } from '../../../core/schemas/account';
import type { FileStorage } from '../../storage/file-storage';
import type { UserRow } from '../auth/auth.repository';
import type { AuthService } from '../auth/auth.service';
import { hashPassword, isCommonPassword, verifyPassword } from '../auth/passwords';
import { hashSessionToken } from '../auth/session-token';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { accountArchive } from './account-archive';
import type { AccountRepository } from './account.repository';
import { describeDevice } from './device';

const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccountDeps {
  auth: AuthService;
  subscriptions: SubscriptionsService;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/**
 * Settings (issue 12, "an account they own"): profile, e-mail, password, signed-in devices and
 * the GDPR rights: a copy of everything (art. 15, 20) and erasure (art. 17). Every method acts
 * on the signed-in user only: no id of another user is ever taken from the request.
 */
export function createAccountService(repo: AccountRepository, deps: AccountDeps) {
  const { auth } = deps;

  async function sessionsOf(user: UserRow, currentToken: string | null): Promise<AccountSession[]> {
    const currentSid = currentToken ? hashSessionToken(currentToken) : null;
    return (await auth.listSessions(user.id)).map((row) => ({
      id: row.publicId,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastSeenAt.toISOString(),
      ...describeDevice(row.sess.userAgent),
      ip: row.sess.ip ?? null,
      isCurrent: row.sid === currentSid,
    }));
  }

  return {
    /** PATCH /api/account/profile */
    async updateProfile(user: UserRow, body: ProfileUpdate): Promise<UserRow> {
      const row = await repo.updateProfile(user.id, body);
      if (!row) throw notFound();
      auth.forgetUser(user.id);
      return row;
    },

    /** PUT /api/account/email: confirmed with the password; unique across accounts (case-insensitive). */
    async changeEmail(user: UserRow, body: EmailChange): Promise<UserRow> {
      await auth.verifyCurrentPassword(user, body.password, 'password');
      if (body.email === user.email) return user;
      const row = await repo.updateEmail(user.id, body.email);
      if (row === 'taken') throw new AppError('USER_EXISTS', 'validation.email.taken', { fieldErrors: { email: 'validation.email.taken' } });
      if (!row) throw notFound();
      auth.forgetUser(user.id);
      return row;
    },

    /**
     * PUT /api/account/password: the current one first, then the register rules and the
     * common-password list; every other session ends (a thief's included), this one stays.
     */
    async changePassword(user: UserRow, body: PasswordChange, currentToken: string): Promise<void> {
      await auth.verifyCurrentPassword(user, body.currentPassword, 'currentPassword');
      if (isCommonPassword(body.newPassword)) {
        throw new AppError('VALIDATION_ERROR', 'validation.password.common', { fieldErrors: { newPassword: 'validation.password.common' } });
      }
      if (await verifyPassword(user.passwordHash, body.newPassword)) {
        throw new AppError('VALIDATION_ERROR', 'validation.password.same', { fieldErrors: { newPassword: 'validation.password.same' } });
      }
      await repo.updatePasswordHash(user.id, await hashPassword(body.newPassword));
      await auth.endOtherSessions(user.id, currentToken);
    },

    /** GET /api/account/sessions */
    listSessions: sessionsOf,

    /** DELETE /api/account/sessions/:id: one of the caller's own devices; another's is a 404. */
    async endSession(user: UserRow, publicId: string, currentToken: string | null): Promise<{ wasCurrent: boolean }> {
      if (!UUID.test(publicId)) throw notFound();
      const ended = await auth.endSessionOfUser(user.id, publicId);
      if (!ended) throw notFound();
      return { wasCurrent: currentToken !== null && ended.sid === hashSessionToken(currentToken) };
    },

    /** GET /api/account/export: one zip, streamed, with everything we hold about the caller. */
    async exportArchive(user: UserRow, currentToken: string | null, language: Language) {
      const [assessments, events, documents, certificates, payments, contactMessages, scenarios, sessions, buyingPlans, caseMessages, documentRequests] = await Promise.all([
        repo.listAssessments(user.id),
        repo.listAssessmentEvents(user.id),
        repo.listDocuments(user.id),
        repo.listCertificates(user.id),
        deps.subscriptions.allPayments(user.id),
        repo.listContactMessages(user.id),
        repo.listPinnedScenarios(user.id),
        sessionsOf(user, currentToken),
        repo.listBuyingPlans(user.id),
        repo.listCaseMessages(user.id),
        repo.listDocumentRequests(user.id),
      ]);
      const stream = await accountArchive(
        { user, assessments, events, documents, certificates, payments, contactMessages, scenarios, sessions, buyingPlans, caseMessages, documentRequests },
        deps.storage,
        language,
        deps.log,
      );
      return { stream, fileName: `acasa-data-${new Date().toISOString().slice(0, 10)}.zip` };
    },

    /**
     * DELETE /api/account, confirmed with the password (ADR 061). The subscription is ended at the
     * provider first (no charge after deletion; if the provider fails, nothing is deleted); then
     * one transaction erases or anonymises the data; then the documents' files are deleted from
     * storage at once. Payment records stay, as accounting law requires.
     */
    async deleteAccount(user: UserRow, password: string): Promise<AccountDeletionResult> {
      await auth.verifyCurrentPassword(user, password, 'password');
      if (user.role === 'admin' && (await repo.countAdmins()) <= 1) throw new AppError('CONFLICT', 'errors.admin.lastAdmin');
      await deps.subscriptions.endNow(user);
      const outcome = await repo.eraseAccount(user);
      auth.forgetUser(user.id);
      let erasedFiles = 0;
      for (const key of outcome.fileKeys) {
        try {
          await deps.storage.delete(key);
          erasedFiles += 1;
        } catch (error) {
          // The row is gone already; the file must not outlive it unnoticed.
          deps.log.error({ err: error, key }, 'account deletion: could not delete a stored document; delete it by hand');
        }
      }
      deps.log.info({ userId: user.id, files: erasedFiles, ...outcome, fileKeys: undefined }, 'account deleted');
      return {
        keptPaymentRecords: outcome.keptPaymentRecords,
        anonymisedAssessments: outcome.anonymisedAssessments,
        erasedAssessments: outcome.erasedAssessments,
        erasedDocuments: outcome.fileKeys.length,
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

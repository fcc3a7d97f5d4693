import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, ZEmail, ZName, ZPassword } from './auth';

/**
 * Settings contracts (issue 12, "an account they own"): profile, e-mail, password, signed-in
 * devices, the data export and account deletion. Messages are translation keys.
 */

/** The current password, to confirm a sensitive change: only its presence is checked here. */
const ZCurrentPassword = z
  .string({ error: 'validation.password.required' })
  .min(1, { error: 'validation.password.required' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.password.incorrect' });

/** PATCH /api/account/profile */
export const ZProfileUpdate = z.object({ firstName: ZName('firstName'), lastName: ZName('lastName') });
export type ProfileUpdate = z.infer<typeof ZProfileUpdate>;

/** PUT /api/account/email: the new address, confirmed with the password. */
export const ZEmailChange = z.object({ email: ZEmail, password: ZCurrentPassword });
export type EmailChange = z.infer<typeof ZEmailChange>;

/** PUT /api/account/password: the new one follows the register rules (and the common-password list, on the server). */
export const ZPasswordChange = z.object({ currentPassword: ZCurrentPassword, newPassword: ZPassword });
export type PasswordChange = z.infer<typeof ZPasswordChange>;

/** DELETE /api/account: confirmed with the password. */
export const ZAccountDeletion = z.object({ password: ZCurrentPassword });
export type AccountDeletion = z.infer<typeof ZAccountDeletion>;

/** One signed-in device (a session) as Settings lists it. */
export const ZAccountSession = z.object({
  /** A public id, not the session's key. */
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** "Chrome 126", from the user agent; null when it says nothing useful. */
  browser: z.string().nullable(),
  /** "Android 14", "Windows 10" ... */
  os: z.string().nullable(),
  deviceType: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  /** Where it signed in from. */
  ip: z.string().nullable(),
  /** The session of this very request ("this device"). */
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof ZAccountSession>;
export const ZAccountSessionList = z.array(ZAccountSession);

export const ZSessionIdParam = z.object({ id: z.string() });

/** What account deletion keeps and why, as the answer and the Settings page say it. */
export const ZAccountDeletionResult = z.object({
  /** Payment records kept for the accounting retention period (not linked to a name any more). */
  keptPaymentRecords: z.number().int(),
  /** Assessments a broker had reviewed, kept without anything that identifies the person (ADR 061). */
  anonymisedAssessments: z.number().int(),
  erasedAssessments: z.number().int(),
  erasedDocuments: z.number().int(),
});
export type AccountDeletionResult = z.infer<typeof ZAccountDeletionResult>;

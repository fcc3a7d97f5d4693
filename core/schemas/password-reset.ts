import { z } from 'zod';
import { ZEmail, ZPassword } from './auth';

/**
 * Password reset by e-mail (issue 20, ADR 068). The answer to a request is the same whether
 * or not an account has the address, so it tells nobody who is a customer.
 */
export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type ForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** The link's token is 32 random bytes in base64url (43 characters). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The new password follows the registration rules (ZPassword here, the common-password list on
 * the server). A token of the wrong shape is answered as an unknown link by the service, so the
 * page can offer a new one, rather than as a form error.
 */
export const ZResetPasswordRequest = z.object({
  token: z.string({ error: 'errors.resetLinkInvalid' }).max(200, { error: 'errors.resetLinkInvalid' }),
  password: ZPassword,
});
export type ResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZForgotPasswordResponse = z.object({ ok: z.literal(true) });
export type ForgotPasswordResponse = z.infer<typeof ZForgotPasswordResponse>;

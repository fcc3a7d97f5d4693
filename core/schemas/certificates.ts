import { z } from 'zod';

/**
 * The basis of a certified figure as the public page may tell it (issue 23): verified by a broker
 * against N documents on a date, or declared. Never an amount, a name or a document.
 * 'verifiedLower': a broker verified a smaller income than declared, so the figures rest on the
 * declaration (core/verification-status.ts).
 */
export const ZPublicFigureBasis = z.discriminatedUnion('state', [
  z.object({ state: z.enum(['verified', 'verifiedLower']), documentCount: z.number().int(), verifiedAt: z.string() }),
  z.object({ state: z.literal('declared') }),
]);
export type PublicFigureBasis = z.infer<typeof ZPublicFigureBasis>;

/**
 * GET /api/certificates/:code (public). Confirms that a certificate exists and what it states,
 * and nothing else: no name, no e-mail, no assessment or user id, no income or property data.
 * Exposed: validity, the issue date, the score, the maximum loan (EUR), the corridor (the two
 * country codes) and, since issue 23, whether the income, identity and property papers were
 * verified by a broker (when, against how many documents). That is exactly what a bank reading
 * the PDF needs to check it against.
 */
export const ZCertificateVerification = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    issuedAt: z.string(),
    score: z.number().int(),
    /** EUR, as a decimal string like every amount. */
    maxLoanAmount: z.string(),
    corridor: z.object({ residenceCountry: z.string(), propertyCountry: z.string() }),
    basis: z.object({ income: ZPublicFigureBasis, identity: ZPublicFigureBasis, property: ZPublicFigureBasis }),
  }),
  /** Unknown code, or (with revokedAt) a certificate of an assessment a broker rejected. */
  z.object({ valid: z.literal(false), revokedAt: z.string().optional() }),
]);
export type CertificateVerification = z.infer<typeof ZCertificateVerification>;

/** Codes are 16 characters of Crockford base32, printed in groups of four (XXXX-XXXX-XXXX-XXXX). */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 16;

/** Upper case, without separators; Crockford's look-alikes (O, I, L) read as 0, 1, 1. */
export function normaliseCertificateCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

export function formatCertificateCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

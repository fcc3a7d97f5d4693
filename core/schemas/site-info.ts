import { z } from 'zod';

/**
 * The operator's details the legal pages state (issue 20, ADR 069): who the controller is, whom
 * to complain to, which law governs, where the product is on social networks and which
 * processors this deployment uses. Set by environment variables (server/env.ts); a value the
 * operator has not set is null, and the pages show a placeholder naming its variable instead of
 * an invented fact.
 */
const optionalText = z.string().nullable();

export const ZSiteInfo = z.object({
  company: z.object({
    name: optionalText,
    registrationNumber: optionalText,
    vatId: optionalText,
    address: optionalText,
    email: optionalText,
    phone: optionalText,
    dpoContact: optionalText,
  }),
  /** The data-protection authority people may complain to (GDPR art. 13(2)(d), art. 77). */
  supervisoryAuthority: z.object({ name: z.string(), address: z.string(), website: z.string() }),
  /** The body that enforces the European Accessibility Act for this service. */
  accessibilityAuthority: z.object({ name: z.string(), website: z.string() }),
  /** ISO 3166-1 alpha-2 code of the country whose law governs the terms; the courts, when named. */
  governingLaw: z.object({ country: z.string().length(2), courts: optionalText }),
  /** Each network's page, or null: the footer shows only the networks that have one. */
  social: z.object({ facebook: optionalText, instagram: optionalText, linkedin: optionalText, youtube: optionalText }),
  processors: z.object({
    /** `stripe`: card payments through Stripe; `test`: the offline test provider (no card data leaves the server). */
    payments: z.enum(['stripe', 'test']),
    /** Whether e-mails are sent through an SMTP provider (else written to the server's log). */
    isEmailSent: z.boolean(),
    emailProvider: optionalText,
    documentStorage: z.enum(['filesystem', 'database', 's3']),
    storageProvider: optionalText,
    hostingProvider: optionalText,
  }),
});
export type SiteInfo = z.infer<typeof ZSiteInfo>;

/**
 * The environment variable behind each operator-set fact, for the placeholder that names it
 * ("[Company name — set ACASA_COMPANY_NAME]"). server/env.ts parses exactly these names (a test
 * checks it).
 */
export const SITE_INFO_VARIABLES = {
  name: 'ACASA_COMPANY_NAME',
  registrationNumber: 'ACASA_COMPANY_REGISTRATION_NUMBER',
  vatId: 'ACASA_COMPANY_VAT_ID',
  address: 'ACASA_COMPANY_ADDRESS',
  email: 'ACASA_COMPANY_EMAIL',
  phone: 'ACASA_COMPANY_PHONE',
  dpoContact: 'ACASA_DPO_CONTACT',
  courts: 'ACASA_COURTS',
  emailProvider: 'ACASA_EMAIL_PROVIDER',
  storageProvider: 'ACASA_STORAGE_PROVIDER',
  hostingProvider: 'ACASA_HOSTING_PROVIDER',
} as const;
export type SiteInfoField = keyof typeof SITE_INFO_VARIABLES;

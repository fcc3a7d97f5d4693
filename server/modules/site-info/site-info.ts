import type { FastifyBaseLogger } from 'fastify';
import type { SiteInfo } from '../../../core/schemas/site-info';
import type { Env } from '../../env';

/**
 * The legal pages' facts for this deployment, from the environment (ADR 069). Computed once at
 * start: nothing here changes while the process runs. Unset facts stay null, for the pages to
 * show a placeholder naming the variable rather than an invented company.
 */
export function siteInfoFromEnv(env: Env): SiteInfo {
  const orNull = (value: string | undefined) => value ?? null;
  const isStripe = env.PAYMENTS !== 'test' && Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY);
  return {
    company: {
      name: orNull(env.ACASA_COMPANY_NAME),
      registrationNumber: orNull(env.ACASA_COMPANY_REGISTRATION_NUMBER),
      vatId: orNull(env.ACASA_COMPANY_VAT_ID),
      address: orNull(env.ACASA_COMPANY_ADDRESS),
      email: orNull(env.ACASA_COMPANY_EMAIL),
      phone: orNull(env.ACASA_COMPANY_PHONE),
      dpoContact: orNull(env.ACASA_DPO_CONTACT),
    },
    supervisoryAuthority: {
      name: env.ACASA_SUPERVISORY_AUTHORITY_NAME,
      address: env.ACASA_SUPERVISORY_AUTHORITY_ADDRESS,
      website: env.ACASA_SUPERVISORY_AUTHORITY_URL,
    },
    accessibilityAuthority: { name: env.ACASA_ACCESSIBILITY_AUTHORITY_NAME, website: env.ACASA_ACCESSIBILITY_AUTHORITY_URL },
    governingLaw: { country: env.ACASA_GOVERNING_LAW, courts: orNull(env.ACASA_COURTS) },
    social: {
      facebook: orNull(env.ACASA_FACEBOOK_URL),
      instagram: orNull(env.ACASA_INSTAGRAM_URL),
      linkedin: orNull(env.ACASA_LINKEDIN_URL),
      youtube: orNull(env.ACASA_YOUTUBE_URL),
    },
    processors: {
      payments: isStripe ? 'stripe' : 'test',
      isEmailSent: Boolean(env.SMTP_URL),
      emailProvider: orNull(env.ACASA_EMAIL_PROVIDER),
      documentStorage: env.DOCUMENT_STORAGE,
      storageProvider: orNull(env.ACASA_STORAGE_PROVIDER),
      hostingProvider: orNull(env.ACASA_HOSTING_PROVIDER),
    },
  };
}

/** The controller's identity GDPR art. 13(1)(a) requires; a production start without it is logged loudly. */
const REQUIRED_IN_PRODUCTION = ['name', 'registrationNumber', 'address', 'email'] as const;

/** The company facts a production deployment has not set (empty outside production, where placeholders are expected). */
export function missingCompanyFacts(env: Env, info: SiteInfo): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return REQUIRED_IN_PRODUCTION.filter((field) => info.company[field] === null);
}

export function warnIfCompanyMissing(env: Env, info: SiteInfo, log: FastifyBaseLogger) {
  const missing = missingCompanyFacts(env, info);
  if (missing.length > 0) {
    log.warn({ missing }, '!!! The privacy policy and terms show placeholders for the company: set ACASA_COMPANY_NAME, ACASA_COMPANY_REGISTRATION_NUMBER, ACASA_COMPANY_ADDRESS and ACASA_COMPANY_EMAIL before the first real applicant. !!!');
  }
}

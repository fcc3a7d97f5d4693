import { z } from 'zod';

/**
 * The only reader of process.env. Parsed once at boot; a bad value stops the
 * process with a message naming the variable.
 */
const booleanFlag = z
  .enum(['0', '1', 'true', 'false', 'on', 'off', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'on');

const emptyIsUnset = (value: unknown) => (value === '' ? undefined : value);
/** Free text an operator sets; empty counts as unset. */
const optionalText = z.string().trim().max(500).optional().transform((value) => value || undefined);
/** A link shown to everyone: https only (no javascript: or plain-http links in the footer). */
const httpsUrl = z.preprocess(emptyIsUnset, z.url({ protocol: /^https$/, error: 'an https:// address' }).optional());

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the product (used for Origin checks behind proxies and return URLs). */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DEMO_PASSWORD: z.string().min(8).default('Acasa-demo-2026!'),
  SEED_DEMO_ACCOUNTS: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `off` lifts rate limits: for load benchmarks only. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** Per IP and per e-mail, per window, for login and register. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Preview is public and costs CPU: its own limit per IP. */
  PREVIEW_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
  /** Set when the product is served over HTTPS directly or behind a TLS-terminating proxy. */
  TRUST_PROXY: booleanFlag,
  COOKIE_SECURE: z.enum(['auto', 'always', 'never']).default('auto'),
  /** OpenID Connect: GET /api/login redirects to this provider when set. */
  OIDC_ISSUER_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  UPLOAD_DIR: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_PRO: z.string().optional(),
  STRIPE_PRICE_PREMIUM: z.string().optional(),
  /**
   * `test`: the offline test provider, whose card 4242… makes anyone a subscriber. Chosen
   * automatically outside production when Stripe's keys are missing; in production it must be
   * asked for explicitly (issue 11), and every start then says so loudly.
   */
  PAYMENTS: z.enum(['stripe', 'test']).optional(),
  /** Points the Stripe client at another host (tests use a local stand-in). */
  STRIPE_API_BASE: z.url().optional(),
  /** A TrueType font with Romanian diacritics for the PDF certificate (default: DejaVu Sans or Liberation Sans if installed). */
  PDF_FONT_PATH: z.string().optional(),
  PDF_FONT_BOLD_PATH: z.string().optional(),
  /** The ECB's daily euro reference rates (issue 10); tests point it at a local stand-in. */
  ECB_RATES_URL: z.url().default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),
  /** `off`: no daily fetch (the rates in the database, editable by admins, are used as they are). */
  RATES_FETCH: z.enum(['on', 'off']).default('on'),
  /** Certificate verification is public: lookups per IP per minute. */
  CERTIFICATE_VERIFY_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  /** Contact-form messages per hour per guest IP, and per signed-in account. */
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  /** Where uploaded documents live (ADR 026): `filesystem` (UPLOAD_DIR), `database` (the product's PostgreSQL) or `s3`. */
  DOCUMENT_STORAGE: z.enum(['filesystem', 'database', 's3']).default('filesystem'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible service's endpoint (MinIO, R2, Scaleway...); AWS when unset. */
  S3_ENDPOINT: z.url().optional(),
  /** Bucket in the path instead of the host name; default: on when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false', 'on', 'off']).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Prepended to every object key. */
  S3_PREFIX: z.string().default('documents/'),
  /** E-mail (ADR 025): smtp:// or smtps://user:password@host:port. Unset: e-mails are written to the log, the queue still runs. */
  SMTP_URL: z.url().optional(),
  /** The From of every e-mail; default `Acasa <no-reply@PUBLIC_URL's host>`. */
  EMAIL_FROM: z.string().min(3).optional(),
  /** `off`: this instance only adds jobs (ADR 024); another instance (or a worker process) works the queue. */
  JOB_WORKERS: z.enum(['on', 'off']).default('on'),
  /** Tests only: poll, expire and retry the queue in about a second instead of minutes. */
  JOB_QUEUE_FAST: booleanFlag,
  /** GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>` (ADR 027). */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** Serve /metrics on this port only (not on PORT); METRICS_TOKEN, if set too, is still required. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * The operator's details on the legal pages (issue 20, ADR 069); unset, the pages show a
   * placeholder naming the variable. Names: core/schemas/site-info.ts SITE_INFO_VARIABLES.
   */
  ACASA_COMPANY_NAME: optionalText,
  ACASA_COMPANY_REGISTRATION_NUMBER: optionalText,
  ACASA_COMPANY_VAT_ID: optionalText,
  ACASA_COMPANY_ADDRESS: optionalText,
  ACASA_COMPANY_EMAIL: z.preprocess(emptyIsUnset, z.email().optional()),
  ACASA_COMPANY_PHONE: optionalText,
  /** The data protection officer: an e-mail address, or a name and an address. */
  ACASA_DPO_CONTACT: optionalText,
  /** The data-protection authority complaints go to; default Romania's ANSPDCP. */
  ACASA_SUPERVISORY_AUTHORITY_NAME: z.string().trim().min(1).default('Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP)'),
  ACASA_SUPERVISORY_AUTHORITY_ADDRESS: z.string().trim().min(1).default('B-dul G-ral. Gheorghe Magheru 28-30, Sector 1, cod poștal 010336, București, România'),
  ACASA_SUPERVISORY_AUTHORITY_URL: z.url().default('https://www.dataprotection.ro'),
  /** The body enforcing the European Accessibility Act for this service; default Romania's ANPC (Law 232/2022). */
  ACASA_ACCESSIBILITY_AUTHORITY_NAME: z.string().trim().min(1).default('Autoritatea Națională pentru Protecția Consumatorilor (ANPC)'),
  ACASA_ACCESSIBILITY_AUTHORITY_URL: z.url().default('https://anpc.ro'),
  /** ISO 3166-1 alpha-2 code of the country whose law governs the terms. */
  ACASA_GOVERNING_LAW: z.string().trim().regex(/^[A-Za-z]{2}$/, 'a two-letter country code (RO, DE...)').transform((code) => code.toUpperCase()).default('RO'),
  ACASA_COURTS: optionalText,
  ACASA_EMAIL_PROVIDER: optionalText,
  ACASA_STORAGE_PROVIDER: optionalText,
  ACASA_HOSTING_PROVIDER: optionalText,
  ACASA_FACEBOOK_URL: httpsUrl,
  ACASA_INSTAGRAM_URL: httpsUrl,
  ACASA_LINKEDIN_URL: httpsUrl,
  ACASA_YOUTUBE_URL: httpsUrl,
}).superRefine((env, ctx) => {
  if (env.DOCUMENT_STORAGE === 's3' && !env.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when DOCUMENT_STORAGE=s3' });
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
  }
  const hasStripeKeys = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY);
  if (env.PAYMENTS === 'stripe' && !hasStripeKeys) {
    ctx.addIssue({ code: 'custom', path: ['PAYMENTS'], message: 'PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY' });
  }
  if (env.NODE_ENV === 'production' && !hasStripeKeys && env.PAYMENTS !== 'test') {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message:
        'production needs Stripe (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_PREMIUM); ' +
        'set PAYMENTS=test only for a demo, where anyone can subscribe with the test card',
    });
  }
  // Stripe is used when both keys are set; then it needs its webhook secret and both prices.
  if (!hasStripeKeys || env.PAYMENTS === 'test') return;
  for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_PREMIUM'] as const) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set' });
  }
});

export type Env = z.infer<typeof ZEnv>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = ZEnv.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

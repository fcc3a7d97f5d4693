/** Enumerations of the product (docs/product.md §9). The single source for client and server. */

// The languages and what each needs (locale, own name, number and CSV conventions) live in languages.ts.
export { LANGUAGES, type Language } from './languages';
import type { Language } from './languages';
export const DEFAULT_LANGUAGE: Language = 'ro';
export const FALLBACK_LANGUAGE: Language = 'en';
export const PREFERRED_LANGUAGE_KEY = 'preferredLanguage';

/**
 * The six of the first release, and (issue 19) the property countries' own currencies: a co-applicant earning
 * lei in Romania or złoty in Poland borrows in the currency they are paid in.
 */
export const INCOME_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD', 'RON', 'PLN', 'HUF', 'CZK'] as const;
export type IncomeCurrency = (typeof INCOME_CURRENCIES)[number];

export const EMPLOYMENT_TYPES = ['permanent', 'temporary', 'freelance', 'self-employed', 'other'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const EDUCATION_LEVELS = ['high_school', 'bachelor', 'master', 'phd', 'other'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const PROPERTY_TYPES = ['apartment', 'house', 'villa', 'land', 'commercial'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** What the home is for: lenders and regulators treat an investment (buy-to-let) differently (CNB from 1.4.2026). */
export const LOAN_PURPOSES = ['owner_occupied', 'second_home', 'investment'] as const;
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];

/** Fixed for a period (then variable), or variable from the start: stress and caps depend on it (KNF, MNB). */
export const RATE_TYPES = ['fixed', 'variable'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** The engine's answer before the score: a partner bank lends the desired loan, less, or nothing. */
export const VERDICTS = ['eligible', 'partial', 'not_eligible'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const COUNTRY_TYPES = ['income', 'property', 'both'] as const;
export type CountryType = (typeof COUNTRY_TYPES)[number];

export const ROLES = ['user', 'broker', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ASSESSMENT_STATUSES = ['draft', 'submitted', 'in_review', 'approved', 'rejected'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];
/** Statuses a broker or admin may set (docs/product.md §4). */
export const REVIEW_STATUSES = ['submitted', 'in_review', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const PLANS = ['free', 'pro', 'premium'] as const;
export type Plan = (typeof PLANS)[number];
export const PLAN_PRICES_EUR: Record<Plan, number> = { free: 0, pro: 29, premium: 99 };

export const DOCUMENT_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_TYPES = [
  'payslip',
  'employment_contract',
  'tax_certificate',
  'id_document',
  'bank_statement',
  'property_papers',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const WIZARD_STEPS = 7;
export const MAX_SCORE = 100;

/** Fallback lists (docs/product.md §9), used when GET /api/countries fails. */
export const FALLBACK_RESIDENCE_CODES = ['DE', 'FR', 'UK', 'IT', 'ES', 'NL', 'BE', 'AT'] as const;
export const FALLBACK_HOME_CODES = ['RO', 'BG', 'HU', 'PL', 'CZ', 'SK', 'HR', 'SI'] as const;
export const HERO_FALLBACK_RESIDENCE_CODES = ['DE', 'FR', 'IT', 'ES', 'UK'] as const;
export const HERO_FALLBACK_PROPERTY_CODES = ['RO', 'BG', 'HU', 'PL', 'HR'] as const;
export const HERO_DEFAULT_RESIDENCE = 'DE';
export const HERO_DEFAULT_PROPERTY = 'RO';

export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

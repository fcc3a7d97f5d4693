import { z } from 'zod';
import { singleLine } from './text';
import { LANGUAGES, PLANS, ROLES } from '../constants';

/**
 * Validation messages are translation keys (namespace `translation`, section `validation`):
 * the client shows them with t(), the server translates them into the request's language.
 */
export const PASSWORD_MAX_LENGTH = 128;

export const ZEmail = z
  .string({ error: 'validation.email.invalid' })
  .check(singleLine('email'))
  .trim()
  .max(254, { error: 'validation.email.invalid' })
  .pipe(z.email({ error: 'validation.email.invalid' }))
  .transform((email) => email.toLowerCase());

export const ZPassword = z
  .string({ error: 'validation.password.min' })
  .min(8, { error: 'validation.password.min' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.password.max' })
  .regex(/[a-z]/, { error: 'validation.password.lowercase' })
  .regex(/[A-Z]/, { error: 'validation.password.uppercase' })
  .regex(/[0-9]/, { error: 'validation.password.number' })
  .regex(/[@$!%*?&]/, { error: 'validation.password.special' });

export const ZName = (field: 'firstName' | 'lastName') =>
  z
    .string({ error: `validation.${field}.required` })
    .check(singleLine(field))
    .trim()
    .min(1, { error: `validation.${field}.required` })
    .max(50, { error: `validation.${field}.max` });

export const ZRegisterRequest = z.object({
  email: ZEmail,
  password: ZPassword,
  firstName: ZName('firstName'),
  lastName: ZName('lastName'),
});
export type RegisterRequest = z.infer<typeof ZRegisterRequest>;

/** Login checks shape only; every failure after that is 'Invalid credentials'. */
export const ZLoginRequest = z.object({
  email: z.string({ error: 'validation.email.invalid' }).check(singleLine('email')).trim().min(1, { error: 'validation.email.invalid' }).max(254, { error: 'validation.email.invalid' }),
  password: z.string({ error: 'validation.password.required' }).min(1, { error: 'validation.password.required' }).max(PASSWORD_MAX_LENGTH, { error: 'validation.password.max' }),
});
export type LoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLanguageRequest = z.object({
  language: z.enum(LANGUAGES, { error: 'validation.language.invalid' }),
});

/** The current user as screens read it (docs/product.md §3). Never a hash or a provider id. */
export const ZCurrentUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  profileImageUrl: z.string().nullable(),
  subscriptionPlan: z.enum(PLANS),
  subscriptionStatus: z.string().nullable(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  /** The account's one free trial (core/plans.ts) has been used: paid plans start with a payment. */
  hasUsedTrial: z.boolean(),
});
export type CurrentUser = z.infer<typeof ZCurrentUser>;

export const ZOkResponse = z.object({ ok: z.literal(true) });

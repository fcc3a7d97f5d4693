import type { ApiErrorDetails } from '@/lib/api-client';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
export type RegisterField = (typeof FIELDS)[number];

/** What the register form shows for a refused sign-up: field messages, or one toast. */
export interface RegisterErrorFeedback {
  /** Field -> message: a translation key, or the server's translated text (`isServerText`). */
  fieldErrors: Partial<Record<RegisterField, { message: string; isServerText: boolean }>>;
  /** The toast's description key, or null when a field message already says what is wrong. */
  toastKey: string | null;
}

/**
 * One message per problem (issue 12): when the server names a field (a common password, an
 * e-mail already registered), the message sits under that field and no toast repeats it or
 * adds "something went wrong". Only a problem no field explains is toasted.
 */
export function registerErrorFeedback(details: ApiErrorDetails, errorMessage = details.message): RegisterErrorFeedback {
  const fieldErrors: RegisterErrorFeedback['fieldErrors'] = {};
  for (const field of FIELDS) {
    const message = details.fieldErrors?.[field];
    if (message) fieldErrors[field] = { message, isServerText: true };
  }
  if (details.code === 'USER_EXISTS' || errorMessage.includes('User already exists')) {
    fieldErrors.email = { message: 'auth.register.userExists', isServerText: false };
  }
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, toastKey: null };
  return { fieldErrors, toastKey: details.code === 'RATE_LIMITED' ? 'errors.rateLimited' : 'auth.tryAgain' };
}

/** The first field with a message, in the form's order (it takes the focus). */
export function firstFieldWithError(feedback: RegisterErrorFeedback): RegisterField | undefined {
  return FIELDS.find((field) => feedback.fieldErrors[field]);
}

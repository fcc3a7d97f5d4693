import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Marks an error whose message is the server's text (already translated), not a key. */
export const SERVER_ERROR_TYPE = 'server';

/**
 * Puts the server's fieldErrors (spec: `{ message, code, fieldErrors? }`) under the matching
 * inputs. Returns true when at least one was shown.
 */
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: Record<string, string> | undefined,
  fields: readonly Path<T>[],
): boolean {
  if (!fieldErrors) return false;
  let isShown = false;
  for (const field of fields) {
    const message = fieldErrors[field];
    if (message) {
      setError(field, { type: SERVER_ERROR_TYPE, message });
      isShown = true;
    }
  }
  return isShown;
}

/**
 * The text to show for a form field's error: zod messages in core/ are translation keys,
 * the server's messages are shown as they are.
 */
export function getFieldErrorText(error: FieldError | undefined, t: TFunction): string | undefined {
  if (!error?.message) return undefined;
  return error.type === SERVER_ERROR_TYPE ? error.message : t(error.message);
}

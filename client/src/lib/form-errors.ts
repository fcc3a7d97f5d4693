import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Marks an error whose message is the server's text (already translated), not a key. */
export const SERVER_ERROR_TYPE = 'server';

/**
 * Puts the server's fieldErrors (docs/product.md §7: `{ message, code, fieldErrors? }`) under the matching
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

const VALUES_SEPARATOR = '|';

/** A message key with interpolation values, carried in a form error's message (react-hook-form keeps strings). */
export function messageWithValues(key: string, values: Record<string, string>): string {
  return `${key}${VALUES_SEPARATOR}${JSON.stringify(values)}`;
}

/**
 * The text to show for a form field's error: zod messages in core/ are translation keys (with
 * values after a '|' when messageWithValues made them), the server's messages are shown as they are.
 */
export function getFieldErrorText(error: FieldError | undefined, t: TFunction): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === SERVER_ERROR_TYPE) return error.message;
  return translateMessage(error.message, t);
}

/**
 * A message key, with the values messageWithValues put after it, in words. `t` is the default
 * (translation) namespace's. A `field` value is a field's name, shown as its label
 * (`fields.<name>`), or a full key with its namespace (`admin:banks.minLoan`).
 */
export function translateMessage(message: string, t: TFunction): string {
  const separator = message.indexOf(VALUES_SEPARATOR);
  if (separator === -1) return t(message);
  const values = JSON.parse(message.slice(separator + 1)) as Record<string, string>;
  if (values.field) values.field = t(values.field.includes(':') ? values.field : `fields.${values.field}`, { defaultValue: values.field });
  return t(message.slice(0, separator), values);
}

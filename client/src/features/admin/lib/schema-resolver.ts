import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Language } from '@core/constants';
import { contextLanguage } from './number-fields';

/**
 * A react-hook-form resolver that validates with the API's own zod schema (core/schemas):
 * the form's values are first turned into the request body, and each issue lands on the
 * form field named by the first segment of its path (messages stay translation keys).
 * `fieldIssues` may report problems found while building the body (a bad percentage).
 * Numbers are read in the language the form passes as `context` ({ language }: number-fields.ts).
 */
export function schemaResolver<TValues extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  toBody: (values: TValues, language: Language) => { body: unknown; fieldIssues?: Partial<Record<keyof TValues & string, string>> },
  messageFor: (field: string, message: string) => string = (_field, message) => message,
): Resolver<TValues, unknown, z.output<TSchema>> {
  return (values, context) => {
    const { body, fieldIssues = {} } = toBody(values, contextLanguage(context));
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(fieldIssues)) {
      if (message) errors[field] = { type: 'validation', message: message as string };
    }
    const result = schema.safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? 'root');
        if (!errors[field]) errors[field] = { type: 'validation', message: messageFor(field, issue.message) };
      }
    }
    if (Object.keys(errors).length > 0 || !result.success) {
      return { values: {}, errors: errors as FieldErrors<TValues> };
    }
    return { values: result.data, errors: {} };
  };
}

/** The first field message of a resolver result (tests). */
export function firstErrors(errors: FieldErrors): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, typeof error?.message === 'string' ? error.message : undefined]));
}

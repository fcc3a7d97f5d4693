import { z } from 'zod';
import { toCents } from '../money/round';

/**
 * The zod rules an assessment field is built from (registry.ts picks one per field). Messages are
 * translation keys under `validation.` in the `translation` namespace. Amounts travel as strings
 * or numbers; they are parsed to numbers here and stored as decimals.
 */

export const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Amounts are kept in cents (numeric(…, 2)), so they are checked as they will be stored:
 * 0.001 rounds to 0.00 and is not positive (issue 11); 1.005 is 1.01, half up as typed.
 */
const toTypedCents = (value: unknown) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isFinite(number) ? toCents(number) : number;
};

/** A required amount: missing -> `required`, not a positive finite number -> `positive`. */
export const requiredAmount = (requiredKey: string, positiveKey: string, max = 1e9) =>
  z.preprocess(
    toTypedCents,
    z
      .number({ error: (issue) => (isBlank(issue.input) ? requiredKey : positiveKey) })
      .refine(Number.isFinite, { error: positiveKey })
      .positive({ error: positiveKey })
      .max(max, { error: positiveKey }),
  );

/** An optional amount that may be zero (savings, debts, expenses, down payment). */
export const optionalNonNegativeAmount = (key: string, max = 1e9) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : toTypedCents(value)),
    z.number({ error: key }).refine(Number.isFinite, { error: key }).min(0, { error: key }).max(max, { error: key }).optional(),
  );

/** A required whole number of months/years/age. */
export const requiredInteger = (requiredKey: string, positiveKey: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    z
      .number({ error: (issue) => (isBlank(issue.input) ? requiredKey : positiveKey) })
      .int({ error: positiveKey })
      .min(min, { error: positiveKey })
      .max(max, { error: positiveKey }),
  );

export const optionalInteger = (key: string, min: number, max: number) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value.trim()) : value),
    z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }).optional(),
  );

/** Two-letter country code in any case, stored uppercase. */
export const countryCode = (key: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.string({ error: key }).regex(/^[A-Z]{2}$/, { error: key }),
  );

/** Any three-letter currency code in any case, stored uppercase; blank = missing. */
export const optionalCurrencyCode = (key: string) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.string({ error: key }).regex(/^[A-Z]{3}$/, { error: key }).optional(),
  );

export const requiredEnum = <T extends readonly [string, ...string[]]>(values: T, key: string) => z.enum(values, { error: key });

export const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, key: string) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), z.enum(values, { error: key }).optional());

/** Yes / no / not said: the form's 'true' and 'false' strings, or booleans. */
export const optionalBoolean = (key: string) =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : isBlank(value) ? undefined : value),
    z.boolean({ error: key }).optional(),
  );

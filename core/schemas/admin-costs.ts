import { z } from 'zod';
import { singleLine } from './text';

/**
 * Admin contracts for issue 14's data (ADR 030): a country's costs of buying, a bank's charges
 * and first-home schemes. Every figure is data with its source: `source` is required. Numbers
 * are accepted as numbers or decimal strings (the forms parse what people type with core's
 * number parser first) and field errors are keyed by path (`items.2.rate`), each a translation
 * key naming the field. A list is saved whole, so its order and its rows change together.
 */

/**
 * Text no field of ours may hold: control characters (tab, line feed and carriage return are
 * text) and lone UTF-16 surrogates, which JSON can carry ("\ud800") but UTF-8 cannot: a text
 * column would store U+FFFD instead of what was sent, and a jsonb one refuses it (a 500). Each
 * field refuses it with its own message.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;
export const isStorableText = (text: string) => !UNSTORABLE_TEXT.test(text);

export interface DecimalRule {
  min: number;
  max: number;
  /** Decimals allowed (0.01 steps = 2). */
  scale: number;
  /** true: the value must be greater than `min`. */
  isMinExclusive?: boolean;
}

/**
 * A non-negative decimal given as a string ("1500.5") or a number (1500.5), returned as a
 * string with exactly `scale` decimals ("1500.50"), without passing through a float. It lives
 * here rather than in admin.ts (which re-exports it) so that admin.ts can use the bank-charge
 * schemas below without an import cycle.
 */
export function decimal(key: string, rule: DecimalRule) {
  return z.union([z.string(), z.number()], { error: key }).transform((value, ctx) => {
    const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
    const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
    const fraction = (match?.[2] ?? '').replace(/0+$/, '');
    const number = Number(text);
    const isInRange = rule.isMinExclusive ? number > rule.min : number >= rule.min;
    if (!match || fraction.length > rule.scale || !isInRange || number > rule.max) {
      ctx.addIssue({ code: 'custom', message: key });
      return z.NEVER;
    }
    const whole = match[1].replace(/^0+(?=\d)/, '');
    return rule.scale === 0 ? whole : `${whole}.${fraction.padEnd(rule.scale, '0')}`;
  });
}

/** Cost keys are translation suffixes (`result.costs.item.<key>`): only named ones, so each has a translation. */
export const CLOSING_COST_KEYS = ['transferTax', 'notary', 'landRegistry', 'mortgageDeed', 'mortgageRegistry', 'lawyer', 'valuation'] as const;
export const BANK_CHARGE_KEYS = ['arrangement', 'valuation', 'account', 'lifeInsurance', 'propertyInsurance', 'homeInsurancePad'] as const;
export const CHARGE_BASES = ['price', 'loan', 'balance', 'fixed'] as const;
export const CHARGE_FREQUENCIES = ['upfront', 'monthly', 'yearly'] as const;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const blankToNull = (value: unknown) => (isBlank(value) ? null : value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const money = (key: string) => decimal(key, { min: 0, max: 9_999_999_999, scale: 2 });
const nullableMoney = (key: string) => z.preprocess(blankToNull, money(key).nullable());
const share = (key: string, scale: number) => decimal(key, { min: 0, max: 1, scale });
const nullableShare = (key: string, scale: number) => z.preprocess(blankToNull, share(key, scale).nullable());
const wholeNumber = (key: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }),
  );
const nullableWhole = (key: string, min: number, max: number) => z.preprocess(blankToNull, wholeNumber(key, min, max).nullable());
/** A figure's source (also a buying step's, admin-buying-steps.ts). */
export const source = z
  .string({ error: 'validation.charge.source.required' })
  .trim()
  .min(3, { error: 'validation.charge.source.required' })
  .max(2000, { error: 'validation.charge.source.tooLong' })
  // Kept in banks.charges (jsonb), which refuses a lone surrogate outright.
  .refine(isStorableText, { error: 'validation.bank.charges.invalid' });
const verifiedOn = z.preprocess(blankToNull, z.string({ error: 'validation.charge.verifiedOn.invalid' }).refine(isRealDay, { error: 'validation.charge.verifiedOn.invalid' }).nullable());

const ZBracket = z.object({
  upTo: z.preprocess(blankToNull, decimal('validation.charge.brackets.upTo.invalid', { min: 0, max: 9_999_999_999_999, scale: 2, isMinExclusive: true }).nullable()),
  rate: share('validation.charge.brackets.rate.invalid', 6),
});

/** The fields every charge has (core/finance Charge), as decimal strings. */
const chargeFields = {
  base: z.enum(CHARGE_BASES, { error: 'validation.charge.base.invalid' }),
  amount: z.preprocess((value) => (isBlank(value) ? '0' : value), money('validation.charge.amount.invalid')),
  rate: z.preprocess((value) => (isBlank(value) ? '0' : value), share('validation.charge.rate.invalid', 6)),
  brackets: z.preprocess(
    // Left out or empty: no scale (a fixed amount or a single rate).
    (value) => (value === undefined || (Array.isArray(value) && value.length === 0) ? null : value),
    z.array(ZBracket, { error: 'validation.charge.brackets.invalid' }).max(20, { error: 'validation.charge.brackets.invalid' }).nullable(),
  ),
  min: nullableMoney('validation.charge.min.invalid'),
  max: nullableMoney('validation.charge.max.invalid'),
  vatRate: nullableShare('validation.charge.vatRate.invalid', 4),
  firstHomeExemptUpTo: z.preprocess(blankToNull, decimal('validation.charge.firstHomeExemptUpTo.invalid', { min: 0, max: 9_999_999_999_999, scale: 2 }).nullable()),
  firstHomeRelief: nullableShare('validation.charge.firstHomeRelief.invalid', 4),
  firstHomeMaxAge: nullableWhole('validation.charge.firstHomeMaxAge.invalid', 18, 100),
  source,
  verifiedOn,
};

interface ChargeShape {
  base: (typeof CHARGE_BASES)[number];
  brackets: Array<{ upTo: string | null; rate: string }> | null;
  min: string | null;
  max: string | null;
  firstHomeExemptUpTo: string | null;
  firstHomeRelief: string | null;
  firstHomeMaxAge: number | null;
}

/** Rules across fields: a scale rises and ends open; a floor is not above the cap; a relief has a price limit. */
function checkCharge(charge: ChargeShape, ctx: z.RefinementCtx) {
  const issue = (path: Array<string | number>, message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (charge.brackets) {
    let previous = 0;
    charge.brackets.forEach((bracket, i) => {
      const isLast = i === charge.brackets!.length - 1;
      if (bracket.upTo === null ? !isLast : Number(bracket.upTo) <= previous) issue(['brackets', i, 'upTo'], 'validation.charge.brackets.order');
      if (bracket.upTo !== null) previous = Number(bracket.upTo);
    });
    if (charge.base === 'fixed') issue(['brackets'], 'validation.charge.brackets.fixedBase');
  }
  if (charge.min !== null && charge.max !== null && Number(charge.min) > Number(charge.max)) issue(['max'], 'validation.charge.max.belowMin');
  if ((charge.firstHomeRelief !== null || charge.firstHomeMaxAge !== null) && charge.firstHomeExemptUpTo === null) {
    issue(['firstHomeExemptUpTo'], 'validation.charge.firstHomeExemptUpTo.required');
  }
}

export const ZClosingCostInput = z
  .object({
    key: z.enum(CLOSING_COST_KEYS, { error: 'validation.charge.key.invalid' }),
    ...chargeFields,
    isActive: z.boolean({ error: 'validation.boolean.invalid' }).default(true),
  })
  .superRefine(checkCharge);
export type ClosingCostInput = z.infer<typeof ZClosingCostInput>;

/** PUT /api/admin/closing-costs/:countryCode: the country's whole list, in order; each key once. */
export const ZClosingCostsUpdate = z
  .object({ items: z.array(ZClosingCostInput, { error: 'validation.charge.items.invalid' }).max(30, { error: 'validation.charge.items.invalid' }) })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.items.forEach((item, i) => {
      if (seen.has(item.key)) ctx.addIssue({ code: 'custom', path: ['items', i, 'key'], message: 'validation.charge.key.duplicate' });
      seen.add(item.key);
    });
  });
export type ClosingCostsUpdate = z.infer<typeof ZClosingCostsUpdate>;

export const ZBankChargeInput = z
  .object({
    key: z.enum(BANK_CHARGE_KEYS, { error: 'validation.charge.key.invalid' }),
    ...chargeFields,
    frequency: z.enum(CHARGE_FREQUENCIES, { error: 'validation.charge.frequency.invalid' }),
    isMandatory: z.boolean({ error: 'validation.boolean.invalid' }).default(true),
  })
  .superRefine(checkCharge);
export type BankChargeInput = z.infer<typeof ZBankChargeInput>;

/** PUT /api/admin/banks/:id/charges: the bank's whole list. */
export const ZBankChargesUpdate = z
  .object({ items: z.array(ZBankChargeInput, { error: 'validation.charge.items.invalid' }).max(30, { error: 'validation.charge.items.invalid' }) })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.items.forEach((item, i) => {
      if (seen.has(item.key)) ctx.addIssue({ code: 'custom', path: ['items', i, 'key'], message: 'validation.charge.key.duplicate' });
      seen.add(item.key);
    });
  });
export type BankChargesUpdate = z.infer<typeof ZBankChargesUpdate>;

export const ZCountryCodeParam = z.object({ countryCode: z.string() });

const ZAdminBracket = z.object({ upTo: z.number().nullable(), rate: z.number() });
const adminChargeFields = {
  key: z.string(),
  base: z.enum(CHARGE_BASES),
  amount: z.number(),
  rate: z.number(),
  brackets: z.array(ZAdminBracket).nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  vatRate: z.number().nullable(),
  firstHomeExemptUpTo: z.number().nullable(),
  firstHomeRelief: z.number().nullable(),
  firstHomeMaxAge: z.number().nullable(),
  source: z.string(),
  verifiedOn: z.string().nullable(),
};

export const ZAdminClosingCost = z.object({ id: z.number(), countryCode: z.string(), ...adminChargeFields, isActive: z.boolean(), sortOrder: z.number() });
export type AdminClosingCost = z.infer<typeof ZAdminClosingCost>;
export const ZAdminClosingCostList = z.array(ZAdminClosingCost);

export const ZAdminBankCharge = z.object({ ...adminChargeFields, frequency: z.enum(CHARGE_FREQUENCIES), isMandatory: z.boolean() });
export type AdminBankCharge = z.infer<typeof ZAdminBankCharge>;
export const ZAdminBankCharges = z.object({ bankId: z.number(), bankName: z.string(), countryCode: z.string(), items: z.array(ZAdminBankCharge) });
export type AdminBankCharges = z.infer<typeof ZAdminBankCharges>;
export const ZAdminBankChargesList = z.array(ZAdminBankCharges);

const schemeFields = {
  countryCode: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.string({ error: 'validation.scheme.countryCode.invalid' }).regex(/^[A-Z]{2}$/, { error: 'validation.scheme.countryCode.invalid' }),
  ),
  name: z.string({ error: 'validation.scheme.name.invalid' }).check(singleLine('admin:costs.scheme.name')).trim().min(2, { error: 'validation.scheme.name.invalid' }).max(120, { error: 'validation.scheme.name.invalid' }),
  loanCurrency: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.string({ error: 'validation.scheme.loanCurrency.invalid' }).regex(/^[A-Z]{3}$/, { error: 'validation.scheme.loanCurrency.invalid' }),
  ),
  ltvCap: decimal('validation.scheme.ltvCap.invalid', { min: 0, max: 1, scale: 3, isMinExclusive: true }),
  maxPrice: nullableMoney('validation.scheme.maxPrice.invalid'),
  maxLoan: nullableMoney('validation.scheme.maxLoan.invalid'),
  baseRate: z.preprocess(blankToNull, decimal('validation.scheme.baseRate.invalid', { min: 0, max: 30, scale: 2 }).nullable()),
  maxTermYears: nullableWhole('validation.scheme.maxTermYears.invalid', 1, 40),
  maxAge: nullableWhole('validation.scheme.maxAge.invalid', 18, 100),
  requiresFirstHome: z.boolean({ error: 'validation.boolean.invalid' }),
  requiresResidence: z.boolean({ error: 'validation.boolean.invalid' }),
  source,
  verifiedOn,
  isActive: z.boolean({ error: 'validation.boolean.invalid' }),
};

/**
 * PUT /api/admin/first-home-schemes/:id: the scheme as a whole (the key stays; it names translations).
 * A loan limit above the price limit could never be reached by a buyer within the scheme (issue 20):
 * refused on the loan limit, in the form and the route alike.
 */
export const ZSchemeUpdate = z.object(schemeFields).superRefine((scheme, ctx) => {
  if (scheme.maxPrice !== null && scheme.maxLoan !== null && Number(scheme.maxLoan) > Number(scheme.maxPrice)) {
    ctx.addIssue({ code: 'custom', path: ['maxLoan'], message: 'validation.scheme.maxLoan.aboveMaxPrice' });
  }
});
export type SchemeUpdate = z.infer<typeof ZSchemeUpdate>;

export const ZAdminScheme = z.object({
  id: z.number(),
  key: z.string(),
  countryCode: z.string(),
  name: z.string(),
  loanCurrency: z.string(),
  ltvCap: z.number(),
  maxPrice: z.number().nullable(),
  maxLoan: z.number().nullable(),
  baseRate: z.number().nullable(),
  maxTermYears: z.number().nullable(),
  maxAge: z.number().nullable(),
  requiresFirstHome: z.boolean(),
  requiresResidence: z.boolean(),
  source: z.string(),
  verifiedOn: z.string().nullable(),
  isActive: z.boolean(),
});
export type AdminScheme = z.infer<typeof ZAdminScheme>;
export const ZAdminSchemeList = z.array(ZAdminScheme);

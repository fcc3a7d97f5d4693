import type { Language } from '@core/constants';
import {
  ZBankChargeInput,
  ZClosingCostInput,
  type AdminBankCharge,
  type AdminClosingCost,
  type BankChargeInput,
  type ClosingCostInput,
} from '@core/schemas/admin-costs';
import { readLocalizedNumber, writeLocalizedNumber } from '@/lib/localized-number';
import { NUMBER_DECIMALS } from './number-fields';
import { schemaResolver } from './schema-resolver';

/**
 * A cost of buying or a bank charge as its dialog edits it (issue 14). Shares are typed as
 * percentages (0.15 for 0.15 %) and amounts in EUR, both the interface language's way, read by
 * core's parser; the body is then judged by the API's own schema. Field names are the API's,
 * so the server's field errors (`items.<n>.<field>`) land on the same inputs.
 */
export interface ChargeFormValues {
  key: string;
  base: string;
  amount: string;
  /** Percent */
  rate: string;
  brackets: Array<{ upTo: string; rate: string }>;
  min: string;
  max: string;
  /** Percent */
  vatRate: string;
  firstHomeExemptUpTo: string;
  /** Percent of the charge spared */
  firstHomeRelief: string;
  firstHomeMaxAge: string;
  source: string;
  verifiedOn: string;
  isActive: boolean;
  frequency: string;
  isMandatory: boolean;
}

/** Percent digits a share keeps: 6 decimals of a fraction are 4 of a percentage. */
const PERCENT_DECIMALS = 4;
const PERCENT_INVALID = 'admin:costs.form.percentInvalid';

export type ChargeKind = 'country' | 'bank';
type AnyCharge = AdminClosingCost | AdminBankCharge;

const percentText = (fraction: number | null, language: Language) =>
  fraction === null ? '' : writeLocalizedNumber(Number((fraction * 100).toFixed(PERCENT_DECIMALS)), language, PERCENT_DECIMALS);
const moneyText = (value: number | null, language: Language) => (value === null ? '' : writeLocalizedNumber(value, language, NUMBER_DECIMALS.money));

export function chargeFormValues(charge: AnyCharge | null, language: Language): ChargeFormValues {
  return {
    key: charge?.key ?? '',
    base: charge?.base ?? 'price',
    amount: charge && charge.amount !== 0 ? moneyText(charge.amount, language) : '',
    rate: charge && charge.rate !== 0 ? percentText(charge.rate, language) : '',
    brackets: (charge?.brackets ?? []).map((b) => ({ upTo: moneyText(b.upTo, language), rate: percentText(b.rate, language) })),
    min: moneyText(charge?.min ?? null, language),
    max: moneyText(charge?.max ?? null, language),
    vatRate: percentText(charge?.vatRate ?? null, language),
    firstHomeExemptUpTo: moneyText(charge?.firstHomeExemptUpTo ?? null, language),
    firstHomeRelief: percentText(charge?.firstHomeRelief ?? null, language),
    firstHomeMaxAge: charge?.firstHomeMaxAge == null ? '' : String(charge.firstHomeMaxAge),
    source: charge?.source ?? '',
    verifiedOn: charge?.verifiedOn ?? '',
    isActive: charge && 'isActive' in charge ? charge.isActive : true,
    frequency: charge && 'frequency' in charge ? charge.frequency : 'upfront',
    isMandatory: charge && 'isMandatory' in charge ? charge.isMandatory : true,
  };
}

/** "0.15" (percent, canonical) -> "0.0015" (fraction), exactly: the decimal point moves two places. */
export function percentToFraction(canonical: string): string {
  const [whole, fraction = ''] = canonical.split('.');
  const digits = `${whole.padStart(3, '0')}${fraction}`;
  const text = `${digits.slice(0, -2 - fraction.length) || '0'}.${digits.slice(-2 - fraction.length)}`;
  return text.replace(/^0+(?=\d)/, '').replace(/\.?0+$/, '') || '0';
}

type Issues = Partial<Record<keyof ChargeFormValues, string>>;

function readMoney(text: string, label: string, language: Language): { value: string | null; issue?: string } {
  if (text.trim() === '') return { value: null };
  const read = readLocalizedNumber(text, language, NUMBER_DECIMALS.money, label);
  return read.ok ? { value: read.canonical } : { value: null, issue: read.message };
}

function readShare(text: string, label: string, language: Language): { value: string | null; issue?: string } {
  if (text.trim() === '') return { value: null };
  const read = readLocalizedNumber(text, language, PERCENT_DECIMALS, label);
  if (!read.ok) return { value: null, issue: read.error === 'separators' || read.error === 'ambiguous' ? read.message : PERCENT_INVALID };
  return { value: percentToFraction(read.canonical) };
}

const label = (field: string) => `admin:costs.fields.${field}`;

/** The API body of one charge, and the entries the parser could not read, by field. */
export function chargeBody(values: ChargeFormValues, kind: ChargeKind, language: Language) {
  const issues: Issues = {};
  const money = (field: 'amount' | 'min' | 'max' | 'firstHomeExemptUpTo') => {
    const read = readMoney(values[field], label(field), language);
    if (read.issue) issues[field] = read.issue;
    return read.value;
  };
  const share = (field: 'rate' | 'vatRate' | 'firstHomeRelief') => {
    const read = readShare(values[field], label(field), language);
    if (read.issue) issues[field] = read.issue;
    return read.value;
  };
  const brackets = values.brackets.map((bracket) => {
    const upTo = readMoney(bracket.upTo, label('upTo'), language);
    const rate = readShare(bracket.rate, label('bracketRate'), language);
    if (upTo.issue || rate.issue) issues.brackets = upTo.issue ?? rate.issue;
    return { upTo: upTo.value, rate: rate.value ?? '' };
  });
  const body: Record<string, unknown> = {
    key: values.key,
    base: values.base,
    amount: money('amount') ?? '0',
    rate: share('rate') ?? '0',
    brackets: brackets.length ? brackets : null,
    min: money('min'),
    max: money('max'),
    vatRate: share('vatRate'),
    firstHomeExemptUpTo: money('firstHomeExemptUpTo'),
    firstHomeRelief: share('firstHomeRelief'),
    firstHomeMaxAge: values.firstHomeMaxAge.trim() === '' ? null : values.firstHomeMaxAge.trim(),
    source: values.source,
    verifiedOn: values.verifiedOn || null,
  };
  if (kind === 'country') body.isActive = values.isActive;
  else Object.assign(body, { frequency: values.frequency, isMandatory: values.isMandatory });
  return { body, fieldIssues: issues };
}

export const closingCostResolver = schemaResolver(ZClosingCostInput, (values: ChargeFormValues, language) => chargeBody(values, 'country', language));
export const bankChargeResolver = schemaResolver(ZBankChargeInput, (values: ChargeFormValues, language) => chargeBody(values, 'bank', language));

/** A listed charge as the list's PUT body takes it back (the server recomputes ids and order). */
export function closingCostInput(cost: AdminClosingCost): Record<string, unknown> {
  const { id: _id, countryCode: _country, sortOrder: _order, ...rest } = cost;
  return rest;
}

export type SavedCharge = ClosingCostInput | BankChargeInput;

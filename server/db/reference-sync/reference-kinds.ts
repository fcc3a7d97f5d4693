import type { PgTable } from 'drizzle-orm/pg-core';
import type { ReferenceData } from '../../../core/reference-data';
import {
  banks,
  buyingSteps,
  countries,
  countryClosingCosts,
  engineParameters,
  exchangeRates,
  firstHomeSchemes,
  lendingRules,
  scoringConfig,
} from '../schema';

type Row = Record<string, unknown>;

/**
 * Each kind of shipped reference data, its table and the natural key that finds a default's row
 * again (ids differ between databases; names and codes do not). In foreign-key order: a bank's
 * country is written before the bank.
 */
export interface ReferenceKind {
  /** The table's name, also the kind recorded in reference_defaults_applied. */
  name: string;
  table: PgTable;
  /** Core's typed rows; their fields are the table's (the sync reads back each row it writes). */
  rows(data: ReferenceData): readonly object[];
  /** The fields that name a row (unique among the defaults; the sync refuses data where they repeat). */
  keyFields: readonly string[];
  /** Whether the table has an updated_at the sync sets when it follows a new default. */
  hasUpdatedAt: boolean;
}

/** Key fields checked against the default's type: a renamed field fails the typecheck here. */
function kind<Default extends object>(spec: Omit<ReferenceKind, 'rows' | 'keyFields'> & { rows(data: ReferenceData): readonly Default[]; keyFields: ReadonlyArray<keyof Default & string> }): ReferenceKind {
  return spec;
}

/** The row's key as text, e.g. "RO/CEC Bank". */
export const keyOf = (kind: ReferenceKind, row: Row) => kind.keyFields.map((field) => String(row[field])).join('/');

export const REFERENCE_KINDS: readonly ReferenceKind[] = [
  kind({ name: 'countries', table: countries, rows: (d) => d.countries, keyFields: ['code'], hasUpdatedAt: true }),
  kind({ name: 'banks', table: banks, rows: (d) => d.banks, keyFields: ['countryCode', 'name'], hasUpdatedAt: true }),
  kind({ name: 'lending_rules', table: lendingRules, rows: (d) => d.lendingRules, keyFields: ['countryCode', 'loanCurrency'], hasUpdatedAt: true }),
  kind({ name: 'country_closing_costs', table: countryClosingCosts, rows: (d) => d.closingCosts, keyFields: ['countryCode', 'key'], hasUpdatedAt: true }),
  kind({ name: 'first_home_schemes', table: firstHomeSchemes, rows: (d) => d.firstHomeSchemes, keyFields: ['key'], hasUpdatedAt: true }),
  kind({ name: 'exchange_rates', table: exchangeRates, rows: (d) => d.exchangeRates, keyFields: ['currency', 'rateDate'], hasUpdatedAt: false }),
  kind({ name: 'engine_parameters', table: engineParameters, rows: (d) => d.engineParameters, keyFields: ['key'], hasUpdatedAt: true }),
  kind({ name: 'scoring_config', table: scoringConfig, rows: (d) => d.scoringConfig, keyFields: ['category'], hasUpdatedAt: true }),
  // Optional fields written as null, so a default without them is compared (and followed) field by field.
  kind({
    name: 'buying_steps',
    table: buyingSteps,
    rows: (d) => d.buyingSteps.map((step) => ({ ...step, proxyRoute: step.proxyRoute ?? null, bankChargeKey: step.bankChargeKey ?? null })),
    keyFields: ['countryCode', 'key'],
    hasUpdatedAt: true,
  }),
];

/** Kinds whose change makes a new scoring version (assessments record the version they used). */
export const SCORING_KINDS: ReadonlySet<string> = new Set(['scoring_config', 'engine_parameters']);

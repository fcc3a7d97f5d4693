import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChargeBase, ChargeBracket } from '../../../core/finance/charges';
import { countries } from './reference';

/**
 * Costs of buying per property country (issue 14, ADR 030): transfer tax, notary, land
 * registry ... one row per charge, in EUR, computed by core/finance/charges.ts. Every row says
 * where its figures come from (`source`, required) and when they were checked.
 * Fractions are stored as decimals (0.02 = 2 %).
 */
export const countryClosingCosts = pgTable(
  'country_closing_costs',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code, { onUpdate: 'cascade' }),
    /** Translation key suffix (`result.costs.item.<key>`): transferTax, notary, landRegistry ... */
    key: text('key').notNull(),
    base: text('base').$type<ChargeBase>().notNull(),
    /** EUR added to the computed part (the whole charge when base is 'fixed'). */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull().default('0'),
    rate: numeric('rate', { precision: 8, scale: 6 }).notNull().default('0'),
    /** Marginal scale [{ upTo (EUR, null = no end), rate }]; null = `rate` on the whole base. */
    brackets: jsonb('brackets').$type<ChargeBracket[] | null>(),
    min: numeric('min', { precision: 12, scale: 2 }),
    max: numeric('max', { precision: 12, scale: 2 }),
    vatRate: numeric('vat_rate', { precision: 5, scale: 4 }),
    /** A first home pays nothing (or firstHomeRelief less) up to this price, EUR. */
    firstHomeExemptUpTo: numeric('first_home_exempt_up_to', { precision: 16, scale: 2 }),
    /** Share of the charge a qualifying first home is spared; null = all of it. */
    firstHomeRelief: numeric('first_home_relief', { precision: 5, scale: 4 }),
    /** The relief is only for buyers at most this old; null = any age. */
    firstHomeMaxAge: integer('first_home_max_age'),
    source: text('source').notNull(),
    verifiedOn: date('verified_on'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('country_closing_costs_country_key_unique').on(t.countryCode, t.key)],
);

/**
 * First-home schemes as their own routes (issue 14: Romania's Noua Casă, Hungary's Otthon
 * Start), with their conditions. Null limits do not apply. Amounts in EUR.
 */
export const firstHomeSchemes = pgTable(
  'first_home_schemes',
  {
    id: serial('id').primaryKey(),
    /** Stable key, also the translation key suffix `result.scheme.<key>`. */
    key: text('key').notNull().unique('first_home_schemes_key_unique'),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code, { onUpdate: 'cascade' }),
    name: text('name').notNull(),
    loanCurrency: text('loan_currency').notNull(),
    ltvCap: numeric('ltv_cap', { precision: 4, scale: 3 }).notNull(),
    maxPrice: numeric('max_price', { precision: 12, scale: 2 }),
    maxLoan: numeric('max_loan', { precision: 12, scale: 2 }),
    /** Percent per year; null = the country route's rate. */
    baseRate: numeric('base_rate', { precision: 5, scale: 2 }),
    maxTermYears: integer('max_term_years'),
    /** Oldest age at application. */
    maxAge: integer('max_age'),
    requiresFirstHome: boolean('requires_first_home').notNull().default(true),
    /** Only for residents of the property country (Otthon Start: a permanent Hungarian address). */
    requiresResidence: boolean('requires_residence').notNull().default(false),
    source: text('source').notNull(),
    verifiedOn: date('verified_on'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('first_home_schemes_country_idx').on(t.countryCode)],
);

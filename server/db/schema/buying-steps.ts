import { boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { BuyingStepActor, BuyingStepKey, FromAbroad, LeadDayKind, PowerOfAttorneyRoute } from '../../../core/reference-data/buying-steps';
import { countries } from './reference';

/**
 * Issue 24 item 1 (ADR 085): the steps of buying from abroad per property country, the table the
 * reference sync writes from core/reference-data/buying-steps.ts and admins edit. Fields are
 * core's BuyingStepRow, one column each.
 */
export const buyingSteps = pgTable(
  'buying_steps',
  {
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code, { onUpdate: 'cascade' }),
    key: text('key').$type<BuyingStepKey>().notNull(),
    order: integer('step_order').notNull(),
    actor: text('actor').$type<BuyingStepActor>().notNull(),
    fromAbroad: text('from_abroad').$type<FromAbroad>().notNull(),
    proxyRoute: jsonb('proxy_route').$type<PowerOfAttorneyRoute>(),
    leadDays: integer('lead_days').notNull(),
    leadDayKind: text('lead_day_kind').$type<LeadDayKind>().notNull(),
    dependsOn: jsonb('depends_on').$type<BuyingStepKey[]>().notNull(),
    costKeys: jsonb('cost_keys').$type<string[]>().notNull(),
    bankChargeKey: text('bank_charge_key'),
    documents: jsonb('documents').$type<string[]>().notNull(),
    source: text('source').notNull(),
    verifiedOn: date('verified_on').notNull(),
    isEstimate: boolean('is_estimate').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.key] })],
);

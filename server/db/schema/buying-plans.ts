import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BuyingStepKey } from '../../../core/reference-data/buying-steps';
import { assessments } from './assessments';
import { banks } from './reference';
import { users } from './users';

/**
 * Issue 24 item 2: the plan a person keeps for an assessment (ADR 085): the signing day they aim
 * for, whether they can travel, the bank they chose. One per assessment; the plan itself is
 * worked out from these and the steps each time it is read.
 */
export const buyingPlans = pgTable(
  'buying_plans',
  {
    assessmentId: uuid('assessment_id')
      .primaryKey()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    targetDate: date('target_date').notNull(),
    canTravel: boolean('can_travel').notNull().default(true),
    bankId: integer('bank_id').references(() => banks.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('buying_plans_bank_id_idx').on(t.bankId), index('buying_plans_target_date_idx').on(t.targetDate)],
);

/** The steps a person marked done on their plan (a done step is no longer dated nor waited for). */
export const buyingPlanStepsDone = pgTable(
  'buying_plan_steps_done',
  {
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => buyingPlans.assessmentId, { onDelete: 'cascade' }),
    stepKey: text('step_key').$type<BuyingStepKey>().notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.stepKey] })],
);

/**
 * One row per reminder e-mail queued for a plan's step: written in the transaction that queues
 * the e-mail job, so a step is reminded once however often (and after however many restarts) the
 * daily scan runs.
 */
export const buyingPlanReminders = pgTable(
  'buying_plan_reminders',
  {
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => buyingPlans.assessmentId, { onDelete: 'cascade' }),
    stepKey: text('step_key').$type<BuyingStepKey>().notNull(),
    /** The step's start day the reminder was for. */
    stepStart: date('step_start').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.stepKey] }), index('buying_plan_reminders_user_id_idx').on(t.userId)],
);

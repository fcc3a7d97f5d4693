import type { FastifyBaseLogger } from 'fastify';
import { buildBuyingPlan } from '../../../core/buying-plan';
import { addDays } from '../../../core/buying-plan/dates';
import type { BuyingStepActor, BuyingStepKey, BuyingStepRow, FromAbroad } from '../../../core/reference-data/buying-steps';
import type { Transaction } from '../../jobs/sql-executor';
import { todayUtc } from './buying-plans.service';
import type { PlanRemindersRepository } from './plan-reminders.repository';
import type { StepsOf } from './steps-of';

/** A step is reminded when it starts within this many days (today included): a daily scan sees each start day four times, so a few days without a scan lose nothing. */
export const REMINDER_WINDOW_DAYS = 3;

/**
 * The person's steps: those the applicant does, and those their proxy does for them (they
 * arrange the power of attorney and brief the proxy). A broker's, the bank's or the notary's
 * step is someone else's work the person waits for: no reminder.
 */
const PERSON_ACTORS: ReadonlySet<BuyingStepActor> = new Set(['applicant', 'proxy']);

/** The reminder's e-mail, queued in the transaction that records the reminder (notifications.service.ts). */
export interface PlanReminderNotifier {
  planStepDue(
    tx: Transaction,
    reminder: { userId: string; assessmentId: string; stepKey: BuyingStepKey; start: string; due: string; mode: FromAbroad },
  ): Promise<unknown>;
  nudge(): void;
}

export interface PlanRemindersOptions {
  notifier: PlanReminderNotifier;
  log: FastifyBaseLogger;
  /** A country's buying steps as the database keeps them (buying-steps.repository.ts). */
  stepsOf: StepsOf;
  today?: () => string;
}

/**
 * Reminders of kept buying plans (issue 24 item 2, ADR 085): each of the person's steps not done
 * whose start falls within the window is reminded once. The reminder's row (primary key: plan
 * and step) and its e-mail job commit together, so running the scan again, on several instances
 * or after a restart, queues nothing more for a step already reminded.
 */
export function createPlanRemindersService(repo: PlanRemindersRepository, options: PlanRemindersOptions) {
  const { notifier, log, stepsOf, today = todayUtc } = options;

  return {
    /** The daily job (periodic-jobs.ts); `day` fixes today (tests). How many reminders were queued. */
    async remindDueSteps(day: string = today()): Promise<{ queued: number }> {
      const until = addDays(day, REMINDER_WINDOW_DAYS);
      const stepsByCountry = new Map<string, Promise<BuyingStepRow[]>>();
      const stepsOfCountry = (code: string) => stepsByCountry.get(code) ?? stepsByCountry.set(code, stepsOf(code)).get(code)!;
      let queued = 0;
      for (const plan of await repo.plansToScan(day)) {
        const steps = plan.countryCode ? await stepsOfCountry(plan.countryCode) : [];
        if (steps.length === 0) continue;
        let dated;
        try {
          dated = buildBuyingPlan(steps, { targetSigningDate: plan.targetDate, today: day, canTravel: plan.canTravel, done: plan.doneKeys }).steps;
        } catch (error) {
          // A country's steps that cannot be dated (an edit gone wrong) stop that country's reminders, not everyone's.
          log.warn({ err: error, countryCode: plan.countryCode }, 'buying plan could not be dated for its reminders');
          continue;
        }
        const due = dated.filter((step) => PERSON_ACTORS.has(step.actor) && step.start >= day && step.start <= until && !plan.remindedKeys.has(step.key));
        for (const step of due) {
          const reminder = { userId: plan.userId, assessmentId: plan.assessmentId, stepKey: step.key, start: step.start, due: step.due, mode: step.mode };
          const isQueued = await repo.recordReminder({ assessmentId: plan.assessmentId, stepKey: step.key, stepStart: step.start, userId: plan.userId }, (tx) =>
            notifier.planStepDue(tx, reminder),
          );
          if (isQueued) queued += 1;
        }
      }
      if (queued > 0) notifier.nudge();
      log.info({ queued, day }, 'buying plan reminders queued');
      return { queued };
    },
  };
}

export type PlanRemindersService = ReturnType<typeof createPlanRemindersService>;

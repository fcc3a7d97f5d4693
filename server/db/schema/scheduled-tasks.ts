import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each periodic task last ran, shared by every instance: the task claims its run here
 * (under an advisory lock) so that one instance does the work, and a failure is visible.
 */
export const scheduledTaskRuns = pgTable('scheduled_task_runs', {
  name: text('name').primaryKey(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  /** The last failure's message (no secrets: an HTTP status or a parse error), null after a success. */
  lastError: text('last_error'),
});

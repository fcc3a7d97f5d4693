import type { BuyingStepRow } from '../../../core/reference-data/buying-steps';

/**
 * A country's buying steps, as the plan and the reminders read them (ADR 085): the
 * `buying_steps` table, synced from core at start (ADR 080) and edited by admins, so a lead time
 * an admin corrects changes every plan and reminder computed afterwards.
 */
export type StepsOf = (countryCode: string) => Promise<BuyingStepRow[]>;

import { asc, eq } from 'drizzle-orm';
import type { BuyingStepRow } from '../../../core/reference-data/buying-steps';
import type { Database } from '../../db/client';
import { buyingSteps } from '../../db/schema';

export type StoredBuyingStep = typeof buyingSteps.$inferSelect;

/** A stored step as core's row: absent optional fields instead of nulls. */
export function toBuyingStepRow({ updatedAt: _updatedAt, proxyRoute, bankChargeKey, ...step }: StoredBuyingStep): BuyingStepRow {
  return {
    ...step,
    costKeys: step.costKeys as BuyingStepRow['costKeys'],
    ...(proxyRoute ? { proxyRoute } : {}),
    ...(bankChargeKey ? { bankChargeKey: bankChargeKey as BuyingStepRow['bankChargeKey'] } : {}),
  };
}

/**
 * A property country's buying steps as the database holds them (synced from core at start, ADR
 * 080, and edited by admins): what every plan is computed from.
 */
export function createBuyingStepsRepository(db: Database) {
  return {
    async stepsOf(countryCode: string): Promise<BuyingStepRow[]> {
      const rows = await db.select().from(buyingSteps).where(eq(buyingSteps.countryCode, countryCode)).orderBy(asc(buyingSteps.order));
      return rows.map(toBuyingStepRow);
    },
  };
}

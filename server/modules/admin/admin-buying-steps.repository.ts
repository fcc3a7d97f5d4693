import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { buyingSteps, countries, countryClosingCosts } from '../../db/schema';
import { recordAudit } from '../audit/audit.repository';

export type BuyingStepValues = Omit<typeof buyingSteps.$inferInsert, 'countryCode' | 'order' | 'updatedAt'>;
type StoredStep = typeof buyingSteps.$inferSelect;

/** Without the write time: the audit trail compares what an admin can change. */
const listed = (rows: StoredStep[]) => ({ items: [...rows].sort((a, b) => a.order - b.order).map(({ updatedAt: _u, ...rest }) => rest) });

/** The back office's buying steps (issue 24 item 1): every country's, and one country's whole list replaced. */
export function createAdminBuyingStepsRepository(db: Database) {
  return {
    list: () => db.select().from(buyingSteps).orderBy(asc(buyingSteps.countryCode), asc(buyingSteps.order)),

    async countryExists(countryCode: string): Promise<boolean> {
      const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, countryCode));
      return row !== undefined;
    },

    /** The keys of the country's costs of buying a step may name (its figures stay there). */
    async costKeysOf(countryCode: string): Promise<Set<string>> {
      const rows = await db.select({ key: countryClosingCosts.key }).from(countryClosingCosts).where(eq(countryClosingCosts.countryCode, countryCode));
      return new Set(rows.map((row) => row.key));
    },

    replace(countryCode: string, items: readonly BuyingStepValues[], actorId: string): Promise<StoredStep[]> {
      return db.transaction(async (tx) => {
        const before = await tx.delete(buyingSteps).where(eq(buyingSteps.countryCode, countryCode)).returning();
        const after = await tx
          .insert(buyingSteps)
          .values(items.map((item, index) => ({ ...item, countryCode, order: index + 1 })))
          .returning();
        await recordAudit(tx, { actorId, entityKind: 'buying_steps', entityId: countryCode, action: 'update', before: listed(before), after: listed(after) });
        return after.sort((a, b) => a.order - b.order);
      });
    },
  };
}

export type AdminBuyingStepsRepository = ReturnType<typeof createAdminBuyingStepsRepository>;

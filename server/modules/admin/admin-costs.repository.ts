import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banks, countries, countryClosingCosts, firstHomeSchemes, type BankChargeData } from '../../db/schema';
import { recordAudit } from '../audit/audit.repository';

export type ClosingCostRow = typeof countryClosingCosts.$inferSelect;
export type ClosingCostValues = Omit<typeof countryClosingCosts.$inferInsert, 'id' | 'countryCode' | 'sortOrder' | 'createdAt' | 'updatedAt'>;
export type SchemeRow = typeof firstHomeSchemes.$inferSelect;
export type SchemeValues = Omit<typeof firstHomeSchemes.$inferInsert, 'id' | 'key' | 'createdAt' | 'updatedAt'>;
export interface BankChargesRow {
  id: number;
  name: string;
  countryCode: string;
  charges: BankChargeData[];
}

/**
 * Issue 14's admin data: a country's costs of buying, a bank's charges, first-home schemes.
 * Every write records itself in the audit trail in its own transaction (ADR 028): a country's
 * list as one entry (kind closing_costs, id the country code), a bank's charges as a bank update.
 */
export function createAdminCostsRepository(db: Database) {
  const bankCharges = { id: banks.id, name: banks.name, countryCode: banks.countryCode, charges: banks.charges };
  return {
    listClosingCosts: () =>
      db.select().from(countryClosingCosts).orderBy(asc(countryClosingCosts.countryCode), asc(countryClosingCosts.sortOrder), asc(countryClosingCosts.id)),

    async countryExists(code: string): Promise<boolean> {
      const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code)).limit(1);
      return Boolean(row);
    },

    /** The country's list replaced as a whole, in the given order, in one transaction. */
    replaceClosingCosts(countryCode: string, items: readonly ClosingCostValues[], actorId: string): Promise<ClosingCostRow[]> {
      return db.transaction(async (tx) => {
        const before = await tx
          .delete(countryClosingCosts)
          .where(eq(countryClosingCosts.countryCode, countryCode))
          .returning();
        const after = items.length
          ? await tx
              .insert(countryClosingCosts)
              .values(items.map((item, sortOrder) => ({ ...item, countryCode, sortOrder: sortOrder + 1 })))
              .returning()
          : [];
        // In the list's order (DELETE ... RETURNING gives the rows in any order): the audit trail compares the two orders.
        const listed = (rows: ClosingCostRow[]) => ({
          items: [...rows].sort((a, b) => a.sortOrder - b.sortOrder).map(({ createdAt: _c, updatedAt: _u, id: _i, ...rest }) => rest),
        });
        await recordAudit(tx, { actorId, entityKind: 'closing_costs', entityId: countryCode, action: 'update', before: listed(before), after: listed(after) });
        return after;
      });
    },

    listBankCharges: (): Promise<BankChargesRow[]> => db.select(bankCharges).from(banks).orderBy(asc(banks.countryCode), asc(banks.name), asc(banks.id)),

    setBankCharges(id: number, charges: BankChargeData[], actorId: string): Promise<BankChargesRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select(bankCharges).from(banks).where(eq(banks.id, id)).for('update');
        if (!before) return undefined;
        const [row] = await tx.update(banks).set({ charges, updatedAt: new Date() }).where(eq(banks.id, id)).returning(bankCharges);
        await recordAudit(tx, { actorId, entityKind: 'bank', entityId: id, action: 'update', before, after: row });
        return row;
      });
    },

    listSchemes: () => db.select().from(firstHomeSchemes).orderBy(asc(firstHomeSchemes.countryCode), asc(firstHomeSchemes.id)),

    updateScheme(id: number, values: SchemeValues, actorId: string): Promise<SchemeRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(firstHomeSchemes).where(eq(firstHomeSchemes.id, id)).for('update');
        if (!before) return undefined;
        const [row] = await tx
          .update(firstHomeSchemes)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(firstHomeSchemes.id, id))
          .returning();
        await recordAudit(tx, { actorId, entityKind: 'first_home_scheme', entityId: id, action: 'update', before, after: row });
        return row;
      });
    },
  };
}

export type AdminCostsRepository = ReturnType<typeof createAdminCostsRepository>;

import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessments, banks, countries, lendingRules } from '../../db/schema';
import { answerSelection } from '../assessments/answer-selection';
import { recordAudit } from '../audit/audit.repository';

export type CountryRow = typeof countries.$inferSelect;
export type CountryValues = Pick<typeof countries.$inferInsert, 'name' | 'code' | 'flag' | 'type' | 'isActive'>;
export type BankRow = typeof banks.$inferSelect;
export type BankValues = Omit<typeof banks.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface CountryUsage {
  banks: boolean;
  lendingRules: boolean;
  assessments: boolean;
}

/** An assessment's answers (the engine's input), without its result or its owner. */
const ANSWER_COLUMNS = { id: assessments.id, ...answerSelection() };

/** Countries and banks, for the admin tabs. Every write records itself in the audit trail, in its own transaction (ADR 028). */
export function createAdminReferenceRepository(db: Database) {
  return {
    listCountries: () => db.select().from(countries).orderBy(asc(countries.name), asc(countries.id)),

    async findCountry(id: number): Promise<CountryRow | undefined> {
      const [row] = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
      return row;
    },

    async findCountryByCode(code: string): Promise<CountryRow | undefined> {
      const [row] = await db.select().from(countries).where(eq(countries.code, code)).limit(1);
      return row;
    },

    insertCountry(values: CountryValues, actorId: string): Promise<CountryRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(countries).values(values).returning();
        await recordAudit(tx, { actorId, entityKind: 'country', entityId: row.id, action: 'create', before: null, after: row });
        return row;
      });
    },

    /**
     * Updates a country. `check` runs on the locked row and its usage (a code that assessments
     * refer to must not change: they keep the code as text); it throws to refuse. Banks and
     * lending rules follow a code change through their foreign keys (ON UPDATE CASCADE).
     */
    updateCountry(
      id: number,
      values: Partial<CountryValues>,
      actorId: string,
      check: (current: CountryRow, usage: () => Promise<CountryUsage>) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(countries).where(eq(countries.id, id)).for('update');
        if (!current) return undefined;
        await check(current, () => usageOf(tx, current.code));
        const [row] = await tx.update(countries).set({ ...values, updatedAt: sql`now()` }).where(eq(countries.id, id)).returning();
        await recordAudit(tx, { actorId, entityKind: 'country', entityId: id, action: 'update', before: current, after: row });
        return row;
      });
    },

    /** Deletes a country unless `check` (given the locked row and its usage) throws. */
    deleteCountry(id: number, actorId: string, check: (current: CountryRow, usage: CountryUsage) => void) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(countries).where(eq(countries.id, id)).for('update');
        if (!current) return false;
        check(current, await usageOf(tx, current.code));
        await tx.delete(countries).where(eq(countries.id, id));
        await recordAudit(tx, { actorId, entityKind: 'country', entityId: id, action: 'delete', before: current, after: null });
        return true;
      });
    },

    listBanks: () => db.select().from(banks).orderBy(asc(banks.countryCode), asc(banks.name), asc(banks.id)),

    async findBank(id: number): Promise<BankRow | undefined> {
      const [row] = await db.select().from(banks).where(eq(banks.id, id)).limit(1);
      return row;
    },

    insertBank(values: BankValues, actorId: string): Promise<BankRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(banks).values(values).returning();
        await recordAudit(tx, { actorId, entityKind: 'bank', entityId: row.id, action: 'create', before: null, after: row });
        return row;
      });
    },

    updateBank(id: number, values: Partial<BankValues>, actorId: string): Promise<BankRow | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(banks).where(eq(banks.id, id)).for('update');
        if (!current) return undefined;
        const [row] = await tx.update(banks).set({ ...values, updatedAt: sql`now()` }).where(eq(banks.id, id)).returning();
        await recordAudit(tx, { actorId, entityKind: 'bank', entityId: id, action: 'update', before: current, after: row });
        return row;
      });
    },

    /**
     * The answers of the most recent submitted assessments (drafts excluded) of these property
     * countries, newest first: what the bank impact preview re-evaluates. Only the input columns.
     */
    recentSubmittedAnswers: (countryCodes: readonly string[], limit: number) =>
      db
        .select(ANSWER_COLUMNS)
        .from(assessments)
        .where(and(ne(assessments.status, 'draft'), inArray(assessments.originCountry, [...countryCodes])))
        .orderBy(desc(sql`coalesce(${assessments.submittedAt}, ${assessments.createdAt})`), desc(assessments.id))
        .limit(limit),

    deleteBank(id: number, actorId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(banks).where(eq(banks.id, id)).returning();
        if (!row) return false;
        await recordAudit(tx, { actorId, entityKind: 'bank', entityId: id, action: 'delete', before: row, after: null });
        return true;
      });
    },
  };
}

/** Whether banks, lending rules or assessments (residence or origin) refer to a country code. */
async function usageOf(db: Pick<Database, 'select'>, code: string): Promise<CountryUsage> {
  const exists = async (query: Promise<unknown[]>) => (await query).length > 0;
  const [bankUse, ruleUse, assessmentUse] = [
    await exists(db.select({ id: banks.id }).from(banks).where(eq(banks.countryCode, code)).limit(1)),
    await exists(db.select({ id: lendingRules.id }).from(lendingRules).where(eq(lendingRules.countryCode, code)).limit(1)),
    await exists(
      db
        .select({ id: assessments.id })
        .from(assessments)
        .where(or(eq(assessments.residenceCountry, code), eq(assessments.originCountry, code)))
        .limit(1),
    ),
  ];
  return { banks: bankUse, lendingRules: ruleUse, assessments: assessmentUse };
}

export type AdminReferenceRepository = ReturnType<typeof createAdminReferenceRepository>;

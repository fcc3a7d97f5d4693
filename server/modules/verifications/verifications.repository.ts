import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessments, documents, users, verifications } from '../../db/schema';
import type { VerificationKind } from '../../../core/schemas/verifications';

export type VerificationRow = typeof verifications.$inferSelect;

export function createVerificationsRepository(db: Database) {
  return {
    async findAssessment(id: string) {
      const [row] = await db
        .select({ id: assessments.id, userId: assessments.userId, status: assessments.status, incomeCurrency: assessments.incomeCurrency })
        .from(assessments)
        .where(eq(assessments.id, id))
        .limit(1);
      return row;
    },

    /** The assessment's documents among `ids` and of `types`: those a verification may rest on. */
    documentsOf: (assessmentId: string, ids: readonly string[], types: readonly string[]) =>
      db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.assessmentId, assessmentId), inArray(documents.id, [...ids]), inArray(documents.documentType, [...types]))),

    /** Newest first, undone ones included, with the verifying broker's name. */
    list: (assessmentId: string) =>
      db
        .select({ verification: verifications, firstName: users.firstName, lastName: users.lastName })
        .from(verifications)
        .leftJoin(users, eq(users.id, verifications.verifiedBy))
        .where(eq(verifications.assessmentId, assessmentId))
        .orderBy(desc(verifications.verifiedAt), desc(verifications.id)),

    /** Inserts a live verification; undefined when one of this kind is live already (the unique index). */
    async insertLive(row: { assessmentId: string; kind: VerificationKind; amount: string | null; currency: string | null; documentIds: string[]; verifiedBy: string }) {
      const [inserted] = await db.insert(verifications).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    findById: async (id: string) => (await db.select().from(verifications).where(eq(verifications.id, id)).limit(1))[0],

    /** Undoes a live verification; undefined when it is not live (undone meanwhile). */
    async undo(id: string, undo: { undoneBy: string; undoReason: string }) {
      const [row] = await db
        .update(verifications)
        .set({ ...undo, undoneAt: new Date() })
        .where(and(eq(verifications.id, id), isNull(verifications.undoneAt)))
        .returning();
      return row;
    },
  };
}

export type VerificationsRepository = ReturnType<typeof createVerificationsRepository>;

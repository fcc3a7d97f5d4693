import { index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assessments } from './assessments';
import { users } from './users';

/**
 * One certificate per assessment: what the PDF states, frozen when it was first issued, and
 * its verification code (random, unguessable). GET /api/certificates/:code reads this table
 * only, so verification never reaches personal data.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 16 Crockford base32 characters, stored without separators. */
    code: text('code').notNull().unique('certificates_code_unique'),
    assessmentId: uuid('assessment_id')
      .notNull()
      .unique('certificates_assessment_id_unique')
      .references(() => assessments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    maxLoanAmount: numeric('max_loan_amount', { precision: 12, scale: 2 }).notNull(),
    residenceCountry: text('residence_country').notNull(),
    propertyCountry: text('property_country').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a broker rejects the assessment: the certificate then verifies as revoked (issue 11). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('certificates_user_id_idx').on(t.userId)],
);

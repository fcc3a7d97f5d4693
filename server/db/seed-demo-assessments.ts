import { count, eq } from 'drizzle-orm';
import { evaluate } from '../../core/eligibility';
import type { AssessmentInput } from '../../core/schemas/assessment-input';
import type { AssessmentStatus } from '../../core/constants';
import { inputColumns, resultColumns, roundedToCents } from '../modules/assessments/assessment-shape';
import { createEligibilityRepository } from '../modules/eligibility/eligibility.repository';
import { createEligibilityService } from '../modules/eligibility/eligibility.service';
import type { Database } from './client';
import { assessmentEvents, assessments, users } from './schema';

/**
 * Demo assessments so the product has something to show: the demo user's history (one
 * approved with the broker's note, one in review; both in earlier months, so the Free plan
 * still allows a submission this month) and three applicants waiting in the broker's queue.
 * Every result is computed by the real engine on the seeded configuration.
 */
interface DemoAssessment {
  input: AssessmentInput;
  status: AssessmentStatus;
  monthsAgo: number;
  brokerNote?: string;
}

const base: AssessmentInput = {
  residenceCountry: 'DE',
  originCountry: 'RO',
  monthlyIncome: 3400,
  incomeCurrency: 'EUR',
  employmentType: 'permanent',
  employmentDuration: 30,
  totalEmploymentDuration: 9,
  age: 34,
  maritalStatus: 'married',
  educationLevel: 'bachelor',
  firstHome: true,
  desiredLoanAmount: 95_000,
  propertyType: 'apartment',
  propertyValue: 125_000,
  currentSavings: 38_000,
  downPayment: 30_000,
  monthlyExpenses: 1200,
  existingMonthlyDebts: 0,
};

const DEMO_USER_ASSESSMENTS: DemoAssessment[] = [
  {
    input: base,
    status: 'approved',
    monthsAgo: 2,
    brokerNote: 'Payslips and employment contract checked. Banca Transilvania and BCR are ready to make an offer.',
  },
  { input: { ...base, originCountry: 'RO', propertyType: 'house', propertyValue: 180_000, desiredLoanAmount: 140_000 }, status: 'in_review', monthsAgo: 1 },
];

const APPLICANTS: Array<{ email: string; firstName: string; lastName: string; input: AssessmentInput }> = [
  {
    email: 'andrei.pop@example.com',
    firstName: 'Andrei',
    lastName: 'Pop',
    input: { ...base, residenceCountry: 'UK', incomeCurrency: 'GBP', monthlyIncome: 3900, originCountry: 'RO', desiredLoanAmount: 110_000, propertyValue: 150_000 },
  },
  {
    email: 'katarzyna.nowak@example.com',
    firstName: 'Katarzyna',
    lastName: 'Nowak',
    input: { ...base, residenceCountry: 'FR', originCountry: 'PL', monthlyIncome: 4100, desiredLoanAmount: 160_000, propertyValue: 210_000, downPayment: 50_000, currentSavings: 60_000 },
  },
  {
    email: 'ivan.horvat@example.com',
    firstName: 'Ivan',
    lastName: 'Horvat',
    input: { ...base, residenceCountry: 'AT', originCountry: 'HR', employmentType: 'self-employed', monthlyIncome: 5200, desiredLoanAmount: 200_000, propertyValue: 260_000 },
  },
];

function monthsAgo(months: number): Date {
  const date = new Date();
  date.setUTCDate(10);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

export async function seedDemoAssessments(db: Database, demoUserEmail: string, brokerEmail: string): Promise<number> {
  const [demoUser] = await db.select().from(users).where(eq(users.email, demoUserEmail));
  const [broker] = await db.select().from(users).where(eq(users.email, brokerEmail));
  if (!demoUser || !broker) return 0;
  const [{ n }] = await db.select({ n: count() }).from(assessments).where(eq(assessments.userId, demoUser.id));
  if (n > 0) return 0;

  const { config } = await createEligibilityService(createEligibilityRepository(db)).snapshot();
  await db.transaction(async (tx) => {
    const insert = async (userId: string, demo: DemoAssessment) => {
      const input = roundedToCents(demo.input);
      const at = monthsAgo(demo.monthsAgo);
      const [row] = await tx
        .insert(assessments)
        .values({ ...inputColumns(input, null), ...resultColumns(evaluate(input, config)), userId, status: demo.status, submittedAt: at, createdAt: at, updatedAt: at })
        .returning({ id: assessments.id });
      const day = 86_400_000;
      const history: Array<typeof assessmentEvents.$inferInsert> = [
        { assessmentId: row.id, fromStatus: null, toStatus: 'submitted', actorId: userId, createdAt: at },
      ];
      if (demo.status !== 'submitted') {
        history.push({ assessmentId: row.id, fromStatus: 'submitted', toStatus: 'in_review', actorId: broker.id, createdAt: new Date(at.getTime() + day) });
      }
      if (demo.status === 'approved' || demo.status === 'rejected') {
        history.push({ assessmentId: row.id, fromStatus: 'in_review', toStatus: demo.status, note: demo.brokerNote ?? null, actorId: broker.id, createdAt: new Date(at.getTime() + 3 * day) });
      }
      await tx.insert(assessmentEvents).values(history);
    };

    for (const demo of DEMO_USER_ASSESSMENTS) await insert(demoUser.id, demo);
    for (const applicant of APPLICANTS) {
      // Applicants without a password: they exist for the broker's queue and cannot sign in.
      const [user] = await tx
        .insert(users)
        .values({ email: applicant.email, firstName: applicant.firstName, lastName: applicant.lastName, passwordHash: null, language: 'en' })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (user) await insert(user.id, { input: applicant.input, status: 'submitted', monthsAgo: 0 });
    }
  });
  return DEMO_USER_ASSESSMENTS.length + APPLICANTS.length;
}

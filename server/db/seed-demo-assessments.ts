import { count, eq } from 'drizzle-orm';
import { evaluate } from '../../core/eligibility';
import type { AssessmentInput } from '../../core/schemas/assessment-input';
import type { AssessmentStatus } from '../../core/constants';
import { responseDueAtForResidence } from '../../core/case-clock';
import type { CaseStage } from '../../core/case-stages';
import { inputColumns, resultColumns, roundedToCents } from '../modules/assessments/assessment-shape';
import { createEligibilityRepository } from '../modules/eligibility/eligibility.repository';
import { createEligibilityService } from '../modules/eligibility/eligibility.service';
import type { Database } from './client';
import { assessmentEvents, assessments, caseEvents, users } from './schema';

/**
 * Demo assessments so the product has something to show: the demo user's history (one
 * approved with the broker's note, one in review; both in earlier months, so the Free plan
 * still allows a submission this month) and three applicants waiting in the broker's queue.
 * Every result is computed by the real engine on the seeded configuration.
 * Issue 24 item 4: each is a case on the broker's pipeline board, so the board shows every
 * stage: some held by the demo broker, some unassigned, two waiting past their first answer.
 */
interface DemoCase {
  stage: CaseStage;
  isMine: boolean;
  /** Submitted this many hours ago instead of `monthsAgo` (a case still within its clock). */
  hoursAgo?: number;
}
interface DemoAssessment {
  input: AssessmentInput;
  status: AssessmentStatus;
  monthsAgo: number;
  brokerNote?: string;
  case: DemoCase;
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
    case: { stage: 'offer', isMine: true },
  },
  {
    input: { ...base, originCountry: 'RO', propertyType: 'house', propertyValue: 180_000, desiredLoanAmount: 140_000 },
    status: 'in_review',
    monthsAgo: 1,
    case: { stage: 'documents', isMine: true },
  },
];

const APPLICANTS: Array<{ email: string; firstName: string; lastName: string; input: AssessmentInput; status?: AssessmentStatus; brokerNote?: string; case: DemoCase }> = [
  {
    email: 'andrei.pop@example.com',
    firstName: 'Andrei',
    lastName: 'Pop',
    input: { ...base, residenceCountry: 'UK', incomeCurrency: 'GBP', monthlyIncome: 3900, originCountry: 'RO', desiredLoanAmount: 110_000, propertyValue: 150_000 },
    // Waiting for four days: overdue.
    case: { stage: 'new', isMine: false, hoursAgo: 100 },
  },
  {
    email: 'katarzyna.nowak@example.com',
    firstName: 'Katarzyna',
    lastName: 'Nowak',
    input: { ...base, residenceCountry: 'FR', originCountry: 'PL', monthlyIncome: 4100, desiredLoanAmount: 160_000, propertyValue: 210_000, downPayment: 50_000, currentSavings: 60_000 },
    case: { stage: 'new', isMine: false, hoursAgo: 2 },
  },
  {
    email: 'ivan.horvat@example.com',
    firstName: 'Ivan',
    lastName: 'Horvat',
    input: { ...base, residenceCountry: 'AT', originCountry: 'HR', employmentType: 'self-employed', monthlyIncome: 5200, desiredLoanAmount: 200_000, propertyValue: 260_000 },
    // The demo broker's, and overdue.
    case: { stage: 'new', isMine: true, hoursAgo: 120 },
  },
  {
    email: 'sofia.dimitrova@example.com',
    firstName: 'Sofia',
    lastName: 'Dimitrova',
    input: { ...base, residenceCountry: 'ES', originCountry: 'BG', monthlyIncome: 3600, desiredLoanAmount: 80_000, propertyValue: 110_000 },
    status: 'in_review',
    case: { stage: 'submitted_to_bank', isMine: true },
  },
  {
    email: 'mate.kovacs@example.com',
    firstName: 'Máté',
    lastName: 'Kovács',
    input: { ...base, residenceCountry: 'NL', originCountry: 'HU', monthlyIncome: 4500, desiredLoanAmount: 120_000, propertyValue: 170_000 },
    status: 'approved',
    brokerNote: 'Income and savings verified; OTP Bank made an offer.',
    case: { stage: 'signing', isMine: false },
  },
  {
    email: 'elena.marin@example.com',
    firstName: 'Elena',
    lastName: 'Marin',
    input: { ...base, residenceCountry: 'IT', originCountry: 'RO', monthlyIncome: 3800, desiredLoanAmount: 90_000, propertyValue: 130_000 },
    status: 'approved',
    brokerNote: 'All documents in order; the loan was granted by BCR.',
    case: { stage: 'completed', isMine: true },
  },
  {
    email: 'tomas.novak@example.com',
    firstName: 'Tomáš',
    lastName: 'Novák',
    input: { ...base, residenceCountry: 'BE', originCountry: 'CZ', monthlyIncome: 2400, desiredLoanAmount: 190_000, propertyValue: 200_000 },
    status: 'rejected',
    brokerNote: 'The loan asked for is beyond what the income allows; the applicant chose to wait.',
    case: { stage: 'lost', isMine: false },
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
      const at = demo.case.hoursAgo === undefined ? monthsAgo(demo.monthsAgo) : new Date(Date.now() - demo.case.hoursAgo * 3_600_000);
      const day = 86_400_000;
      // A broker's first status change is the first answer; a case still `submitted` has none.
      const firstResponseAt = demo.status === 'submitted' ? null : new Date(at.getTime() + day / 4);
      const [row] = await tx
        .insert(assessments)
        .values({
          ...inputColumns(input, null),
          ...resultColumns(evaluate(input, config)),
          userId,
          status: demo.status,
          submittedAt: at,
          createdAt: at,
          updatedAt: at,
          caseStage: demo.case.stage,
          assignedBrokerId: demo.case.isMine ? broker.id : null,
          responseDueAt: responseDueAtForResidence(at, input.residenceCountry),
          firstResponseAt,
        })
        .returning({ id: assessments.id });
      const history: Array<typeof assessmentEvents.$inferInsert> = [
        { assessmentId: row.id, fromStatus: null, toStatus: 'submitted', actorId: userId, createdAt: at },
      ];
      if (demo.status !== 'submitted') {
        history.push({ assessmentId: row.id, fromStatus: 'submitted', toStatus: 'in_review', actorId: broker.id, createdAt: firstResponseAt ?? at });
      }
      if (demo.status === 'approved' || demo.status === 'rejected') {
        history.push({ assessmentId: row.id, fromStatus: 'in_review', toStatus: demo.status, note: demo.brokerNote ?? null, actorId: broker.id, createdAt: new Date(at.getTime() + 3 * day) });
      }
      await tx.insert(assessmentEvents).values(history);
      const caseHistory: Array<typeof caseEvents.$inferInsert> = [];
      if (demo.case.isMine) caseHistory.push({ assessmentId: row.id, kind: 'assigned', brokerId: broker.id, actorId: broker.id, createdAt: firstResponseAt ?? at });
      if (demo.case.stage !== 'new') {
        caseHistory.push({ assessmentId: row.id, kind: 'stage', fromStage: 'new', toStage: demo.case.stage, actorId: broker.id, createdAt: new Date(at.getTime() + 2 * day) });
      }
      if (caseHistory.length) await tx.insert(caseEvents).values(caseHistory);
    };

    for (const demo of DEMO_USER_ASSESSMENTS) await insert(demoUser.id, demo);
    for (const applicant of APPLICANTS) {
      // Applicants without a password: they exist for the broker's queue and cannot sign in.
      const [user] = await tx
        .insert(users)
        .values({ email: applicant.email, firstName: applicant.firstName, lastName: applicant.lastName, passwordHash: null, language: 'en' })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (user) await insert(user.id, { input: applicant.input, status: applicant.status ?? 'submitted', brokerNote: applicant.brokerNote, monthsAgo: 0, case: applicant.case });
    }
  });
  return DEMO_USER_ASSESSMENTS.length + APPLICANTS.length;
}

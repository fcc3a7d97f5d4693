import { z } from 'zod';
import { CASE_STAGES } from '../case-stages';
import { multiLine } from './text';

/**
 * Issue 24 item 4: the broker's pipeline board. GET /api/broker/board, PUT
 * /api/broker/assessments/:id/stage, PUT /api/broker/assessments/:id/assignee and GET
 * /api/broker/brokers. Messages are translation keys (`validation.*`).
 */

/** Cards per stage on one answer (the first page of each column, newest first). */
export const BOARD_PAGE_SIZE = 20;
export const STAGE_NOTE_MAX_LENGTH = 2000;
export const UNASSIGNED = 'unassigned';

const blankToUndefined = (value: unknown) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);
const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const ZBoardQuery = z.object({
  stage: optionalQuery(z.enum(CASE_STAGES, { error: 'validation.caseStage.invalid' })),
  /** The property's country (ISO code, any case). */
  country: optionalQuery(
    z
      .string({ error: 'validation.caseCountry.invalid' })
      .regex(/^[A-Za-z]{2}$/, { error: 'validation.caseCountry.invalid' })
      .transform((value) => value.toUpperCase()),
  ),
  /** A broker's id, or `unassigned`. */
  brokerId: optionalQuery(z.union([z.literal(UNASSIGNED), z.uuid()], { error: 'validation.brokerId.invalid' })),
  /** Only cases whose first answer is overdue. */
  overdue: optionalQuery(z.enum(['true', 'false'], { error: 'validation.boolean.invalid' }).transform((value) => value === 'true')),
  /** The next page of one column (its stage is in the cursor): from `nextCursor`. */
  cursor: optionalQuery(z.string({ error: 'validation.cursor.invalid' }).regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'validation.cursor.invalid' })),
});
export type BoardQuery = z.infer<typeof ZBoardQuery>;

export const ZBrokerRef = z.object({ id: z.string(), name: z.string() });
export type BrokerRef = z.infer<typeof ZBrokerRef>;

export const ZBoardCard = z.object({
  id: z.string(),
  applicantName: z.string(),
  /** Where the home is bought. */
  propertyCountry: z.string().nullable(),
  residenceCountry: z.string().nullable(),
  /** EUR, as a decimal string. */
  maxLoanAmount: z.string().nullable(),
  eligibilityScore: z.number().nullable(),
  stage: z.enum(CASE_STAGES),
  assignedBroker: ZBrokerRef.nullable(),
  submittedAt: z.string().nullable(),
  responseDueAt: z.string().nullable(),
  firstResponseAt: z.string().nullable(),
  /** No first answer and its time has passed (when the board was read). */
  isOverdue: z.boolean(),
  openDocumentRequests: z.number(),
});
export type BoardCard = z.infer<typeof ZBoardCard>;

export const ZBoardColumn = z.object({
  stage: z.enum(CASE_STAGES),
  /** Cases of this stage under the filters. */
  count: z.number(),
  cards: z.array(ZBoardCard),
  /** Pass as ?cursor= for the column's next cards; null when there are no more. */
  nextCursor: z.string().nullable(),
});
export type BoardColumn = z.infer<typeof ZBoardColumn>;

export const ZBoardCounts = z.object({
  ...(Object.fromEntries(CASE_STAGES.map((stage) => [stage, z.number()])) as Record<(typeof CASE_STAGES)[number], z.ZodNumber>),
  /** The sum of the stages' counts. */
  total: z.number(),
  /** Of the total, the cases whose first answer is overdue. */
  overdue: z.number(),
});
export type BoardCounts = z.infer<typeof ZBoardCounts>;

export const ZBoard = z.object({
  counts: ZBoardCounts,
  /** All seven stages, in CASE_STAGES order. */
  stages: z.array(ZBoardColumn),
  /** When the board was read (ISO): the clocks and `isOverdue` are as of then. */
  asOf: z.string(),
});
export type Board = z.infer<typeof ZBoard>;

export const ZStageChangeRequest = z.object({
  stage: z.enum(CASE_STAGES, { error: 'validation.caseStage.invalid' }),
  note: z.preprocess(
    blankToUndefined,
    z.string({ error: 'validation.notes.max' }).check(multiLine('note')).trim().max(STAGE_NOTE_MAX_LENGTH, { error: 'validation.notes.max' }).optional(),
  ),
});
export type StageChangeRequest = z.infer<typeof ZStageChangeRequest>;

export const ZAssigneeChangeRequest = z.object({
  brokerId: z.uuid({ error: 'validation.brokerId.invalid' }).nullable(),
});
export type AssigneeChangeRequest = z.infer<typeof ZAssigneeChangeRequest>;

/** The answer to a stage or assignee change: the card as it now is. */
export const ZBoardCardAnswer = ZBoardCard;

export const ZBrokerList = z.array(ZBrokerRef);
export type BrokerList = z.infer<typeof ZBrokerList>;

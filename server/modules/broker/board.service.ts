import { CASE_STAGES, type CaseStage } from '../../../core/case-stages';
import { isResponseOverdue } from '../../../core/case-clock';
import { AppError } from '../../../core/errors';
import {
  BOARD_PAGE_SIZE,
  UNASSIGNED,
  ZBoard,
  type AssigneeChangeRequest,
  type Board,
  type BoardCard,
  type BoardCounts,
  type BoardQuery,
  type BrokerList,
  type StageChangeRequest,
} from '../../../core/schemas/broker-board';
import type { BoardCardRow, BoardFilter, BoardRepository } from './board.repository';
import { decodeBoardCursor, encodeBoardCursor, type BoardCursor } from './board-cursor';
import { createChangeMarker, createPageCache } from './review-cache';

/**
 * A marker read is reused this long: brokers' boards poll the same filters, and a change made on
 * another instance may show this much later (this instance's own changes show at once).
 */
const MARKER_REUSE_MS = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');
const fieldError = (field: string, key: string) => new AppError('VALIDATION_ERROR', key, { fieldErrors: { [field]: key } });
const iso = (date: Date | null) => date?.toISOString() ?? null;

const nameOf = (first: string | null, last: string | null, email: string | null) => [first, last].filter(Boolean).join(' ').trim() || email || '';

function toCard(row: BoardCardRow, now: Date): BoardCard {
  return {
    id: row.id,
    applicantName: nameOf(row.applicantFirstName, row.applicantLastName, row.applicantEmail),
    propertyCountry: row.propertyCountry,
    residenceCountry: row.residenceCountry,
    maxLoanAmount: row.maxLoanAmount,
    eligibilityScore: row.eligibilityScore,
    stage: row.stage as CaseStage,
    assignedBroker: row.assigneeId ? { id: row.assigneeId, name: nameOf(row.assigneeFirstName, row.assigneeLastName, row.assigneeEmail) } : null,
    submittedAt: iso(row.submittedAt),
    responseDueAt: iso(row.responseDueAt),
    firstResponseAt: iso(row.firstResponseAt),
    isOverdue: isResponseOverdue(row, now),
    openDocumentRequests: Number(row.openDocumentRequests),
  };
}

/**
 * The broker's pipeline board (issue 24 item 4). Counting 100,000 cases per request is too slow,
 * so a whole board answer (counts and first cards) is kept per filter as JSON text, valid while
 * the change marker (newest assessment_events + case_events ids) is unchanged and at most
 * MAX_AGE_MS old (review-cache.ts): overdue flags and counts may then lag the clock by that long.
 */
export function createBoardService(repo: BoardRepository) {
  const marker = createChangeMarker(repo, { reuseMs: MARKER_REUSE_MS });
  // Kept as bytes: a board is ~60 KB, encoded once rather than on every answer.
  const boards = createPageCache<Buffer>();

  async function loadBoard(query: BoardQuery): Promise<Board> {
    const now = new Date();
    let cursor: BoardCursor | undefined;
    if (query.cursor) {
      cursor = decodeBoardCursor(query.cursor);
      if (!cursor || (query.stage && query.stage !== cursor.stage)) throw fieldError('cursor', 'validation.cursor.invalid');
    }
    const filter: BoardFilter = {
      stage: query.stage,
      country: query.country,
      brokerId: query.brokerId === undefined ? undefined : query.brokerId === UNASSIGNED ? null : query.brokerId,
      isOverdueOnly: query.overdue === true,
      now,
    };
    const shown = (stage: CaseStage) => (!query.stage || query.stage === stage) && (!cursor || cursor.stage === stage);
    const [countRows, columns] = await Promise.all([
      repo.countByStage(filter),
      Promise.all(
        CASE_STAGES.map(async (stage) => {
          if (!shown(stage)) return { stage, rows: [] as BoardCardRow[], hasMore: false };
          const rows = await repo.listStage(stage, filter, { limit: BOARD_PAGE_SIZE + 1, after: cursor });
          return { stage, rows: rows.slice(0, BOARD_PAGE_SIZE), hasMore: rows.length > BOARD_PAGE_SIZE };
        }),
      ),
    ]);
    const counts = Object.fromEntries(CASE_STAGES.map((stage) => [stage, 0])) as BoardCounts;
    counts.total = 0;
    counts.overdue = 0;
    for (const row of countRows) {
      if (!CASE_STAGES.includes(row.stage)) continue;
      counts[row.stage] = row.count;
      counts.total += row.count;
      counts.overdue += row.overdue;
    }
    return {
      counts,
      stages: columns.map(({ stage, rows, hasMore }) => {
        const last = rows.at(-1);
        return {
          stage,
          count: counts[stage],
          cards: rows.map((row) => toCard(row, now)),
          nextCursor: hasMore && last ? encodeBoardCursor({ stage, submittedAt: last.submittedAt, id: last.id }) : null,
        };
      }),
      asOf: now.toISOString(),
    };
  }

  async function card(id: string): Promise<BoardCard> {
    const row = await repo.findCard(id);
    if (!row) throw notFound();
    return toCard(row, new Date());
  }

  return {
    /** GET /api/broker/board, as UTF-8 JSON shaped by ZBoard (kept per filter and change marker). */
    async boardJson(query: BoardQuery): Promise<Buffer> {
      const key = JSON.stringify([query.stage ?? null, query.country ?? null, query.brokerId ?? null, query.overdue ?? null, query.cursor ?? null]);
      return boards.get(key, await marker.read(), async () => Buffer.from(JSON.stringify(ZBoard.parse(await loadBoard(query)))));
    },

    /** PUT /api/broker/assessments/:id/stage: any stage may follow any other (a lost case may come back). */
    async changeStage(actor: { id: string }, id: string, body: StageChangeRequest): Promise<BoardCard> {
      if (!UUID.test(id)) throw notFound();
      const changed = await repo.changeStage(id, { stage: body.stage, note: body.note?.trim() || null, actorId: actor.id });
      if (!changed) throw notFound();
      marker.forget();
      return card(id);
    },

    /** PUT /api/broker/assessments/:id/assignee: a broker or an admin, or nobody. */
    async changeAssignee(actor: { id: string }, id: string, body: AssigneeChangeRequest): Promise<BoardCard> {
      if (!UUID.test(id)) throw notFound();
      if (body.brokerId !== null && !(await repo.isBroker(body.brokerId))) throw fieldError('brokerId', 'validation.brokerId.notBroker');
      const changed = await repo.changeAssignee(id, { brokerId: body.brokerId, actorId: actor.id });
      if (!changed) throw notFound();
      marker.forget();
      return card(id);
    },

    /** A change elsewhere on this instance that the board shows (a review status): read afresh. */
    forget: () => marker.forget(),

    /** GET /api/broker/brokers: who a case may be given to. */
    async brokers(): Promise<BrokerList> {
      const rows = await repo.listBrokers();
      return rows.map((row) => ({ id: row.id, name: nameOf(row.firstName, row.lastName, row.email) }));
    },
  };
}

export type BoardService = ReturnType<typeof createBoardService>;

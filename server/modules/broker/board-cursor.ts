import { CASE_STAGES, type CaseStage } from '../../../core/case-stages';
import type { BoardPosition } from './board.repository';

/**
 * A column's next page: its stage and the last card shown, as opaque base64url text. Built only
 * by the server (nextCursor); anything else that does not decode to this shape is refused.
 */
export interface BoardCursor extends BoardPosition {
  stage: CaseStage;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeBoardCursor = (cursor: BoardCursor): string =>
  Buffer.from(JSON.stringify([cursor.stage, cursor.submittedAt?.toISOString() ?? null, cursor.id])).toString('base64url');

export function decodeBoardCursor(text: string): BoardCursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return undefined;
    const [stage, submittedAt, id] = value as unknown[];
    if (!CASE_STAGES.includes(stage as CaseStage) || typeof id !== 'string' || !UUID.test(id)) return undefined;
    if (submittedAt !== null && (typeof submittedAt !== 'string' || Number.isNaN(Date.parse(submittedAt)))) return undefined;
    return { stage: stage as CaseStage, submittedAt: submittedAt === null ? null : new Date(submittedAt), id };
  } catch {
    return undefined;
  }
}

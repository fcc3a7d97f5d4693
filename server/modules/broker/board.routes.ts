import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAssigneeChangeRequest, ZBoard, ZBoardCardAnswer, ZBoardQuery, ZBrokerList, ZStageChangeRequest, type Board } from '../../../core/schemas/broker-board';
import { errorResponses } from '../../../core/schemas/common';
import { signedInUser } from '../../plugins/auth';
import type { BoardService } from './board.service';

/** Any string: a malformed id answers 404 like an unknown one. */
const ZIdParam = z.object({ id: z.string() });

/** The broker's pipeline board (issue 24 item 4): brokers and admins (`access: 'broker'`). */
export async function boardRoutes(app: FastifyInstance, { board }: { board: BoardService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Sent as prepared JSON text, shaped by ZBoard when it was built (board.service.ts boardJson).
  r.get(
    '/api/broker/board',
    { config: { access: 'broker' }, schema: { querystring: ZBoardQuery, response: { 200: ZBoard, ...errorResponses } } },
    async (request, reply) => reply.type('application/json; charset=utf-8').send((await board.boardJson(request.query)) as unknown as Board),
  );

  r.put(
    '/api/broker/assessments/:id/stage',
    { config: { access: 'broker' }, schema: { params: ZIdParam, body: ZStageChangeRequest, response: { 200: ZBoardCardAnswer, ...errorResponses } } },
    async (request) => board.changeStage(signedInUser(request), request.params.id, request.body),
  );

  r.put(
    '/api/broker/assessments/:id/assignee',
    { config: { access: 'broker' }, schema: { params: ZIdParam, body: ZAssigneeChangeRequest, response: { 200: ZBoardCardAnswer, ...errorResponses } } },
    async (request) => board.changeAssignee(signedInUser(request), request.params.id, request.body),
  );

  r.get('/api/broker/brokers', { config: { access: 'broker' }, schema: { response: { 200: ZBrokerList, ...errorResponses } } }, async () => board.brokers());
}

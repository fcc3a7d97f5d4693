import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAssessment, ZAssessmentList, ZDraftResponse } from '../../../core/schemas/assessment';
import { ZAssessmentDraft, ZAssessmentInput } from '../../../core/schemas/assessment-input';
import { errorResponses } from '../../../core/schemas/common';
import { signedInUser } from '../../plugins/auth';
import { ZEngineResult, ZPublicEngineConfig } from '../eligibility/eligibility.schemas';
import type { AssessmentsService } from './assessments.service';

export interface AssessmentsRoutesOptions {
  assessments: AssessmentsService;
  /** Preview is public and costs CPU: limited per IP unless RATE_LIMITS=off. */
  previewRateLimit: { enabled: boolean; max: number };
}

/** Any string: a malformed id must be a 404 like an unknown one, not a 400. */
const ZIdParam = z.object({ id: z.string() });

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

export async function assessmentsRoutes(app: FastifyInstance, { assessments, previewRateLimit }: AssessmentsRoutesOptions) {
  // Counted in memory per instance (keyed by request.ip, so TRUST_PROXY matters behind a proxy):
  // the limit guards this instance's CPU, which is what a preview costs, so N instances allowing
  // N x max in total is fine. Limits that must hold across instances (login) live in the database.
  await app.register(rateLimit, { global: false });
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Untyped reply: the body is prepared JSON text, serialised once per configuration through
  // ZPublicEngineConfig (eligibility.service.ts), since every visitor's what-if panel loads it.
  app.get(
    '/api/assessments/config',
    { config: { access: 'public' }, schema: { response: { 200: ZPublicEngineConfig, 304: z.null(), ...errorResponses } } },
    async (request, reply) => {
      const { json, etag } = await assessments.publicConfig();
      // Revalidated on every use, answered 304 while the configuration is unchanged.
      reply.header('Cache-Control', 'no-cache').header('ETag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  r.post(
    '/api/assessments/preview',
    {
      config: {
        access: 'public',
        rateLimit: previewRateLimit.enabled ? { max: previewRateLimit.max, timeWindow: 60_000 } : false,
      },
      schema: { body: ZAssessmentInput, response: { 200: ZEngineResult, ...errorResponses } },
    },
    async (request) => assessments.preview(request.body),
  );

  r.post(
    '/api/assessments',
    { config: { access: 'user' }, schema: { body: ZAssessmentInput, response: { 201: ZAssessment, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await assessments.submit(signedInUser(request), request.body)),
  );

  r.get(
    '/api/assessments',
    { config: { access: 'user' }, schema: { response: { 200: ZAssessmentList, ...errorResponses } } },
    async (request) => assessments.listOwn(signedInUser(request)),
  );

  r.get(
    '/api/assessments/draft',
    { config: { access: 'user' }, schema: { response: { 200: ZDraftResponse, ...errorResponses } } },
    async (request) => ({ draft: await assessments.getDraft(signedInUser(request)) }),
  );

  r.put(
    '/api/assessments/draft',
    { config: { access: 'user' }, schema: { body: ZAssessmentDraft, response: { 200: ZAssessment, ...errorResponses } } },
    async (request) => assessments.saveDraft(signedInUser(request), request.body),
  );

  r.delete(
    '/api/assessments/draft',
    { config: { access: 'user' }, schema: { response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await assessments.discardDraft(signedInUser(request));
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/assessments/:id',
    { config: { access: 'user' }, schema: { params: ZIdParam, response: { 200: ZAssessment, ...errorResponses } } },
    async (request) => assessments.getOne(signedInUser(request), request.params.id),
  );
}

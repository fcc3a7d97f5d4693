import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { errorResponses, ZApiError } from '../../../core/schemas/common';
import {
  MAX_DOCUMENT_BYTES,
  ZBrokerDocumentList,
  ZBrokerDocumentQuery,
  ZDocument,
  ZDocumentChecklist,
  ZDocumentList,
  ZDocumentReviewRequest,
} from '../../../core/schemas/documents';
import { signedInUser } from '../../plugins/auth';
import type { DocumentsService } from './documents.service';
import { attachmentDisposition } from './file-name';

export interface DocumentsRoutesOptions {
  documents: DocumentsService;
}

/** Any string: a malformed id must be a 404 like an unknown one, not a 400. */
const ZIdParam = z.object({ id: z.string() });

/** A binary answer (a file or a PDF); documented, never serialised. */
const ZBinary = z.unknown();

/** The upload's own errors besides the common ones. */
const uploadErrors = { ...errorResponses, 415: ZApiError } as const;

export async function documentsRoutes(app: FastifyInstance, { documents }: DocumentsRoutesOptions) {
  // Multipart parsing exists in this plugin's scope only: no other route accepts uploads.
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 6, headerPairs: 50 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/documents',
    { config: { access: 'user' }, schema: { response: { 200: ZDocumentList, ...errorResponses } } },
    async (request) => documents.listOwn(signedInUser(request)),
  );

  r.post(
    '/api/documents',
    { config: { access: 'user' }, schema: { response: { 201: ZDocument, ...uploadErrors } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'errors.document.multipartRequired');
      const document = await documents.upload(signedInUser(request), request.parts());
      return reply.status(201).send(document);
    },
  );

  // The 200 answer is the file itself, a stream: Fastify sends streams as they are (no serialiser).
  r.get(
    '/api/documents/:id/file',
    { config: { access: 'user' }, schema: { params: ZIdParam, response: { 200: ZBinary, ...errorResponses } } },
    async (request, reply) => {
      const { stream, document } = await documents.openFile(signedInUser(request), request.params.id);
      return reply
        .type(document.fileType)
        .header('Content-Length', String(document.fileSize))
        .header('Content-Disposition', attachmentDisposition(document.originalName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        // Even if opened in place, an uploaded file runs no script and loads nothing.
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(stream);
    },
  );

  r.delete(
    '/api/documents/:id',
    { config: { access: 'user' }, schema: { params: ZIdParam, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await documents.deleteOwn(signedInUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/assessments/:id/document-checklist',
    { config: { access: 'user' }, schema: { params: ZIdParam, response: { 200: ZDocumentChecklist, ...errorResponses } } },
    async (request) => documents.checklist(signedInUser(request), request.params.id),
  );

  r.get(
    '/api/broker/documents',
    { config: { access: 'broker' }, schema: { querystring: ZBrokerDocumentQuery, response: { 200: ZBrokerDocumentList, ...errorResponses } } },
    async (request) => documents.reviewQueue(request.query),
  );

  r.put(
    '/api/broker/documents/:id/status',
    { config: { access: 'broker' }, schema: { params: ZIdParam, body: ZDocumentReviewRequest, response: { 200: ZDocument, ...errorResponses } } },
    async (request) => documents.review(signedInUser(request), request.params.id, request.body),
  );
}

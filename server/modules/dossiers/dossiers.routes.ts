import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZApiError } from '../../../core/schemas/common';
import { ZDossierQuery } from '../../../core/schemas/dossiers';
import { sendPdfDownload } from '../../lib/send-pdf';
import { signedInUser } from '../../plugins/auth';
import type { DossiersService } from './dossiers.service';

export interface DossiersRoutesOptions {
  dossiers: DossiersService;
  /** PUBLIC_URL's origin, else the request's own, for the certificate's verification link. */
  publicOrigin?: string;
}

/** Any string: a malformed id is a 404 like an unknown one, not a 400. */
const ZIdParam = z.object({ id: z.string() });
/** The PDF (a Buffer); documented, never serialised. */
const ZBinary = z.unknown();

export async function dossiersRoutes(app: FastifyInstance, { dossiers, publicOrigin }: DossiersRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Issue 23, item 5: one bank's dossier as a PDF; the 200 answer is the Buffer itself.
  r.get(
    '/api/assessments/:id/dossier',
    {
      config: { access: 'user' },
      schema: { params: ZIdParam, querystring: ZDossierQuery, response: { 200: ZBinary, ...errorResponses, 402: ZApiError } },
    },
    async (request, reply) => {
      const { pdf, fileName } = await dossiers.download(signedInUser(request), request.params.id, {
        bankId: request.query.bankId,
        language: request.query.language,
        verifyBaseUrl: publicOrigin ?? `${request.protocol}://${request.host}`,
      });
      return sendPdfDownload(reply, { pdf, fileName });
    },
  );
}

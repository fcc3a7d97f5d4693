import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '../../../core/constants';
import { errorResponses, ZApiError } from '../../../core/schemas/common';
import { ZCertificateVerification } from '../../../core/schemas/certificates';
import { sendPdfDownload } from '../../lib/send-pdf';
import { signedInUser } from '../../plugins/auth';
import type { CertificatesService } from './certificates.service';

export interface CertificatesRoutesOptions {
  certificates: CertificatesService;
  /** PUBLIC_URL's origin, else the request's own, for the verification link printed on the PDF. */
  publicOrigin?: string;
  /** Verification is public: guessing codes is limited per IP unless RATE_LIMITS=off. */
  verifyRateLimit: { enabled: boolean; max: number };
}

const ZIdParam = z.object({ id: z.string() });
/** The PDF (a Buffer); documented, never serialised. */
const ZBinary = z.unknown();
const ZCodeParam = z.object({ code: z.string().max(64) });
/** The PDF's language: the user's unless the page asks for another. */
const ZCertificateQuery = z.object({ language: z.enum(LANGUAGES).optional() });

export async function certificatesRoutes(app: FastifyInstance, { certificates, publicOrigin, verifyRateLimit }: CertificatesRoutesOptions) {
  await app.register(rateLimit, { global: false });
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The 200 answer is the PDF itself, a Buffer: Fastify sends it as it is (no serialiser).
  r.get(
    '/api/assessments/:id/certificate',
    {
      config: { access: 'user' },
      schema: { params: ZIdParam, querystring: ZCertificateQuery, response: { 200: ZBinary, ...errorResponses, 402: ZApiError } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { pdf, fileName } = await certificates.download(user, request.params.id, {
        language: request.query.language ?? user.language,
        verifyBaseUrl: publicOrigin ?? `${request.protocol}://${request.host}`,
      });
      return sendPdfDownload(reply, { pdf, fileName });
    },
  );

  r.get(
    '/api/certificates/:code',
    {
      config: {
        access: 'public',
        rateLimit: verifyRateLimit.enabled ? { max: verifyRateLimit.max, timeWindow: 60_000 } : false,
      },
      schema: { params: ZCodeParam, response: { 200: ZCertificateVerification, ...errorResponses } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return certificates.verify(request.params.code);
    },
  );
}

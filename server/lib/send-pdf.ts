import type { FastifyReply } from 'fastify';

/**
 * A generated PDF (the certificate, a bank dossier) as a download: never cached (it holds personal
 * figures and a live verification status), never sniffed as anything but a PDF.
 */
export function sendPdfDownload(reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

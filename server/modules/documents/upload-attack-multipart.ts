/**
 * Tests only: abuse of the multipart form itself (upload-attack-corpus.ts): no or a wrong
 * boundary, a body cut short, two files, the file under another name, prototype keys, too many
 * fields or parts, other content types, encodings no browser sends.
 */
import {
  accepted,
  BOUNDARY,
  field,
  filePart,
  form,
  HTML_VARIANTS,
  multipartBody,
  MZ_BYTES,
  PDF_BYTES,
  REFUSED,
  refused,
  type AttackIds,
  type PartSpec,
  type UploadAttack,
  type UploadRequest,
} from './upload-attack-payloads';

const fields = (ids: AttackIds): PartSpec[] => [field('assessmentId', ids.own), field('documentType', 'payslip')];
const pdf = filePart({ bytes: PDF_BYTES });
const body = (parts: (ids: AttackIds) => PartSpec[], options?: Parameters<typeof multipartBody>[1], contentType?: string | null) => (ids: AttackIds): UploadRequest => ({
  body: multipartBody(parts(ids), options),
  contentType,
});
const KEEPS_PDF = accepted('application/pdf', PDF_BYTES);

export function multipartAttacks(): UploadAttack[] {
  const list: Array<[string, UploadAttack['request'], UploadAttack['expect']]> = [
    ['multipart without a boundary parameter', body((ids) => [...fields(ids), pdf], {}, 'multipart/form-data'), refused(REFUSED.incomplete)],
    ['an empty boundary parameter (no part is found)', body((ids) => [...fields(ids), pdf], {}, 'multipart/form-data; boundary=""'), refused(REFUSED.noFile)],
    ['a boundary the body does not use', body((ids) => [...fields(ids), pdf], {}, 'multipart/form-data; boundary=not-the-one'), refused(REFUSED.incomplete)],
    ['two boundary parameters, the body using the first', body((ids) => [...fields(ids), pdf], {}, `multipart/form-data; boundary=${BOUNDARY}; boundary=other`), KEEPS_PDF],
    ['a 200-character boundary', body((ids) => [...fields(ids), pdf], { boundary: 'b'.repeat(200) }, `multipart/form-data; boundary=${'b'.repeat(200)}`), KEEPS_PDF],
    ['an empty multipart body', () => ({ body: Buffer.alloc(0) }), refused(REFUSED.noFile)],
    ['only the closing boundary', () => ({ body: Buffer.from(`--${BOUNDARY}--\r\n`) }), refused(REFUSED.noFile)],
    ['a body cut off inside the file', body((ids) => [...fields(ids), filePart({ bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(50_000, 0x20)]) })], { end: false }), refused(REFUSED.incomplete)],
    ['a body cut off inside the part headers', (ids) => ({ body: Buffer.concat([multipartBody(fields(ids), { end: false }), Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filen`)]) }), refused(REFUSED.incomplete)],
    ['a body cut off before the file', body(fields, { end: false }), refused(REFUSED.incomplete)],
    ['two files in the file field', body((ids) => [...fields(ids), pdf, pdf]), refused(REFUSED.oneFile)],
    ['a second file in another field', body((ids) => [...fields(ids), pdf, filePart({ bytes: PDF_BYTES, field: 'file2' })]), refused(REFUSED.oneFile)],
    ['an executable after a valid file', body((ids) => [...fields(ids), pdf, filePart({ bytes: MZ_BYTES, name: 'b.pdf' })]), refused(REFUSED.oneFile)],
    ['a file before the fields', body((ids) => [pdf, ...fields(ids)]), KEEPS_PDF],
    ['a file between the fields', body((ids) => [fields(ids)[0], pdf, fields(ids)[1]]), KEEPS_PDF],
    ['the file under the name "document"', body((ids) => [...fields(ids), filePart({ bytes: PDF_BYTES, field: 'document' })]), refused(REFUSED.noFile)],
    ['the file under the name "__proto__"', body((ids) => [...fields(ids), filePart({ bytes: PDF_BYTES, field: '__proto__' })]), refused(REFUSED.malformed)],
    ['a field named "__proto__"', body((ids) => [field('__proto__', '{"role":"admin"}'), ...fields(ids), pdf]), refused(REFUSED.malformed)],
    ['a field named "constructor"', body((ids) => [field('constructor', 'x'), ...fields(ids), pdf]), refused(REFUSED.malformed)],
    ['six fields (one over the limit)', body((ids) => [...fields(ids), ...['a', 'b', 'c', 'd'].map((name) => field(name, name)), pdf]), refused(REFUSED.malformed)],
    ['a thousand fields', body((ids) => [...fields(ids), ...Array.from({ length: 1000 }, (_, i) => field(`f${i}`, 'x')), pdf]), refused(REFUSED.malformed)],
    ['a thousand empty file parts', body((ids) => [...fields(ids), ...Array.from({ length: 1000 }, () => filePart({ bytes: Buffer.alloc(0), field: 'x' }))]), refused(REFUSED.noFile)],
    ['no file part', body(fields), refused(REFUSED.noFile)],
    ['a file and no fields', body(() => [pdf]), refused(REFUSED.noAssessment)],
    ['the fields as one JSON field', body((ids) => [field('assessmentId', JSON.stringify({ assessmentId: ids.own, documentType: 'payslip' }), 'application/json'), pdf]), refused(REFUSED.noAssessment)],
    ['a field with broken JSON', body((ids) => [...fields(ids), field('meta', '{"a":', 'application/json'), pdf]), refused(REFUSED.malformed)],
    ['a PDF body as application/pdf', () => ({ body: PDF_BYTES, contentType: 'application/pdf' }), refused(REFUSED.mediaType)],
    ['a JSON body', (ids) => ({ body: Buffer.from(JSON.stringify({ assessmentId: ids.own, documentType: 'payslip', file: PDF_BYTES.toString('base64') })), contentType: 'application/json' }), refused(REFUSED.notMultipart)],
    ['a URL-encoded form', (ids) => ({ body: Buffer.from(`assessmentId=${ids.own}&documentType=payslip&file=%25PDF-1.4`), contentType: 'application/x-www-form-urlencoded' }), refused(REFUSED.mediaType)],
    ['multipart/mixed', body((ids) => [...fields(ids), pdf], {}, `multipart/mixed; boundary=${BOUNDARY}`), refused(REFUSED.mediaType)],
    ['text/html', () => ({ body: HTML_VARIANTS['doctype page'], contentType: 'text/html' }), refused(REFUSED.mediaType)],
    ['no Content-Type at all', body((ids) => [...fields(ids), pdf], {}, null), refused(REFUSED.mediaType)],
    ['a base64 Content-Transfer-Encoding', body((ids) => [...fields(ids), filePart({ bytes: Buffer.from(PDF_BYTES.toString('base64')), headers: ['Content-Transfer-Encoding: base64'] })]), refused(REFUSED.unsupportedType)],
    ['a PDF declared as text/html', body((ids) => [...fields(ids), filePart({ bytes: PDF_BYTES, name: 'a.html', type: 'text/html' })]), accepted('application/pdf', PDF_BYTES, { name: 'a.html.pdf' })],
    ['the file part without a Content-Disposition', (ids) => ({ body: Buffer.concat([multipartBody(fields(ids), { end: false }), Buffer.from(`--${BOUNDARY}\r\nContent-Type: application/pdf\r\n\r\n`), PDF_BYTES, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]) }), refused(REFUSED.noFile)],
    ['the file part as an attachment, not form-data', body((ids) => [...fields(ids), filePart({ bytes: PDF_BYTES, disposition: 'attachment; name="file"; filename="a.pdf"' })]), refused(REFUSED.noFile)],
    ['sixty headers in the file part', body((ids) => [...fields(ids), filePart({ bytes: PDF_BYTES, headers: Array.from({ length: 60 }, (_, i) => `X-Header-${i}: ${i}`) })]), KEEPS_PDF],
    ['a 100 KB header in the file part', body((ids) => [...fields(ids), filePart({ bytes: PDF_BYTES, headers: [`X-Padding: ${'p'.repeat(100 * 1024)}`] })]), KEEPS_PDF],
    ['a nested multipart/mixed file part', body((ids) => [...fields(ids), filePart({ bytes: multipartBody([filePart({ bytes: MZ_BYTES, name: 'evil.exe' })], { boundary: 'inner' }), type: 'multipart/mixed; boundary=inner' })]), refused(REFUSED.unsupportedType)],
    ['a UTF-16 charset on the document type', body((ids) => [field('assessmentId', ids.own), field('documentType', Buffer.from('payslip', 'utf16le'), 'text/plain; charset=utf-16le'), pdf]), accepted('application/pdf', PDF_BYTES, { documentType: 'payslip' })],
    ['a preamble and an epilogue', (ids) => ({ body: Buffer.concat([Buffer.from('preamble <script>alert(1)</script>\r\n'), multipartBody([...fields(ids), pdf]), Buffer.from('epilogue\r\n')]) }), KEEPS_PDF],
  ];
  return [
    ...list.map(([name, request, expect]): UploadAttack => ({ kind: 'multipart abuse', name, caller: 'owner', request, expect })),
    { kind: 'multipart abuse', name: 'the fields only after a valid file', caller: 'owner', request: form({ fileFirst: true }), expect: KEEPS_PDF },
  ];
}

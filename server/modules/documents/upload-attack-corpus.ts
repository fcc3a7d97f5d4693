/**
 * Tests only: the hostile uploads of issue 11's second attack run, generated from classes
 * (upload-attacks.test.ts sends them). Each attack is named, says who sends it, and says what
 * the server must answer: the document it keeps (type, bytes, name) or the refusal (status,
 * code, message key, field). The request is built per run from the ids of its assessments.
 */
import { randomUUID } from 'node:crypto';
import { MAX_DOCUMENT_BYTES, type DocumentMimeType } from '../../../core/schemas/documents';
import { multipartAttacks } from './upload-attack-multipart';
import { nameAttacks } from './upload-attack-names';
import {
  accepted,
  field,
  fieldTooLong,
  form,
  HOSTILE_CONTENT,
  HTML_VARIANTS,
  JPEG_BYTES,
  MZ_BYTES,
  PDF_BYTES,
  pdfOfSize,
  PNG_BYTES,
  POLYGLOTS,
  REFUSED,
  refused,
  SVG_VARIANTS,
  type AttackIds,
  type Caller,
  type FileSpec,
  type FormSpec,
  type Refusal,
  type UploadAttack,
} from './upload-attack-payloads';

const TYPE_OF: Array<[DocumentMimeType, Buffer, string]> = [
  ['application/pdf', PDF_BYTES, 'pdf'],
  ['image/jpeg', JPEG_BYTES, 'jpg'],
  ['image/png', PNG_BYTES, 'png'],
];
const DISGUISES: Array<[string, string]> = [
  ['payslip.pdf', 'application/pdf'],
  ['id-card.jpg', 'image/jpeg'],
  ['statement.png', 'image/png'],
];

function contentAttacks(): UploadAttack[] {
  const attacks: UploadAttack[] = [];
  const add = (kind: string, name: string, file: FileSpec, expect: UploadAttack['expect']) =>
    attacks.push({ kind, name, caller: 'owner', request: form({ file }), expect, sentName: typeof file.name === 'string' ? file.name : undefined });

  for (const [label, bytes] of Object.entries(HOSTILE_CONTENT)) {
    for (const [name, type] of DISGUISES) add('content type lie', `${label} named ${name} as ${type}`, { bytes, name, type }, refused(REFUSED.unsupportedType));
  }
  for (const { label, bytes, type } of POLYGLOTS) {
    const expect = type ? accepted(type, bytes) : refused(REFUSED.unsupportedType);
    const own = type ? TYPE_OF.find(([mime]) => mime === type)! : TYPE_OF[0];
    add('polyglot', `${label}, named scan.${own[2]} as ${own[0]}`, { bytes, name: `scan.${own[2]}`, type: own[0] }, expect);
    add('polyglot', `${label}, named page.html as text/html`, { bytes, name: 'page.html', type: 'text/html' }, type ? accepted(type, bytes, { name: `page.html.${own[2]}` }) : expect);
  }
  for (const [label, bytes] of Object.entries(SVG_VARIANTS)) {
    for (const [name, type] of [['logo.svg', 'image/svg+xml'], ['scan.png', 'image/png'], ['scan.pdf', 'application/pdf']]) {
      add('SVG', `SVG ${label} named ${name} as ${type}`, { bytes, name, type }, refused(REFUSED.unsupportedType));
    }
  }
  for (const [label, bytes] of Object.entries(HTML_VARIANTS)) {
    for (const [name, type] of [['index.html', 'text/html'], ['payslip.pdf', 'application/pdf'], ['photo.jpg', 'image/jpeg']]) {
      add('HTML', `HTML ${label} named ${name} as ${type}`, { bytes, name, type }, refused(REFUSED.unsupportedType));
    }
  }

  const doubles: Array<[string, DocumentMimeType, string | undefined]> = [
    ['invoice.pdf.exe', 'application/pdf', 'invoice.pdf.exe.pdf'],
    ['photo.jpg.html', 'image/jpeg', 'photo.jpg.html.jpg'],
    ['scan.png.svg', 'image/png', 'scan.png.svg.png'],
    ['payslip.exe.pdf', 'application/pdf', 'payslip.exe.pdf'],
    ['shell.php.jpg', 'image/jpeg', 'shell.php.jpg'],
    ['page.html.png', 'image/png', 'page.html.png'],
    ['payslip.pdf.', 'application/pdf', undefined],
    ['payslip.pdf   ', 'application/pdf', 'payslip.pdf'],
    ['payslip.PDF.EXE', 'application/pdf', 'payslip.PDF.EXE.pdf'],
    ['x.asp;.jpg', 'image/jpeg', 'x.asp;.jpg'],
    ['x.html;.pdf', 'application/pdf', 'x.html;.pdf'],
    ['report.pdf.lnk', 'application/pdf', 'report.pdf.lnk.pdf'],
    ['photo.jpeg.scr', 'image/jpeg', 'photo.jpeg.scr.jpg'],
    ['a.pdf.html.pdf.exe', 'application/pdf', 'a.pdf.html.pdf.exe.pdf'],
  ];
  for (const [name, type, kept] of doubles) {
    const [, bytes] = TYPE_OF.find(([mime]) => mime === type)!;
    add('double extension', `${name} holding a real ${type}`, { bytes, name, type }, accepted(type, bytes, { name: kept }));
  }
  for (const [name, bytes] of [
    ['payslip.pdf.exe', MZ_BYTES],
    ['invoice.exe.pdf', MZ_BYTES],
    ['page.html.pdf', HTML_VARIANTS['doctype page']],
    ['photo.jpg.svg', SVG_VARIANTS['script element']],
  ] as const) {
    add('double extension', `${name} holding hostile content`, { bytes, name, type: 'application/pdf' }, refused(REFUSED.unsupportedType));
  }
  return attacks;
}

function sizeAttacks(): UploadAttack[] {
  const over = pdfOfSize(MAX_DOCUMENT_BYTES + 1);
  const exact = pdfOfSize(MAX_DOCUMENT_BYTES);
  const jpegOver = Buffer.concat([JPEG_BYTES, Buffer.alloc(MAX_DOCUMENT_BYTES + 1 - JPEG_BYTES.length, 0x00)]);
  const pngExact = Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_DOCUMENT_BYTES - PNG_BYTES.length, 0x00)]);
  const list: Array<[string, FormSpec, UploadAttack['expect']]> = [
    ['an empty file named .pdf', { file: { bytes: Buffer.alloc(0) } }, refused(REFUSED.empty)],
    ['an empty file named .jpg as image/jpeg', { file: { bytes: Buffer.alloc(0), name: 'a.jpg', type: 'image/jpeg' } }, refused(REFUSED.empty)],
    ['an empty file sent before the fields', { file: { bytes: Buffer.alloc(0) }, fileFirst: true }, refused(REFUSED.empty)],
    ['a 1-byte file (%)', { file: { bytes: Buffer.from('%') } }, refused(REFUSED.unsupportedType)],
    ['a 1-byte file (0xff)', { file: { bytes: Buffer.from([0xff]), name: 'a.jpg', type: 'image/jpeg' } }, refused(REFUSED.unsupportedType)],
    ['truncated PDF magic (%PD)', { file: { bytes: Buffer.from('%PD') } }, refused(REFUSED.unsupportedType)],
    ['truncated JPEG magic (ff d8)', { file: { bytes: Buffer.from([0xff, 0xd8]), name: 'a.jpg', type: 'image/jpeg' } }, refused(REFUSED.unsupportedType)],
    ['truncated PNG magic (4 bytes)', { file: { bytes: PNG_BYTES.subarray(0, 4), name: 'a.png', type: 'image/png' } }, refused(REFUSED.unsupportedType)],
    ['the PNG signature alone (8 bytes)', { file: { bytes: PNG_BYTES.subarray(0, 8), name: 'a.png', type: 'image/png' } }, refused(REFUSED.unsupportedType)],
    ['PDF magic alone (4 bytes)', { file: { bytes: Buffer.from('%PDF') } }, accepted('application/pdf', Buffer.from('%PDF'))],
    ['JPEG magic alone (3 bytes)', { file: { bytes: Buffer.from([0xff, 0xd8, 0xff]), name: 'a.jpg', type: 'image/jpeg' } }, accepted('image/jpeg', Buffer.from([0xff, 0xd8, 0xff]))],
    ['a PDF of exactly the size limit', { file: { bytes: exact } }, accepted('application/pdf', exact)],
    ['a PNG of exactly the size limit, sent before the fields', { file: { bytes: pngExact, name: 'a.png', type: 'image/png' }, fileFirst: true }, accepted('image/png', pngExact)],
    ['a PDF one byte over the size limit', { file: { bytes: over } }, refused(REFUSED.tooLarge)],
    ['a PDF one byte over the size limit, sent before the fields', { file: { bytes: over }, fileFirst: true }, refused(REFUSED.tooLarge)],
    ['a JPEG one byte over the size limit', { file: { bytes: jpegOver, name: 'a.jpg', type: 'image/jpeg' } }, refused(REFUSED.tooLarge)],
    ['a 31st document for a full assessment', { assessment: 'full' }, refused(REFUSED.tooMany)],
    ['a 31st document for a full assessment, sent before the fields', { assessment: 'full', fileFirst: true }, refused(REFUSED.tooMany)],
  ];
  return list.map(([name, spec, expect]) => ({ kind: 'size and limits', name, caller: 'owner', request: form(spec), expect }));
}

function fieldAttacks(): UploadAttack[] {
  const attacks: UploadAttack[] = [];
  const add = (name: string, spec: FormSpec, expect: UploadAttack['expect']) => attacks.push({ kind: 'field abuse', name, caller: 'owner', request: form(spec), expect });
  const MB = 1024 * 1024;
  const badTypes: Array<[string, string]> = [
    ['an unknown document type', 'passport_selfie'],
    ['an empty document type', ''],
    ['the document type in capitals', 'PAYSLIP'],
    ['the document type with a leading space', ' payslip'],
    ['the document type with a NUL', 'payslip\u0000'],
    ['markup as the document type', '<script>alert(1)</script>'],
    ['SQL as the document type (OR)', "payslip' OR '1'='1"],
    ['SQL as the document type (DROP)', "payslip'; DROP TABLE documents;--"],
    ['an RTL override in the document type', '\u202Epayslip'],
    ['CR/LF and a header in the document type', 'payslip\r\nX-Injected: 1'],
    ['an escape sequence in the document type', '\u001b[2Jpayslip'],
    ['__proto__ as the document type', '__proto__'],
    ['toString as the document type', 'toString'],
    ['a template as the document type', '{{7*7}}${7*7}'],
  ];
  for (const [name, documentType] of badTypes) add(name, { documentType }, refused(REFUSED.badType));
  // A field longer than the parser reads (1,024 bytes) is refused naming it, never acted on cut short.
  add('a 1 MB document type', { documentType: 'a'.repeat(MB) }, refused(fieldTooLong('documentType')));
  add('a valid document type and 1 MB of spaces', { documentType: `payslip${' '.repeat(MB)}` }, refused(fieldTooLong('documentType')));
  add('no document type', { documentType: null }, refused(REFUSED.badType));
  add('the document type as a JSON object', { documentType: null, after: () => [field('documentType', '{"$ne":null}', 'application/json')] }, refused(REFUSED.badType));

  const assessmentIds: Array<[string, (ids: AttackIds) => string, UploadAttack['expect']]> = [
    ['an empty assessment id', () => '', refused(REFUSED.noAssessment)],
    ['a blank assessment id', () => '   ', refused(REFUSED.noAssessment)],
    ['a non-UUID assessment id', () => 'not-a-uuid', refused(REFUSED.notFound)],
    ['SQL as the assessment id', () => "' OR 1=1 --", refused(REFUSED.notFound)],
    ['a UUID followed by SQL', () => "00000000-0000-0000-0000-000000000000' OR '1'='1", refused(REFUSED.notFound)],
    ['SQL after the own assessment id', (ids) => `${ids.own}'; DELETE FROM documents;--`, refused(REFUSED.notFound)],
    ['a path as the assessment id', () => '../../etc/passwd', refused(REFUSED.notFound)],
    ['the nil UUID', () => '00000000-0000-0000-0000-000000000000', refused(REFUSED.notFound)],
    ['an unknown UUID', () => randomUUID(), refused(REFUSED.notFound)],
    ["another user's assessment", (ids) => ids.otherUsers, refused(REFUSED.notFound)],
    ["another user's draft", (ids) => ids.otherDraft, refused(REFUSED.notFound)],
    ['the own assessment id with a NUL after it', (ids) => `${ids.own}\u0000`, refused(REFUSED.notFound)],
    ['the own assessment id in braces', (ids) => `{${ids.own}}`, refused(REFUSED.notFound)],
    ['the own assessment id without hyphens', (ids) => ids.own.replace(/-/g, ''), refused(REFUSED.notFound)],
    ['a 1 MB assessment id', () => 'A'.repeat(MB), refused(fieldTooLong('assessmentId'))],
    ['the own assessment id and 1 MB of spaces', (ids) => `${ids.own}${' '.repeat(MB)}`, refused(fieldTooLong('assessmentId'))],
    ['the own assessment id in capitals', (ids) => ids.own.toUpperCase(), accepted('application/pdf', PDF_BYTES)],
    ['the own assessment id between spaces', (ids) => ` ${ids.own} `, accepted('application/pdf', PDF_BYTES)],
    ['the own draft', (ids) => ids.ownDraft, accepted('application/pdf', PDF_BYTES, { into: 'ownDraft' })],
  ];
  for (const [name, id, expect] of assessmentIds) add(name, withAssessment(id), expect);
  add('no assessment id', { assessment: null }, refused(REFUSED.noAssessment));
  add('the assessment id as a JSON array', { assessment: null, before: (ids) => [field('assessmentId', JSON.stringify([ids.own]), 'application/json')] }, refused(REFUSED.noAssessment));

  // The same field twice: whatever value the server acts on, it is one it checked.
  add("the assessment id twice, another user's then the own", { before: (ids) => [field('assessmentId', ids.otherUsers)] }, accepted('application/pdf', PDF_BYTES));
  add("the assessment id twice, the own then another user's", { assessment: 'otherUsers', before: (ids) => [field('assessmentId', ids.own)] }, refused(REFUSED.notFound));
  add("another user's assessment id after the file", { after: (ids) => [field('assessmentId', ids.otherUsers)] }, accepted('application/pdf', PDF_BYTES));
  add("the file first, then the own and another user's assessment id", { fileFirst: true, after: (ids) => [field('assessmentId', ids.otherUsers)] }, refused(REFUSED.notFound));
  add('the document type twice, a bad one then a good one', { before: () => [field('documentType', '<b>x</b>')] }, accepted('application/pdf', PDF_BYTES, { documentType: 'payslip' }));
  add('the document type twice, a good one then a bad one', { documentType: '<b>x</b>', before: () => [field('documentType', 'payslip')] }, refused(REFUSED.badType));
  add('a bad document type after the file', { after: () => [field('documentType', "'; DROP TABLE documents;--")] }, accepted('application/pdf', PDF_BYTES, { documentType: 'payslip' }));
  add('an unknown 1 MB field', { after: () => [field('comment', 'x'.repeat(MB))] }, accepted('application/pdf', PDF_BYTES));
  return attacks;
}

/** A form whose assessment id is computed from the run's ids (sent as the usual field). */
function withAssessment(id: (ids: AttackIds) => string): FormSpec {
  return { assessment: null, before: (ids) => [field('assessmentId', id(ids))] };
}

function roleAttacks(): UploadAttack[] {
  const list: Array<[Caller, string, FormSpec, Refusal]> = [
    ['guest', 'a guest uploading into an assessment', {}, REFUSED.unauthorized],
    ['guest', 'a guest uploading, file first', { fileFirst: true }, REFUSED.unauthorized],
    ['guest', 'a guest uploading an executable', { file: { bytes: MZ_BYTES } }, REFUSED.unauthorized],
    ['forgedSession', 'a forged session cookie', {}, REFUSED.unauthorized],
    ['otherUser', "another user uploading into the owner's assessment", {}, REFUSED.notFound],
    ['otherUser', "another user uploading into the owner's assessment, file first", { fileFirst: true }, REFUSED.notFound],
    ['otherUser', "another user uploading into the owner's draft", { assessment: 'ownDraft' }, REFUSED.notFound],
    ['otherUser', "another user sending an oversized file into the owner's assessment", { file: { bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_DOCUMENT_BYTES, 0x20)]) } }, REFUSED.notFound],
    ['broker', "a broker uploading into the owner's assessment", {}, REFUSED.notFound],
    ['broker', "a broker uploading into the owner's assessment, file first", { fileFirst: true }, REFUSED.notFound],
    ['broker', "a broker uploading into the owner's draft", { assessment: 'ownDraft' }, REFUSED.notFound],
    ['admin', "an admin uploading into the owner's assessment", {}, REFUSED.notFound],
    ['admin', "an admin uploading into the owner's assessment, file first", { fileFirst: true }, REFUSED.notFound],
    ['admin', "an admin uploading into another user's draft", { assessment: 'otherDraft' }, REFUSED.notFound],
  ];
  return list.map(([caller, name, spec, refusal]) => ({ kind: 'role', name, caller, request: form(spec), expect: refused(refusal) }));
}

/** Every upload attack, in a fixed order. */
export function uploadAttacks(): UploadAttack[] {
  return [...contentAttacks(), ...nameAttacks(), ...sizeAttacks(), ...multipartAttacks(), ...fieldAttacks(), ...roleAttacks()];
}

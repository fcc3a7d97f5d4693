/** Tests only: small files of each kind, recognisable by their content. */

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from('0000000d4944415478da63f8cfc0f01f0005000201a5f6e0a80000000049454e44ae426082', 'hex'),
]);
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);
/** A Linux executable's header. */
export const ELF_BYTES = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);
/** A Windows executable's header (MZ, then the PE offset). */
export const MZ_BYTES = (() => {
  const buffer = Buffer.alloc(256);
  buffer.write('MZ', 0, 'latin1');
  buffer.writeUInt32LE(0x80, 0x3c);
  buffer.write('PE\0\0', 0x80, 'latin1');
  return buffer;
})();

/** A form as the upload page sends it: the text fields first, then the file. */
export function uploadForm(fields: { assessmentId?: string; documentType?: string }, file?: { bytes: Buffer; name: string; type?: string }, fileFirst = false) {
  const form = new FormData();
  const appendFile = () => file && form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  if (fileFirst) appendFile();
  if (fields.assessmentId !== undefined) form.append('assessmentId', fields.assessmentId);
  if (fields.documentType !== undefined) form.append('documentType', fields.documentType);
  if (!fileFirst) appendFile();
  return form;
}

export { storedFiles } from '../../storage/stored-files';

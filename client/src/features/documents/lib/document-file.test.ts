import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '@core/schemas/documents';
import { documentFileUrl, precheckDocumentFile } from './document-file';

const file = (name: string, type: string, size = 2048) => ({ name, type, size });

describe('precheckDocumentFile', () => {
  it('lets PDF, JPEG and PNG through by declared type', () => {
    expect(precheckDocumentFile(file('payslip.pdf', 'application/pdf'))).toBeNull();
    expect(precheckDocumentFile(file('id.jpg', 'image/jpeg'))).toBeNull();
    expect(precheckDocumentFile(file('scan.PNG', 'image/png'))).toBeNull();
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(precheckDocumentFile(file('statement.pdf', ''))).toBeNull();
    expect(precheckDocumentFile(file('statement.JPEG', 'application/octet-stream'))).toBeNull();
    expect(precheckDocumentFile(file('statement', ''))).toBe('type');
  });

  it('refuses other types, whatever the name says', () => {
    expect(precheckDocumentFile(file('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBe('type');
    expect(precheckDocumentFile(file('setup.pdf.exe', 'application/x-msdownload'))).toBe('type');
    expect(precheckDocumentFile(file('photo.heic', 'image/heic'))).toBe('type');
  });

  it('leaves a renamed program with a PDF type to the server (content is checked there)', () => {
    expect(precheckDocumentFile(file('program.pdf', 'application/pdf'))).toBeNull();
  });

  it('refuses empty files and files over 10 MB', () => {
    expect(precheckDocumentFile(file('a.pdf', 'application/pdf', 0))).toBe('empty');
    expect(precheckDocumentFile(file('a.pdf', 'application/pdf', MAX_DOCUMENT_BYTES))).toBeNull();
    expect(precheckDocumentFile(file('a.pdf', 'application/pdf', MAX_DOCUMENT_BYTES + 1))).toBe('size');
  });

  it('builds the download address of a stored file', () => {
    expect(documentFileUrl('abc-123')).toBe('/api/documents/abc-123/file');
  });
});

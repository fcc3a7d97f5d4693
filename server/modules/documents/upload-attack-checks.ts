/**
 * Tests only: what every answer to an upload attack must be (upload-attacks.test.ts): a
 * refusal in the caller's language naming its field, a kept name with nothing hostile left in
 * it, and a download that no browser will run or save under a dangerous name.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Language } from '../../../core/constants';
import { DOCUMENT_MIME_TYPES, MAX_DOCUMENT_NAME_LENGTH, type DocumentMimeType } from '../../../core/schemas/documents';
import { translate } from '../../i18n';
import { EXTENSIONS } from './file-name';
import type { Refusal } from './upload-attack-payloads';

/** The answer is the refusal expected, in the caller's language, naming its field. */
export function expectRefusal(res: LightMyRequestResponse, refusal: Refusal, language: Language) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(refusal.status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const message = translate(language, refusal.key, refusal.values);
  // The message exists in this language (not the key, not the English text).
  expect(message).not.toBe(refusal.key);
  if (language !== 'en') expect(message).not.toBe(translate('en', refusal.key, refusal.values));
  const body = res.json() as Record<string, unknown>;
  if (!refusal.field) {
    expect(body, res.body.slice(0, 300)).toEqual({ code: refusal.code, message });
    return;
  }
  const fieldMessage = translate(language, refusal.fieldKey ?? refusal.key, { field: translate(language, `fields.${refusal.field}`) });
  expect(fieldMessage).not.toMatch(/^\s|fields\./);
  expect(body, res.body.slice(0, 300)).toEqual({ code: refusal.code, message, fieldErrors: expect.objectContaining({ [refusal.field]: fieldMessage }) });
}

const isAllDots = (part: string) => /^\.*$/.test(part);

/** The folders of a name as sent (`../../etc/passwd.pdf` → `..`, `..`, `etc`), long enough to look for. */
export const folderParts = (sentName: string | undefined) =>
  (sentName ?? '')
    .split(/[\\/]/)
    .slice(0, -1)
    .filter((part) => part.trim().length >= 3 && !isAllDots(part));

/** A kept name: one segment, nothing invisible, no leading dot, short, the detected type's extension. */
export function expectSafeName(name: string, type: DocumentMimeType, sentName: string | undefined) {
  expect(name).not.toMatch(/[\\/]/);
  expect(name).not.toMatch(/[\p{Cc}\p{Cf}\u2028\u2029]/u);
  expect(name).not.toMatch(/[<>:"|?*]/);
  expect(name).not.toMatch(/^[.\s]/);
  expect(name.normalize('NFC')).toBe(name);
  expect(Array.from(name).length).toBeLessThanOrEqual(MAX_DOCUMENT_NAME_LENGTH);
  expect(EXTENSIONS[type]).toContain(name.slice(name.lastIndexOf('.') + 1).toLowerCase());
  for (const part of folderParts(sentName)) expect(name, `folder ${JSON.stringify(part)} of the name sent`).not.toContain(part);
}

/** RFC 6266: `attachment`, an ASCII fallback no system reads as a path, and the exact name in RFC 5987 form. */
export function expectSafeDisposition(header: unknown, name: string) {
  expect(typeof header).toBe('string');
  const match = /^attachment; filename="([^"]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+\-.^_`|~%]+)$/.exec(header as string);
  expect(match, `Content-Disposition ${JSON.stringify(header)}`).not.toBeNull();
  const [, fallback, encoded] = match!;
  expect(fallback, 'ASCII fallback name').toMatch(/^[\x20-\x7e]+$/);
  expect(fallback, 'ASCII fallback name').not.toMatch(/[\\/"%;:*?<>|]/);
  expect(fallback, 'ASCII fallback name').not.toMatch(/^[.\s]/);
  expect(decodeURIComponent(encoded)).toBe(name);
}

/** A stored document served back: the same bytes, its detected type, never rendered or sniffed. */
export function expectSafeDownload(res: LightMyRequestResponse, document: { originalName: string; fileType: string }, bytes: Buffer) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.rawPayload.equals(bytes), 'the bytes stored are the bytes sent').toBe(true);
  expect(res.headers['content-length']).toBe(String(bytes.length));
  expect(DOCUMENT_MIME_TYPES as readonly string[]).toContain(res.headers['content-type']);
  expect(res.headers['content-type']).toBe(document.fileType);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(res.headers['cache-control']).toBe('private, no-store');
  expectSafeDisposition(res.headers['content-disposition'], document.originalName);
}

/** A 404 that tells nothing: the same body as for an id that never existed, naming nothing stored. */
export function expectRevealsNothing(res: LightMyRequestResponse, notFoundBody: string, secrets: string[]) {
  expect(res.statusCode).toBe(404);
  expect(res.body).toBe(notFoundBody);
  for (const secret of secrets) expect(res.body).not.toContain(secret);
}

/**
 * Issue 11, the second attack run, upload part: every hostile upload of the corpus
 * (upload-attack-corpus.ts) against POST /api/documents, then what was kept downloaded back,
 * listed and probed. For every attack: no 5xx; a refusal is the expected 4xx in the caller's
 * language, naming its field, and leaves no row, no stored file and no .partial; a kept file
 * has a random storage key, a safe name, its exact bytes and safe download headers.
 * One app per database engine (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../../core/languages';
import { MAX_DOCUMENTS_PER_ASSESSMENT, ZDocument, ZDocumentList, type DocumentDto } from '../../../core/schemas/documents';
import { documents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { expectRefusal, expectRevealsNothing, expectSafeDownload, expectSafeName, folderParts } from './upload-attack-checks';
import { uploadAttacks } from './upload-attack-corpus';
import { BOUNDARY, multipartBody, PDF_BYTES, field, filePart, type AttackIds, type Caller, type UploadAttack } from './upload-attack-payloads';
import { storedFiles } from './upload-fixtures';

const ATTACKS = uploadAttacks();
const ENGINE = process.env.TEST_DB_ENGINE ?? 'pglite';

let t: TestApp;
let uploadDir: string;
const cookies = {} as Record<Caller, string | undefined>;
let fixedIds: Omit<AttackIds, 'own'>;
/** The owner's submitted assessments and how many documents each holds (30 at most). */
const ownRoom = new Map<string, number>();
const kept: Array<{ attack: UploadAttack; document: DocumentDto; bytes: Buffer }> = [];
/** Every document an attack created, expected or not (what the lists must show). */
const created: DocumentDto[] = [];
const tally = new Map<string, { sent: number; refused: number; accepted: number }>();
let probes = 0;

const documentRows = async () => Number((await t.database.db.select({ n: count() }).from(documents))[0].n);
const filesNow = () => new Set(storedFiles(uploadDir).map((file) => relative(uploadDir, file)));
const ownWithRoom = () => [...ownRoom].find(([, n]) => n < MAX_DOCUMENTS_PER_ASSESSMENT)![0];
const getFile = (id: string, caller: Caller, language: Language = 'en') =>
  t.app.inject({ url: `/api/documents/${id}/file`, headers: { 'accept-language': language, ...(cookies[caller] ? { cookie: cookies[caller] } : {}) } });

async function submitAssessment(cookie: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie }, payload: WORKED_EXAMPLE });
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}
async function saveDraft(cookie: string): Promise<string> {
  const res = await t.app.inject({ method: 'PUT', url: '/api/assessments/draft', headers: { cookie }, payload: { originCountry: 'RO', draftStep: 2 } });
  if (res.statusCode !== 200) throw new Error(`draft failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'acasa-upload-attacks-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  const { db } = t.database;
  const owner = await signIn(t.app, db, 'user', { plan: 'premium' });
  const other = await signIn(t.app, db);
  Object.assign(cookies, {
    owner: owner.cookie,
    otherUser: other.cookie,
    broker: (await signIn(t.app, db, 'broker')).cookie,
    admin: (await signIn(t.app, db, 'admin')).cookie,
    guest: undefined,
    forgedSession: `acasa_session=${randomUUID()}`,
  });
  // Room for every document the corpus expects kept, and one spare assessment; drafts last (a submit takes the draft).
  const keptIntoOwn = ATTACKS.filter((attack) => 'accepted' in attack.expect && (attack.expect.accepted.into ?? 'own') === 'own').length;
  for (let i = 0; i <= Math.ceil(keptIntoOwn / MAX_DOCUMENTS_PER_ASSESSMENT); i++) ownRoom.set(await submitAssessment(owner.cookie), 0);
  const full = await submitAssessment(owner.cookie);
  await db.insert(documents).values(
    Array.from({ length: MAX_DOCUMENTS_PER_ASSESSMENT }, (_, i) => ({
      userId: owner.user.id,
      assessmentId: full,
      documentType: 'payslip',
      fileName: `${String(i).padStart(2, '0')}${'0'.repeat(30)}`,
      originalName: `filler-${i}.pdf`,
      fileType: 'application/pdf',
      fileSize: 1,
    })),
  );
  fixedIds = { full, ownDraft: await saveDraft(owner.cookie), otherUsers: await submitAssessment(other.cookie), otherDraft: await saveDraft(other.cookie) };
}, 120_000);

afterAll(async () => {
  const lines = [...tally].map(([kind, n]) => `  ${kind.padEnd(28)} ${String(n.sent).padStart(4)} sent ${String(n.refused).padStart(4)} refused ${String(n.accepted).padStart(4)} accepted`);
  const sum = (key: 'sent' | 'refused' | 'accepted') => [...tally.values()].reduce((total, n) => total + n[key], 0);
  console.log(
    `upload attacks (${ENGINE}): ${sum('sent')} sent, ${sum('refused')} refused, ${sum('accepted')} accepted and served safely; ` +
      `${probes} download/delete probes revealed nothing\n${lines.join('\n')}`,
  );
  await t?.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe(`upload attacks, issue 11's second run (${ENGINE})`, () => {
  it('has at least 200 named attacks, each name once', () => {
    expect(ATTACKS.length).toBeGreaterThanOrEqual(200);
    const names = ATTACKS.map((attack) => `${attack.kind}: ${attack.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(ATTACKS.map((attack, index) => [`${attack.kind}: ${attack.name}`, attack, index] as const))('%s', async (_name, attack, index) => {
    const language = LANGUAGES[index % LANGUAGES.length];
    const ids: AttackIds = { ...fixedIds, own: ownWithRoom() };
    const request = attack.request(ids);
    const headers: Record<string, string> = { 'accept-language': language };
    if (request.contentType !== null) headers['content-type'] = request.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`;
    if (cookies[attack.caller]) headers.cookie = cookies[attack.caller]!;
    const [rowsBefore, filesBefore] = [await documentRows(), filesNow()];

    const res = await t.app.inject({ method: 'POST', url: '/api/documents', headers, payload: request.body });

    // Counted first, so that a failed expectation below cannot fill an assessment behind our back.
    if (res.statusCode === 201) {
      const document = res.json() as DocumentDto;
      created.push(document);
      if (ownRoom.has(document.assessmentId)) ownRoom.set(document.assessmentId, ownRoom.get(document.assessmentId)! + 1);
    }
    const counts = tally.get(attack.kind) ?? { sent: 0, refused: 0, accepted: 0 };
    tally.set(attack.kind, counts);
    counts.sent += 1;
    expect(res.statusCode, `no 5xx: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    const newFiles = [...filesNow()].filter((file) => !filesBefore.has(file));
    expect(newFiles.filter((file) => file.endsWith('.partial')), 'no .partial left behind').toEqual([]);

    if ('refused' in attack.expect) {
      expectRefusal(res, attack.expect.refused, language);
      expect(await documentRows(), 'no new row').toBe(rowsBefore);
      expect(newFiles, 'no new stored file').toEqual([]);
      counts.refused += 1;
      return;
    }

    const expected = attack.expect.accepted;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const document = ZDocument.strict().parse(res.json());
    expect(document).toMatchObject({ assessmentId: ids[expected.into ?? 'own'], documentType: expected.documentType ?? 'payslip', fileType: expected.type, fileSize: expected.bytes.length, status: 'pending' });
    if (expected.name !== undefined) expect(document.originalName).toBe(expected.name);
    expectSafeName(document.originalName, expected.type, attack.sentName);
    // One new file, under a random key of ours, holding exactly the bytes sent.
    expect(await documentRows()).toBe(rowsBefore + 1);
    expect(newFiles).toHaveLength(1);
    const [row] = await t.database.db.select({ fileName: documents.fileName }).from(documents).where(eq(documents.id, document.id));
    expect(newFiles[0].split(/[\\/]/)).toEqual([row.fileName.slice(0, 2), row.fileName]);
    expect(row.fileName).toMatch(/^[0-9a-f]{32}$/);
    for (const part of [...folderParts(attack.sentName), attack.sentName ?? ''].filter((part) => part.length >= 3)) expect(newFiles[0]).not.toContain(part);
    expect(readFileSync(join(uploadDir, newFiles[0])).equals(expected.bytes)).toBe(true);

    // Served back to its owner, and to brokers and admins unless it belongs to a draft.
    expectSafeDownload(await getFile(document.id, 'owner', language), document, expected.bytes);
    for (const reader of ['broker', 'admin'] as const) {
      const res = await getFile(document.id, reader, language);
      if (expected.into === 'ownDraft') expect(res.statusCode).toBe(404);
      else expectSafeDownload(res, document, expected.bytes);
    }
    kept.push({ attack, document, bytes: expected.bytes });
    counts.accepted += 1;
  });

  it('lists every kept document to its owner as kept, and none to another user', async () => {
    const keys = (await t.database.db.select({ fileName: documents.fileName }).from(documents)).map((row) => row.fileName);
    const res = await t.app.inject({ url: '/api/documents', headers: { cookie: cookies.owner! } });
    expect(res.statusCode).toBe(200);
    const listed = new Map(ZDocumentList.parse(res.json()).map((document) => [document.id, document]));
    for (const document of created) expect(listed.get(document.id)).toEqual(document);
    for (const key of keys) expect(res.body).not.toContain(key);
    expect(storedFiles(uploadDir).filter((file) => file.endsWith('.partial')), 'no .partial anywhere').toEqual([]);

    const other = await t.app.inject({ url: '/api/documents', headers: { cookie: cookies.otherUser! } });
    for (const document of created) expect(other.body).not.toContain(document.id);
  });

  it("shows brokers the kept documents of submitted assessments, as kept, and nothing of a draft", async () => {
    const keys = (await t.database.db.select({ fileName: documents.fileName }).from(documents)).map((row) => row.fileName);
    for (const assessmentId of [...ownRoom.keys(), fixedIds.ownDraft]) {
      const res = await t.app.inject({ url: `/api/broker/documents?assessmentId=${assessmentId}`, headers: { cookie: cookies.broker! } });
      expect(res.statusCode).toBe(200);
      const listed = new Map((res.json() as DocumentDto[]).map((document) => [document.id, document]));
      const expected = created.filter((document) => document.assessmentId === assessmentId && assessmentId !== fixedIds.ownDraft);
      expect(listed.size).toBe(expected.length);
      for (const document of expected) expect(listed.get(document.id)).toMatchObject({ originalName: document.originalName, fileType: document.fileType });
      for (const key of keys) expect(res.body).not.toContain(key);
    }
  });

  it("answers 404 to path traversal ids and to another user's document, on download and delete, revealing nothing", async () => {
    const mine = kept.find(({ document }) => document.assessmentId !== fixedIds.ownDraft)!;
    const inDraft = kept.find(({ document }) => document.assessmentId === fixedIds.ownDraft)!;
    const otherUpload = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { cookie: cookies.otherUser!, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody([field('assessmentId', fixedIds.otherUsers), field('documentType', 'payslip'), filePart({ bytes: PDF_BYTES, name: 'secret-payslip.pdf' })]),
    });
    expect(otherUpload.statusCode).toBe(201);
    const theirs = otherUpload.json() as DocumentDto;
    const [{ fileName: storageKey }] = await t.database.db.select({ fileName: documents.fileName }).from(documents).where(eq(documents.id, mine.document.id));
    const secrets = [mine.document.originalName, theirs.originalName, storageKey, theirs.assessmentId, mine.document.assessmentId];
    const hostileIds = [
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '..%5C..%5Cwindows%5Cwin.ini',
      '....%2F%2F....%2F%2Fetc%2Fpasswd',
      `${mine.document.id}%00`,
      `${mine.document.id}%2F..%2F${theirs.id}`,
      `${mine.document.id.toUpperCase()}%20`,
      storageKey,
      `..%2F${storageKey.slice(0, 2)}%2F${storageKey}`,
      "'%20OR%20'1'%3D'1",
      '1%20OR%201%3D1',
      '%00',
      'null',
      'undefined',
      '-1',
      '00000000-0000-0000-0000-000000000000',
    ];
    const [rowsBefore, filesBefore] = [await documentRows(), filesNow()];
    for (const language of LANGUAGES) {
      const notFound = (await getFile(randomUUID(), 'owner', language)).body;
      expect(JSON.parse(notFound)).toMatchObject({ code: 'NOT_FOUND' });
      const as = (caller: Caller) => ({ 'accept-language': language, cookie: cookies[caller]! });
      for (const id of hostileIds) {
        expectRevealsNothing(await t.app.inject({ url: `/api/documents/${id}/file`, headers: as('owner') }), notFound, secrets);
        expectRevealsNothing(await t.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: as('owner') }), notFound, secrets);
        probes += 2;
      }
      const crossings: Array<[Caller, 'GET' | 'DELETE', DocumentDto]> = [
        ['owner', 'GET', theirs],
        ['owner', 'DELETE', theirs],
        ['otherUser', 'GET', mine.document],
        ['otherUser', 'DELETE', mine.document],
        ['broker', 'DELETE', mine.document],
        ['admin', 'DELETE', theirs],
        ['broker', 'GET', inDraft.document],
        ['admin', 'GET', inDraft.document],
      ];
      for (const [caller, method, document] of crossings) {
        const url = method === 'GET' ? `/api/documents/${document.id}/file` : `/api/documents/${document.id}`;
        expectRevealsNothing(await t.app.inject({ method, url, headers: as(caller) }), notFound, secrets);
        probes += 1;
      }
      const guest = await t.app.inject({ url: `/api/documents/${mine.document.id}/file`, headers: { 'accept-language': language } });
      expect(guest.statusCode).toBe(401);
      for (const secret of secrets) expect(guest.body).not.toContain(secret);
      probes += 1;
    }
    expect(await documentRows()).toBe(rowsBefore);
    expect(filesNow()).toEqual(filesBefore);
    // Nothing was deleted: both files still come back to their owners.
    expectSafeDownload(await getFile(mine.document.id, 'owner'), mine.document, mine.bytes);
    expectSafeDownload(await getFile(theirs.id, 'otherUser'), theirs, PDF_BYTES);
  });
});

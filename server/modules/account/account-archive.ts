import type { FastifyBaseLogger } from 'fastify';
import { Readable } from 'node:stream';
import type { ZipFile } from 'yazl';
import type { Language } from '../../../core/constants';
import type { AccountSession } from '../../../core/schemas/account';
import type { Payment } from '../../../core/schemas/subscriptions';
import { translate } from '../../i18n';
import { FileNotFoundError, type FileStorage } from '../../storage/file-storage';
import type { UserRow } from '../auth/auth.repository';
import type { AccountRepository, AssessmentEventRow, AssessmentRow, CertificateRow, ContactMessageRow, DocumentRow, PinnedScenarioRow } from './account.repository';

/** Everything we hold about one person (GDPR art. 15 and 20), as the archive lays it out. */
export interface AccountData {
  user: UserRow;
  assessments: AssessmentRow[];
  events: AssessmentEventRow[];
  documents: DocumentRow[];
  certificates: CertificateRow[];
  payments: Payment[];
  contactMessages: ContactMessageRow[];
  /** The what-if scenarios pinned to compare (issue 14). */
  scenarios: PinnedScenarioRow[];
  sessions: AccountSession[];
  /** Issue 24: kept buying plans with their steps done, the case's messages and the brokers' document requests. */
  buyingPlans: Awaited<ReturnType<AccountRepository['listBuyingPlans']>>;
  caseMessages: Awaited<ReturnType<AccountRepository['listCaseMessages']>>;
  documentRequests: Awaited<ReturnType<AccountRepository['listDocumentRequests']>>;
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
/** A file name safe inside the archive (no folders, no parent references). */
const entryName = (name: string) => name.replace(/[/\\]/g, '_').replace(/^\.+/, '_').slice(0, 150) || 'file';

/** The applicant's own words and the reviewers' decisions; who reviewed is another person's data. */
function historyOf(userId: string, events: AssessmentEventRow[]) {
  return events.map((event) => ({
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    note: event.note,
    by: event.actorId === userId ? 'you' : event.actorId ? 'reviewer' : 'system',
    at: event.createdAt,
  }));
}

export function documentPath(document: Pick<DocumentRow, 'id' | 'assessmentId' | 'originalName'>): string {
  return `documents/${document.assessmentId.slice(0, 8)}/${document.id.slice(0, 8)}-${entryName(document.originalName)}`;
}

/**
 * The archive as a zip stream: JSON files for the data and the documents' files as stored.
 * Files are read one at a time as the zip is written (lazily), so memory stays flat whatever
 * their number; an unreadable file becomes an empty entry and a log line, not a broken archive.
 */
export async function accountArchive(data: AccountData, storage: FileStorage, language: Language, log: FastifyBaseLogger): Promise<Readable> {
  // Imported with the first export: most processes never write one (ADR 072).
  const { ZipFile: Zip } = await import('yazl');
  const zip: ZipFile = new Zip();
  const { user } = data;
  const t = (key: string) => translate(language, `export.readme.${key}`);
  const readme = ['title', 'intro', 'profile', 'assessments', 'documents', 'certificates', 'payments', 'contact', 'scenarios', 'buyingPlans', 'case', 'sessions', 'questions']
    .map((key) => t(key))
    .join('\n\n');
  zip.addBuffer(Buffer.from(`${readme}\n`, 'utf8'), 'README.txt');
  zip.addBuffer(
    json({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      language: user.language,
      role: user.role,
      profileImageUrl: user.profileImageUrl,
      subscriptionPlan: user.subscriptionPlan,
      subscriptionStatus: user.subscriptionStatus,
      subscriptionPeriodEnd: user.subscriptionPeriodEnd,
      subscriptionCancelAtPeriodEnd: user.subscriptionCancelAtPeriodEnd,
      trialUsedAt: user.trialUsedAt,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    }),
    'profile.json',
  );
  zip.addBuffer(
    json(
      data.assessments.map((assessment) => ({
        ...assessment,
        statusHistory: historyOf(
          user.id,
          data.events.filter((event) => event.assessmentId === assessment.id),
        ),
      })),
    ),
    'assessments.json',
  );
  zip.addBuffer(
    json(
      data.documents.map((document) => ({
        id: document.id,
        assessmentId: document.assessmentId,
        documentType: document.documentType,
        status: document.status,
        originalName: document.originalName,
        fileType: document.fileType,
        fileSize: document.fileSize,
        uploadedAt: document.uploadedAt,
        reviewedAt: document.reviewedAt,
        rejectionReason: document.rejectionReason,
        // Issue 23: what was read on an income document goes with it.
        reading: document.reading ?? null,
        file: documentPath(document),
      })),
    ),
    'documents.json',
  );
  zip.addBuffer(
    json(data.certificates.map(({ userId: _userId, id: _id, ...certificate }) => certificate)),
    'certificates.json',
  );
  zip.addBuffer(json(data.payments), 'payments.json');
  zip.addBuffer(
    json(data.contactMessages.map(({ userId: _userId, ...message }) => message)),
    'contact-messages.json',
  );
  zip.addBuffer(
    json(data.scenarios.map(({ userId: _userId, ...scenario }) => scenario)),
    'pinned-scenarios.json',
  );
  zip.addBuffer(json(data.buyingPlans), 'buying-plans.json');
  zip.addBuffer(json({ messages: data.caseMessages, documentRequests: data.documentRequests }), 'case.json');
  zip.addBuffer(json(data.sessions), 'signed-in-devices.json');

  for (const document of data.documents) {
    // PDFs and images are compressed already: stored as they are.
    zip.addReadStreamLazy(documentPath(document), { compress: false, mtime: document.uploadedAt }, (callback) => {
      storage.get(document.fileName).then(
        (stream) => callback(null, stream),
        (error: unknown) => {
          if (!(error instanceof FileNotFoundError)) log.error({ err: error, documentId: document.id }, 'export: could not read a stored file');
          else log.error({ documentId: document.id }, 'export: document row without its stored file');
          callback(null, Readable.from([]));
        },
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}

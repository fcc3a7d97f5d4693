import type { Language } from '../../../core/constants';
import { localeOf } from '../../../core/languages';
import type { DocumentChecklist } from '../../../core/schemas/documents';
import { translate } from '../../i18n';
import { renderEmail, type EmailContent, type EmailParts } from './email-layout';
import type { NotificationsRepository } from './notifications.repository';
import type { EmailJob } from './notifications.service';

export interface Recipient {
  email: string;
  firstName: string | null;
  language: Language;
}

interface ComposeDeps {
  repo: NotificationsRepository;
  checklist: (assessmentId: string) => Promise<DocumentChecklist | null>;
  links: { base: URL; unsubscribePage: string; settings: string };
}

/** The product's dates are Romanian business dates. */
const TIME_ZONE = 'Europe/Bucharest';
const DIGEST_LIST_MAX = 20;

const email = (language: Language, key: string, values?: Record<string, string | number>) => translate(language, key, values, 'email');
const workspace = (language: Language, key: string) => translate(language, key, {}, 'workspace');
const formatDate = (language: Language, date: Date | string) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: TIME_ZONE }).format(new Date(date));
/** A plan's ISO day (a calendar day, no time): formatted as the day it names, in no time zone. */
const formatDay = (language: Language, isoDay: string) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
const planText = (language: Language, key: string) => translate(language, key, {}, 'plan');
const formatDateTime = (language: Language, date: Date | string) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(date));
const formatMoney = (language: Language, amount: string, currency: string) =>
  new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: currency.toUpperCase() }).format(Number(amount));
/** Country names in the reader's language (the product spells Great Britain UK, docs/product.md §9). */
const countryName = (language: Language, code: string | null) => {
  if (!code) return '—';
  try {
    return new Intl.DisplayNames([localeOf(language)], { type: 'region' }).of(code === 'UK' ? 'GB' : code) ?? code;
  } catch {
    return code;
  }
};

/**
 * The words of one e-mail job for its recipient, in the recipient's language, from what the
 * database says now; null when there is nothing left to say (the documents arrived, the
 * assessment is gone, no submission for the digest).
 */
export async function composeEmail(job: EmailJob, recipient: Recipient, deps: ComposeDeps): Promise<EmailContent | null> {
  const { language } = recipient;
  const url = (path: string) => new URL(path, deps.links.base).toString();
  const common = {
    language,
    kind: job.kind,
    recipientName: recipient.firstName,
    unsubscribeUrl: deps.links.unsubscribePage,
    settingsUrl: deps.links.settings,
  } satisfies Partial<EmailParts>;

  switch (job.kind) {
    case 'status_change': {
      const event = await deps.repo.statusEvent(job.eventId);
      if (!event) return null;
      const status = workspace(language, `status.${event.toStatus}`);
      return renderEmail({
        ...common,
        subject: email(language, 'status_change.subject', { status }),
        paragraphs: [email(language, 'status_change.intro', { status, date: formatDate(language, event.submittedAt ?? event.createdAt) })],
        quote: event.note ? { label: email(language, 'status_change.noteLabel'), text: event.note } : undefined,
        // Straight to this assessment: the list opens its details from ?assessment= (issue 20).
        action: { label: email(language, 'status_change.action'), url: url(`/assessments?assessment=${encodeURIComponent(event.assessmentId)}`) },
      });
    }
    case 'document_review': {
      const document = await deps.repo.document(job.documentId);
      if (!document) return null;
      const type = workspace(language, `documents.types.${document.documentType}`);
      const isAccepted = job.status === 'accepted';
      return renderEmail({
        ...common,
        subject: email(language, isAccepted ? 'document_review.subjectAccepted' : 'document_review.subjectRejected', { document: type }),
        paragraphs: [email(language, isAccepted ? 'document_review.accepted' : 'document_review.rejected', { name: document.originalName, document: type })],
        quote: !isAccepted && job.reason ? { label: email(language, 'document_review.reasonLabel'), text: job.reason } : undefined,
        action: { label: email(language, 'document_review.action'), url: url('/documents') },
      });
    }
    case 'document_reminder': {
      const assessment = await deps.repo.assessment(job.assessmentId);
      // Nothing to chase on a rejected (or withdrawn) application.
      if (!assessment || !assessment.submittedAt || assessment.status === 'draft' || assessment.status === 'rejected') return null;
      const checklist = await deps.checklist(job.assessmentId);
      const missing = checklist?.basis === 'recommendedBanks' ? checklist.items.filter((item) => item.isMissing) : [];
      if (missing.length === 0) return null;
      return renderEmail({
        ...common,
        subject: email(language, 'document_reminder.subject'),
        paragraphs: [email(language, 'document_reminder.intro', { date: formatDate(language, assessment.submittedAt) })],
        list: missing.map((item) => `${workspace(language, `documents.types.${item.documentType}`)} (${item.requestedBy.join(', ')})`),
        action: { label: email(language, 'document_reminder.action'), url: url('/documents') },
      });
    }
    case 'plan_reminder': {
      // The plan was given up, or the step marked done since the scan queued this: nothing to say.
      const state = await deps.repo.planStepState(job.assessmentId, job.stepKey);
      if (!state || state.isDone) return null;
      const step = planText(language, `steps.${job.stepKey}`);
      const start = formatDay(language, job.start);
      return renderEmail({
        ...common,
        subject: email(language, 'plan_reminder.subject', { step, date: start }),
        paragraphs: [email(language, 'plan_reminder.intro', { step, date: start })],
        details: [
          { label: email(language, 'plan_reminder.start'), value: start },
          { label: email(language, 'plan_reminder.due'), value: formatDay(language, job.due) },
          { label: email(language, 'plan_reminder.how'), value: planText(language, `modes.${job.mode}`) },
        ],
        action: { label: email(language, 'plan_reminder.action'), url: url(`/assessments/${encodeURIComponent(job.assessmentId)}/plan`) },
      });
    }
    case 'payment_receipt': {
      const payment = await deps.repo.payment(job.paymentId);
      if (!payment || payment.status !== 'paid') return null;
      const plan = payment.plan ? workspace(language, `plan.${payment.plan}`) : '—';
      const amount = formatMoney(language, payment.amount, payment.currency);
      const details = [
        { label: email(language, 'payment_receipt.plan'), value: plan },
        { label: email(language, 'payment_receipt.amount'), value: amount },
        { label: email(language, 'payment_receipt.date'), value: formatDate(language, payment.occurredAt) },
      ];
      if (payment.periodStart && payment.periodEnd) {
        details.push({ label: email(language, 'payment_receipt.period'), value: `${formatDate(language, payment.periodStart)} – ${formatDate(language, payment.periodEnd)}` });
      }
      if (payment.invoiceNumber) details.push({ label: email(language, 'payment_receipt.invoice'), value: payment.invoiceNumber });
      return renderEmail({
        ...common,
        subject: email(language, 'payment_receipt.subject', { plan, amount }),
        paragraphs: [email(language, 'payment_receipt.intro')],
        details,
        action: { label: email(language, 'payment_receipt.action'), url: url('/settings#billing') },
        links: payment.invoiceUrl?.startsWith('https://') ? [{ label: email(language, 'payment_receipt.viewInvoice'), url: payment.invoiceUrl }] : [],
      });
    }
    case 'case_message': {
      const message = await deps.repo.caseMessage(job.messageId);
      if (!message) return null;
      // To the applicant: a broker wrote (first name only, as the case shows them); to the broker: the applicant wrote.
      const toApplicant = message.authorSide === 'broker';
      const name = message.authorFirstName ?? email(language, toApplicant ? 'case_message.someBroker' : 'case_message.theApplicant');
      return renderEmail({
        ...common,
        subject: email(language, toApplicant ? 'case_message.subjectFromBroker' : 'case_message.subjectFromApplicant', { name }),
        paragraphs: [email(language, toApplicant ? 'case_message.introFromBroker' : 'case_message.introFromApplicant', { name })],
        quote: { label: email(language, 'case_message.messageLabel'), text: message.body },
        action: {
          label: email(language, 'case_message.action'),
          url: url(toApplicant ? `/assessments?assessment=${encodeURIComponent(message.assessmentId)}` : '/broker'),
        },
      });
    }
    case 'document_request': {
      const request = await deps.repo.documentRequest(job.requestId);
      // Cancelled (or already fulfilled) before the e-mail went: nothing to ask for.
      if (!request || request.status !== 'open') return null;
      const document = workspace(language, `documents.types.${request.documentType}`);
      return renderEmail({
        ...common,
        subject: email(language, 'document_request.subject', { document }),
        paragraphs: [email(language, 'document_request.intro', { document, date: formatDay(language, request.dueDate) })],
        quote: request.note ? { label: email(language, 'document_request.noteLabel'), text: request.note } : undefined,
        action: { label: email(language, 'document_request.action'), url: url(`/assessments?assessment=${encodeURIComponent(request.assessmentId)}`) },
      });
    }
    case 'broker_digest': {
      const { rows, total } = await deps.repo.submissionsBetween(new Date(job.since), new Date(job.until), DIGEST_LIST_MAX);
      if (total === 0) return null;
      const list = rows.map((row) =>
        email(language, 'broker_digest.item', {
          name: [row.firstName, row.lastName ? `${row.lastName.charAt(0)}.` : ''].filter(Boolean).join(' ') || '—',
          residence: countryName(language, row.residenceCountry),
          origin: countryName(language, row.originCountry),
          score: row.score ?? email(language, 'broker_digest.noScore'),
        }),
      );
      if (total > rows.length) list.push(email(language, 'broker_digest.more', { count: total - rows.length }));
      return renderEmail({
        ...common,
        subject: email(language, 'broker_digest.subject', { count: total }),
        paragraphs: [email(language, 'broker_digest.intro', { count: total, since: formatDateTime(language, job.since), until: formatDateTime(language, job.until) })],
        list,
        action: { label: email(language, 'broker_digest.action'), url: url('/broker') },
      });
    }
  }
}

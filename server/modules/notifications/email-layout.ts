import type { Language } from '../../../core/constants';
import type { EmailKind } from '../../../core/schemas/notifications';
import { translate } from '../../i18n';

/**
 * One layout for every e-mail: a greeting, paragraphs, optional label/value details and a list,
 * one button into the product, and a footer that says why the e-mail came and how to stop that
 * kind. Written twice from the same parts: HTML (inline styles, as mail clients require) and
 * plain text. Every value is escaped in the HTML.
 */
interface CommonParts {
  language: Language;
  subject: string;
  recipientName: string | null;
  paragraphs: string[];
  details?: Array<{ label: string; value: string }>;
  list?: string[];
  /** A quoted text from a person (a broker's note, a rejection reason), kept as written. */
  quote?: { label: string; text: string };
  action: { label: string; url: string };
  /** Extra links under the button (an invoice). */
  links?: Array<{ label: string; url: string }>;
}

/** A notification the person chose (a kind they can stop), or a security e-mail they cannot turn off. */
export type EmailParts = CommonParts &
  (
    | { kind: EmailKind; unsubscribeUrl: string; settingsUrl: string }
    /** A password-reset link: it goes whatever the preferences, so its footer only says why it came. */
    | { kind: 'security'; why: string }
  );

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const t = (language: Language, key: string, values?: Record<string, string | number>) => translate(language, key, values, 'email');
/** "Label: value" in the plain text; French puts a non-breaking space before the colon. */
const colon = (language: Language, label: string) => `${label}${language === 'fr' ? '\u00a0:' : ':'}`;

export function renderEmail(parts: EmailParts): EmailContent {
  const { language } = parts;
  const greeting = parts.recipientName ? t(language, 'greeting', { name: parts.recipientName }) : t(language, 'greetingNoName');
  const why = parts.kind === 'security' ? parts.why : t(language, 'footer.why', { kind: t(language, `kinds.${parts.kind}`) });
  const stop =
    parts.kind === 'security'
      ? null
      : { unsubscribe: t(language, 'footer.unsubscribe'), unsubscribeUrl: parts.unsubscribeUrl, settings: t(language, 'footer.settings'), settingsUrl: parts.settingsUrl };
  const signature = t(language, 'signature');

  const text = [
    greeting,
    '',
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(parts.quote ? [colon(language, parts.quote.label), ...parts.quote.text.split('\n').map((line) => `> ${line}`), ''] : []),
    ...(parts.details?.length ? [...parts.details.map((detail) => `${colon(language, detail.label)} ${detail.value}`), ''] : []),
    ...(parts.list?.length ? [...parts.list.map((item) => `- ${item}`), ''] : []),
    `${colon(language, parts.action.label)} ${parts.action.url}`,
    ...(parts.links ?? []).map((link) => `${colon(language, link.label)} ${link.url}`),
    '',
    signature,
    '',
    '--',
    why,
    ...(stop ? [`${colon(language, stop.unsubscribe)} ${stop.unsubscribeUrl}`, `${colon(language, stop.settings)} ${stop.settingsUrl}`] : []),
    '',
  ].join('\n');

  const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;color:#1f2937;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#1e3a8a">Acasa</p>
${paragraph(escapeHtml(greeting))}
${parts.paragraphs.map((text) => paragraph(escapeHtml(text))).join('\n')}
${
  parts.quote
    ? `<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(parts.quote.label)}</p>
<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #1e3a8a;background:#f4f5f7;white-space:pre-line">${escapeHtml(parts.quote.text)}</blockquote>`
    : ''
}
${
  parts.details?.length
    ? `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${parts.details
        .map((detail) => `<tr><td style="padding:2px 16px 2px 0;color:#4b5563">${escapeHtml(detail.label)}</td><td style="padding:2px 0;font-weight:bold">${escapeHtml(detail.value)}</td></tr>`)
        .join('')}</table>`
    : ''
}
${parts.list?.length ? `<ul style="margin:0 0 16px;padding-left:20px">${parts.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : ''}
<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:12px 20px;background:#1e3a8a;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(parts.action.label)}</a></p>
${(parts.links ?? []).map((link) => paragraph(`<a href="${escapeHtml(link.url)}" style="color:#1e3a8a">${escapeHtml(link.label)}</a>`)).join('\n')}
${paragraph(escapeHtml(signature))}
</div>
<p style="margin:16px 0 0;font-size:13px;color:#4b5563">${escapeHtml(why)}${
    stop
      ? `<br>
<a href="${escapeHtml(stop.unsubscribeUrl)}" style="color:#4b5563">${escapeHtml(stop.unsubscribe)}</a> · <a href="${escapeHtml(stop.settingsUrl)}" style="color:#4b5563">${escapeHtml(stop.settings)}</a>`
      : ''
  }</p>
</div>
</body>
</html>
`;
  return { subject: parts.subject, text, html };
}

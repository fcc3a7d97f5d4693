import type { Language } from '../../../core/constants';
import { translate } from '../../i18n';
import { renderEmail, type EmailContent } from '../notifications/email-layout';

const t = (language: Language, key: string, values?: Record<string, string | number>) => translate(language, `email.${key}`, values, 'password-reset');

/** The reset e-mail in the account's language: what was asked, for how long the link works, what to do if it was not them. */
export function composeResetEmail(recipient: { email: string; firstName: string | null; language: Language }, link: string): EmailContent {
  const { language } = recipient;
  return renderEmail({
    language,
    kind: 'security',
    why: t(language, 'why'),
    subject: t(language, 'subject'),
    recipientName: recipient.firstName,
    paragraphs: [t(language, 'intro', { email: recipient.email }), t(language, 'validity'), t(language, 'ignore')],
    action: { label: t(language, 'action'), url: link },
  });
}

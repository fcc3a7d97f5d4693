import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SiteInfo } from '@core/schemas/site-info';
import { useLanguage } from '@/lib/use-language';
import { formatLegalDate, LEGAL_TEXTS_DATE, orPlaceholder } from '../lib/legal-text';
import { LegalDocument, WithSiteInfo } from './legal-document';

const linkClass = 'font-medium text-primary underline underline-offset-4';

function Statement({ info }: { info: SiteInfo }) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const company = orPlaceholder(t, info.company.name, 'name');
  const email = orPlaceholder(t, info.company.email, 'email');
  const authority = info.accessibilityAuthority;
  return (
    <LegalDocument
      page="accessibility"
      sections={[
        { id: 'commitment', values: { company } },
        { id: 'status' },
        { id: 'testing' },
        {
          id: 'exceptions',
          extra: info.processors.payments === 'stripe' ? <p>{t('accessibility.stripeForm')}</p> : null,
        },
        {
          id: 'feedback',
          values: { email },
          extra: (
            <p>
              <Link href="/contact" className={linkClass}>
                {t('common.contactForm')}
              </Link>
            </p>
          ),
        },
        {
          id: 'enforcement',
          values: { authority: authority.name },
          extra: (
            <p>
              <a href={authority.website} className={linkClass} rel="noopener noreferrer" target="_blank">
                {authority.website}
              </a>
            </p>
          ),
        },
        { id: 'preparation', values: { date: formatLegalDate(LEGAL_TEXTS_DATE, language) } },
      ]}
    />
  );
}

/** The European Accessibility Act's statement: conformance, known exceptions, feedback, enforcement. */
export function AccessibilityStatement() {
  return <WithSiteInfo>{(info) => <Statement info={info} />}</WithSiteInfo>;
}

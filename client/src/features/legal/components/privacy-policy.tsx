import { useTranslation } from 'react-i18next';
import type { SiteInfo } from '@core/schemas/site-info';
import { Link } from 'wouter';
import { orPlaceholder } from '../lib/legal-text';
import { CompanyDetails } from './company-details';
import { LegalDocument, SectionText, WithSiteInfo } from './legal-document';
import { ProcessorList } from './processor-list';
import { RetentionList } from './retention-list';
import { RightsList } from './rights-list';

function Policy({ info }: { info: SiteInfo }) {
  const { t } = useTranslation('legal');
  const company = orPlaceholder(t, info.company.name, 'name');
  const email = orPlaceholder(t, info.company.email, 'email');
  const dpo = orPlaceholder(t, info.company.dpoContact, 'dpoContact');
  return (
    <LegalDocument
      page="privacy"
      sections={[
        { id: 'controller', values: { company, dpo }, extra: <CompanyDetails company={info.company} /> },
        { id: 'data' },
        { id: 'purposes' },
        { id: 'automated' },
        {
          id: 'retention',
          extra: (
            <>
              <RetentionList />
              <SectionText path="privacy.sections.retention.after" />
            </>
          ),
        },
        {
          id: 'recipients',
          extra: (
            <>
              <ProcessorList processors={info.processors} />
              <SectionText path="privacy.sections.recipients.after" />
            </>
          ),
        },
        { id: 'transfers' },
        {
          id: 'rights',
          values: { email },
          extra: (
            <>
              <RightsList authority={info.supervisoryAuthority} />
              <SectionText path="privacy.sections.rights.after" values={{ email }} />
              <p>
                <Link href="/contact" className="font-medium text-primary underline underline-offset-4">
                  {t('common.contactForm')}
                </Link>
              </p>
            </>
          ),
        },
        { id: 'security' },
        { id: 'children' },
        { id: 'changes' },
      ]}
    />
  );
}

/** GDPR art. 13: who processes what, why, on which basis, how long, with whom, and the person's rights. */
export function PrivacyPolicy() {
  return <WithSiteInfo>{(info) => <Policy info={info} />}</WithSiteInfo>;
}

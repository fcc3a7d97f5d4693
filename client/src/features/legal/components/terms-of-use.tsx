import { useTranslation } from 'react-i18next';
import { PLAN_DEFINITIONS } from '@core/plans';
import type { SiteInfo } from '@core/schemas/site-info';
import { formatEur } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { countryName, orPlaceholder } from '../lib/legal-text';
import { CompanyDetails } from './company-details';
import { LegalDocument, WithSiteInfo } from './legal-document';

function Terms({ info }: { info: SiteInfo }) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const company = orPlaceholder(t, info.company.name, 'name');
  const email = orPlaceholder(t, info.company.email, 'email');
  // The plans as core/plans.ts defines them: the same figures as the pricing page.
  const plans = {
    freeLimit: PLAN_DEFINITIONS.free.monthlySubmittedAssessments ?? 0,
    pro: formatEur(PLAN_DEFINITIONS.pro.priceEur, language),
    premium: formatEur(PLAN_DEFINITIONS.premium.priceEur, language),
    trialDays: PLAN_DEFINITIONS.pro.trialDays ?? 0,
  };
  const law = {
    country: countryName(info.governingLaw.country, language),
    courts: info.governingLaw.courts ?? t('terms.defaultCourts'),
  };
  return (
    <LegalDocument
      page="terms"
      sections={[
        { id: 'operator', values: { company }, extra: <CompanyDetails company={info.company} /> },
        { id: 'service' },
        { id: 'notAdvice' },
        { id: 'brokers' },
        { id: 'account' },
        { id: 'plans', values: plans },
        { id: 'content' },
        { id: 'use' },
        { id: 'liability' },
        { id: 'changes', values: { email } },
        { id: 'ending' },
        { id: 'law', values: law },
      ]}
    />
  );
}

/** What Acasa is and is not, the broker's role, plans and trial, liability and the governing law. */
export function TermsOfUse() {
  return <WithSiteInfo>{(info) => <Terms info={info} />}</WithSiteInfo>;
}

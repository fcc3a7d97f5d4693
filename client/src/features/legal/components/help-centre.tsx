import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PLAN_DEFINITIONS } from '@core/plans';
import { RETENTION } from '@core/retention';
import { formatEur } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { LegalDocument, type LegalSection } from './legal-document';

/** The questions people ask, by topic; each answer is in legal.json under help.sections.<topic>.questions.<id>. */
const TOPICS: ReadonlyArray<{ id: string; questions: readonly string[]; link?: { href: string; key: string } }> = [
  { id: 'assessment', questions: ['what', 'time', 'guest', 'save', 'accuracy'], link: { href: '/assessment', key: 'startAssessment' } },
  { id: 'score', questions: ['meaning', 'improve', 'verdict'] },
  { id: 'loan', questions: ['maximum', 'payment', 'costs'] },
  { id: 'currency', questions: ['which', 'risk'] },
  { id: 'banks', questions: ['which', 'offer'] },
  { id: 'brokers', questions: ['role', 'when'] },
  { id: 'documents', questions: ['which', 'who', 'howLong'], link: { href: '/documents', key: 'myDocuments' } },
  { id: 'plans', questions: ['difference', 'trial', 'cancel', 'refund'], link: { href: '/pricing', key: 'seePlans' } },
  { id: 'account', questions: ['password', 'export', 'delete', 'language'], link: { href: '/settings', key: 'settings' } },
];

const linkClass = 'font-medium text-primary underline underline-offset-4';

function Topic({ topic, values }: { topic: (typeof TOPICS)[number]; values: Record<string, unknown> }) {
  const { t } = useTranslation('legal');
  return (
    <div className="grid gap-3">
      {topic.questions.map((question) => (
        <details key={question} className="group rounded-xl border border-border bg-card p-4 shadow-xs open:shadow-sm" data-testid="help-question">
          <summary className="flex min-h-6 cursor-pointer list-none items-center justify-between gap-3 font-medium [&::-webkit-details-marker]:hidden">
            {t(`help.sections.${topic.id}.questions.${question}.question`)}
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="mt-3 text-muted-foreground">{t(`help.sections.${topic.id}.questions.${question}.answer`, values)}</p>
        </details>
      ))}
      {topic.link ? (
        <p>
          <Link href={topic.link.href} className={linkClass}>
            {t(`help.links.${topic.link.key}`)}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** Help and frequently asked questions (issue 20): real answers, each a native disclosure (details/summary). */
export function HelpCentre() {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  // Periods and prices from the modules that enforce them (core/retention.ts, core/plans.ts).
  const values = {
    draftDays: RETENTION.drafts.days,
    documentDays: RETENTION.documentsAfterDecision.days,
    freeLimit: PLAN_DEFINITIONS.free.monthlySubmittedAssessments ?? 0,
    trialDays: PLAN_DEFINITIONS.pro.trialDays ?? 0,
    pro: formatEur(PLAN_DEFINITIONS.pro.priceEur, language),
    premium: formatEur(PLAN_DEFINITIONS.premium.priceEur, language),
  };
  const sections: LegalSection[] = TOPICS.map((topic) => ({ id: topic.id, body: <Topic topic={topic} values={values} /> }));
  sections.push({
    id: 'contact',
    extra: (
      <p>
        <Link href="/contact" className={linkClass}>
          {t('common.contactForm')}
        </Link>
      </p>
    ),
  });
  return <LegalDocument page="help" sections={sections} sectionsId="faq" />;
}

import { FileWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import type { BuyingPlan } from '../lib/plan-types';

/** What the chosen bank's checklist still needs, with the way to the documents page. */
export function MissingDocuments({ plan }: { plan: BuyingPlan }) {
  const { t, i18n } = useTranslation(['plan', 'workspace']);
  const bank = plan.bankName ?? null;
  const missing = plan.missingDocuments ?? [];
  const label = (type: string) => (i18n.exists(`workspace:documents.types.${type}`) ? t(`workspace:documents.types.${type}`) : type);

  if (plan.bankId == null || !bank) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="plan-missing-documents">
        {t('documents.noBank')}
      </p>
    );
  }
  return (
    <section aria-labelledby="plan-documents-title" className="grid gap-2 rounded-xl border border-border bg-card p-4" data-testid="plan-missing-documents">
      <h2 id="plan-documents-title" className="flex items-center gap-2 text-lg font-semibold">
        <FileWarning aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {t('documents.title', { bank })}
      </h2>
      {missing.length === 0 ? (
        <p className="text-sm">{t('documents.none', { bank })}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('documents.description')}</p>
          <ul className="grid gap-1 text-sm">
            {missing.map((document) => (
              <li key={document.type} className="flex flex-wrap items-center gap-2">
                <span>{label(document.type)}</span>
                <Badge variant={document.required ? 'warning' : 'muted'}>{document.required ? t('documents.required') : t('documents.optional')}</Badge>
              </li>
            ))}
          </ul>
          <Link href="/documents" className="justify-self-start text-sm font-medium text-primary underline underline-offset-4">
            {t('documents.link')}
          </Link>
        </>
      )}
    </section>
  );
}

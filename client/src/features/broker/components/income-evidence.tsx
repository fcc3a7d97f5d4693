import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { IncomeEvidence as Evidence, IncomeFlag } from '@core/schemas/income-evidence';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { readingPeriod } from '@/features/documents';
import { formatCalendarDate } from '@/lib/format-date';
import { formatMoney, formatPercent } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useIncomeEvidence } from '../api/get-income-evidence';
import { DetailSection } from './detail-list';

type Document = Evidence['documents'][number];

/**
 * Issue 23: the declared income beside each payslip and tax statement, what was read on it and
 * the checks it failed, so the broker verifies against the documents rather than the answers.
 */
export function IncomeEvidence({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const { data, isPending, isError, refetch } = useIncomeEvidence(assessmentId);

  return (
    <DetailSection title={t('incomeEvidence.title')} id="broker-income-evidence-title">
      {isPending ? (
        <Spinner label={t('incomeEvidence.loading')} />
      ) : isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-destructive">{t('incomeEvidence.loadError')}</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('translation:common.tryAgain')}
          </Button>
        </div>
      ) : (
        <div className="grid gap-3 text-sm" data-testid="broker-income-evidence">
          <p>{t('incomeEvidence.declared', { amount: formatMoney(data.declared.monthlyIncome, data.declared.currency, language, { cents: 'ifAny' }) })}</p>
          {data.documents.length === 0 ? (
            <p className="text-muted-foreground">{t('incomeEvidence.none')}</p>
          ) : (
            <ul className="grid gap-3">
              {data.documents.map((document) => (
                <EvidenceItem key={document.id} document={document} />
              ))}
            </ul>
          )}
          {data.ratesDate && data.documents.some((document) => document.flags.some((flag) => flag.code === 'currencyDiffers')) ? (
            <p className="text-xs text-muted-foreground">{t('incomeEvidence.ratesNote', { date: formatCalendarDate(data.ratesDate, language) })}</p>
          ) : null}
        </div>
      )}
    </DetailSection>
  );
}

function EvidenceItem({ document }: { document: Document }) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const { reading } = document;
  const money = (amount: number, currency: string) => formatMoney(amount, currency, language, { cents: true });
  const read = reading
    ? [
        reading.net !== null && reading.currency ? t('incomeEvidence.net', { amount: money(reading.net, reading.currency) }) : null,
        readingPeriod(reading, language),
        reading.employer,
      ].filter((part): part is string => part !== null)
    : [];

  return (
    <li className="grid gap-1 rounded-lg border border-border p-3" data-testid={`income-evidence-${document.id}`}>
      <p className="font-medium">
        {t(`documentType.${document.documentType}`)} · {document.originalName}
      </p>
      {reading ? <p>{t('incomeEvidence.read', { facts: read.join(' · ') })}</p> : <p className="text-muted-foreground">{t('incomeEvidence.notRead')}</p>}
      {reading ? (
        document.flags.length === 0 ? (
          <p className="flex items-center gap-1.5 text-emerald-800">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t('incomeEvidence.passed')}
          </p>
        ) : (
          <ul className="grid gap-1" aria-label={t('incomeEvidence.flagsLabel')}>
            {document.flags.map((flag) => (
              <li key={flag.code} className="flex items-start gap-1.5 text-amber-900" data-flag={flag.code}>
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {flagText(flag, t, language)}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </li>
  );
}

function flagText(flag: IncomeFlag, t: ReturnType<typeof useTranslation>['t'], language: ReturnType<typeof useLanguage>): string {
  switch (flag.code) {
    case 'netDiffers':
      return t('incomeEvidence.flags.netDiffers', {
        read: formatMoney(flag.read, flag.currency, language, { cents: true }),
        declared: formatMoney(flag.declared, flag.currency, language, { cents: 'ifAny' }),
        difference: `${flag.differencePct > 0 ? '+' : ''}${formatPercent(flag.differencePct, language, 1)}`,
      });
    case 'periodOld':
      return t('incomeEvidence.flags.periodOld', { period: readingPeriod({ kind: 'payslip', period: flag }, language) });
    case 'currencyDiffers':
      return t('incomeEvidence.flags.currencyDiffers', { read: flag.read, declared: flag.declared });
    case 'employerDiffers':
      return t('incomeEvidence.flags.employerDiffers', { employer: flag.employer, other: flag.other });
    default:
      return t(`incomeEvidence.flags.${flag.code}`);
  }
}

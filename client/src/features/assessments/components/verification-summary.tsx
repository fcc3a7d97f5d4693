import { CircleCheck, CircleDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Assessment } from '@core/schemas/assessment';
import type { Verification } from '@core/schemas/verifications';
import { VERIFICATION_KINDS } from '@core/schemas/verifications';
import { verificationStatus, type FigureBasis } from '@core/verification-status';
import { formatDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';

/**
 * What a broker has verified of a submitted assessment (issue 23), as the certificate prints it
 * (core/verification-status.ts, one rule for both): income, identity and property papers, each
 * verified with its date or still declared. The history of each is in the status timeline.
 */
export function VerificationSummary({ assessment, verifications }: { assessment: Assessment; verifications: readonly Verification[] }) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  if (assessment.status === 'draft') return null;
  const live = verifications
    .filter((verification) => verification.undoneAt === null)
    .map((verification) => ({ ...verification, verifiedAt: new Date(verification.verifiedAt) }));
  const declared = Number(assessment.monthlyIncome);
  const status = verificationStatus(live, { amount: Number.isFinite(declared) ? declared : null, currency: assessment.incomeCurrency ?? null });
  const describe = (basis: FigureBasis) => {
    if (basis.state === 'declared') return t('assessments.verification.summary.declared');
    const values = { date: formatDate(basis.verifiedAt, language), documents: basis.documentCount };
    return basis.state === 'verified' ? t('assessments.verification.summary.verified', values) : t('assessments.verification.summary.verifiedLower', values);
  };

  return (
    <section aria-labelledby="verification-summary-title" className="grid gap-2 rounded-xl border border-border p-4 text-sm" data-testid="verification-summary">
      <h3 id="verification-summary-title" className="font-semibold">
        {t('assessments.verification.summary.title')}
      </h3>
      <dl className="grid gap-2 sm:grid-cols-3">
        {VERIFICATION_KINDS.map((kind) => {
          const basis = status[kind];
          const Icon = basis.state === 'verified' ? CircleCheck : CircleDashed;
          return (
            <div key={kind} className="grid content-start gap-0.5" data-testid={`verification-summary-${kind}`}>
              <dt className="text-muted-foreground">{t(`assessments.verification.summary.labels.${kind}`)}</dt>
              <dd className="flex items-start gap-1.5">
                <Icon aria-hidden="true" className={basis.state === 'verified' ? 'mt-0.5 size-4 shrink-0 text-success' : 'mt-0.5 size-4 shrink-0 text-muted-foreground'} />
                <span>{describe(basis)}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

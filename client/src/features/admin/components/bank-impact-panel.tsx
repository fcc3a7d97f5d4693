import type { Ref } from 'react';
import { AlertTriangle, Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BankImpact } from '@core/schemas/admin';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatEur } from '@/lib/format';
import { useCountryNames } from '@/lib/use-country-names';
import { useLanguage } from '@/lib/use-language';
import { describeImpact, hasEffect } from '../lib/bank-impact';
import type { bankWarnings } from '../lib/bank-form';
import { BankSection } from './bank-form-fields';

interface BankImpactPanelProps {
  warnings: ReturnType<typeof bankWarnings>;
  impact: BankImpact | undefined;
  isPending: boolean;
  /** The check failed (its message), or null. */
  failure: string | null;
  /** The form changed since the answer shown. */
  isStale: boolean;
  isNewBank: boolean;
  onCheck: () => void;
  /** The answer's region: the dialog focuses it when a Save stops to show what would move. */
  resultRef: Ref<HTMLDivElement>;
  /** The answer shows moves the admin has not confirmed yet: "save again to apply". */
  isConfirmNeeded: boolean;
}

/**
 * The dialog's last step (issue 19): what the admin should know (no non-resident limits, no
 * charges), and "Check the effect": how many recent results the change would move, and how, in
 * plain words. The answer is announced when it arrives.
 */
export function BankImpactPanel({ warnings, impact, isPending, failure, isStale, isNewBank, onCheck, resultRef, isConfirmNeeded }: BankImpactPanelProps) {
  const { t } = useTranslation(['admin', 'translation']);
  const language = useLanguage();
  const countryOf = useCountryNames();
  const sentences = impact
    ? describeImpact(impact, {
        t,
        countryNames: impact.countryCodes.map((code) => countryOf(code)?.name ?? code),
        money: (amount, withCents) => formatEur(amount, language, { cents: withCents }),
        isNewBank,
      })
    : [];

  return (
    <BankSection id="bank-impact" title={t('banks.sections.impact')} description={t('banks.sections.impactDescription')}>
      {warnings.length > 0 ? (
        <ul className="grid gap-2" data-testid="bank-warnings">
          {warnings.map((warning) => (
            <li key={warning} className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid={`bank-warning-${warning}`}>
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
              <span>{t(`banks.warnings.${warning}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <Button type="button" variant="secondary" className="w-fit" onClick={onCheck} disabled={isPending} data-testid="bank-check-impact">
        {isPending ? <Spinner className="size-4 text-current" /> : <Gauge aria-hidden="true" />}
        {t('banks.impact.check')}
      </Button>
      <div ref={resultRef} tabIndex={-1} aria-live="polite" className="grid gap-2 text-sm outline-none" data-testid="bank-impact-result">
        {isPending ? (
          <p className="text-muted-foreground">{t('banks.impact.checking')}</p>
        ) : failure ? (
          <p className="font-medium text-destructive">{t('banks.impact.failed', { message: failure })}</p>
        ) : impact ? (
          <div className={hasEffect(impact) ? 'grid gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3' : 'grid gap-2 rounded-lg border border-border p-3'}>
            {isStale ? <p className="font-medium text-amber-800">{t('banks.impact.stale')}</p> : null}
            <p className="font-medium">{sentences[0]}</p>
            {sentences.length > 1 ? (
              <ul className="grid list-disc gap-1 pl-5">
                {sentences.slice(1).map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </ul>
            ) : null}
            {isConfirmNeeded && !isStale ? <p className="font-medium" data-testid="bank-impact-confirm">{t('banks.impact.confirm')}</p> : null}
          </div>
        ) : null}
      </div>
    </BankSection>
  );
}

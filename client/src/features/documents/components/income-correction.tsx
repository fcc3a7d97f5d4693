import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { INCOME_CURRENCIES, type IncomeCurrency } from '@core/constants';
import { toIntegerCents } from '@core/money/round';
import type { DocumentReading } from '@core/schemas/documents';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

/** What the page gives the documents to offer a corrected income (issue 23): the declared one and how to re-assess. */
export interface IncomeCorrectionOptions {
  /** The assessment's declared net monthly income. */
  declared: { amount: number; currency: string };
  /** The user has an unfinished assessment, which re-assessing replaces: said before they continue. */
  hasDraft: boolean;
  /** Opens a new assessment with this income in place of the declared one. */
  onReassess: (income: { amount: number; currency: IncomeCurrency }) => void;
  isPending: boolean;
}

/**
 * Issue 23: a payslip's net pay beside the income declared, and, when they differ, a new
 * assessment with the payslip's figure; never a silent change: the submitted assessment stays
 * as it is, and the new one is checked and submitted by the applicant. Annual statements carry a
 * year's pay, which is not a month's income: nothing is offered for them.
 */
export function IncomeCorrection({ reading, options }: { reading: DocumentReading; options: IncomeCorrectionOptions }) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const [isConfirming, setIsConfirming] = useState(false);
  // A currency the wizard does not take as an income's cannot become the declared one.
  const currency = INCOME_CURRENCIES.find((code) => code === reading.currency);
  if (reading.kind !== 'payslip' || reading.net === null || !currency) return null;
  const read = { amount: reading.net, currency };
  const { declared } = options;
  const money = (value: { amount: number; currency: string }) => formatMoney(value.amount, value.currency, language, { cents: 'ifAny' });
  const isSame = read.currency === declared.currency && toIntegerCents(read.amount) === toIntegerCents(declared.amount);

  if (isSame) {
    return (
      <p className="ps-6 text-sm" data-testid="income-correction">
        {t('documents.correction.matches', { amount: money(declared) })}
      </p>
    );
  }
  return (
    <div className="grid gap-2 ps-6 text-sm" data-testid="income-correction">
      <p>{t('documents.correction.differs', { declared: money(declared), read: money(read) })}</p>
      {isConfirming ? (
        <div className="grid gap-2 rounded-md border border-border p-2" role="group" aria-label={t('documents.correction.confirmLabel')}>
          <p>{t('documents.correction.explain', { amount: money(read) })}</p>
          {options.hasDraft ? <p className="font-medium">{t('documents.correction.replacesDraft')}</p> : null}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => options.onReassess(read)} disabled={options.isPending} data-testid="income-correction-continue">
              {options.isPending ? t('documents.correction.opening') : t('documents.correction.continue')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setIsConfirming(false)} disabled={options.isPending}>
              {t('documents.correction.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button size="sm" variant="outline" className="justify-self-start" onClick={() => setIsConfirming(true)} data-testid="income-correction-start">
          <RefreshCw aria-hidden="true" />
          {t('documents.correction.start', { amount: money(read) })}
        </Button>
      )}
    </div>
  );
}

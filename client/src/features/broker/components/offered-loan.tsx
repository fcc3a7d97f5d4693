import { useTranslation } from 'react-i18next';
import { formatEur } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import type { BrokerListItem } from '../lib/review';

/**
 * The loan offered on a list row (issue 19), with its bank, currency and first instalment; "No
 * loan" when none can be made, a dash for a result from before the offered loan existed.
 */
export function OfferedLoan({ item }: { item: BrokerListItem }) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const loan = item.offeredLoan;
  if (loan === undefined) return <span className="text-muted-foreground">–</span>;
  if (loan === null) return <span>{t('list.noLoan')}</span>;
  return (
    <span className="grid gap-0.5">
      <span className="font-medium tabular-nums">{formatEur(Number(loan.amount), language)}</span>
      <span className="text-xs text-muted-foreground">
        {t('list.offeredDetail', {
          bank: loan.bankName ?? t('list.typicalTerms'),
          currency: loan.currency,
          payment: formatEur(Number(loan.monthlyPayment), language, { cents: true }),
        })}
      </span>
    </span>
  );
}

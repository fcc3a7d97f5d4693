import { useTranslation } from 'react-i18next';
import type { ReviewListItem } from '@core/schemas/broker';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { loanDisplay } from '../lib/review';

/** The desired loan in the income currency, with the EUR amount the engine used as a caption. */
export function LoanAmount({ item }: { item: ReviewListItem }) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const { primary, eur } = loanDisplay(item);
  if (!primary) return <span className="text-muted-foreground">{t('translation:common.notSpecified')}</span>;
  const isUnconverted = !eur && item.incomeCurrency !== null && item.incomeCurrency !== 'EUR';
  return (
    <span className="grid gap-0.5">
      <span className="font-medium tabular-nums">{formatMoney(primary.amount, primary.currency, language)}</span>
      {eur ? (
        <span className="text-xs text-muted-foreground">{t('list.loanEurCaption', { amount: formatMoney(eur.amount, 'EUR', language) })}</span>
      ) : isUnconverted ? (
        <span className="text-xs text-muted-foreground">{t('list.loanNoRate', { currency: item.incomeCurrency })}</span>
      ) : null}
    </span>
  );
}

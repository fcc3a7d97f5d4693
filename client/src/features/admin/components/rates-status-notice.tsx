import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { useExchangeRatesStatus } from '../api/get-exchange-rates-status';

/**
 * Issue 10: the overview warns when the exchange rates in use are older than the configured
 * number of days (results then say so to applicants), with the fetch's last error if any.
 * Nothing is shown while the rates are current.
 */
export function RatesStatusNotice() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data } = useExchangeRatesStatus();
  if (!data?.isStale) return null;
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="admin-rates-stale">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="grid gap-1">
        <p className="font-semibold">
          {t('overview.ratesStale', { date: data.oldestIncomeRateDate ? formatCalendarDate(data.oldestIncomeRateDate, language) : '–', days: data.staleAfterDays })}
        </p>
        <p>
          {!data.fetchEnabled
            ? t('overview.ratesFetchOff')
            : data.lastError
              ? t('overview.ratesLastError', { error: data.lastError, at: data.lastAttemptAt ? formatDateTime(data.lastAttemptAt, language) : '–' })
              : t('overview.ratesFetchPending')}
        </p>
      </div>
    </div>
  );
}

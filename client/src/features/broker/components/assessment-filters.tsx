import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES, type ReviewStatus } from '@core/constants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

interface AssessmentFiltersProps {
  status: ReviewStatus | '';
  onStatusChange: (status: ReviewStatus | '') => void;
  search: string;
  onSearchChange: (search: string) => void;
}

const isReviewStatus = (value: string): value is ReviewStatus => (REVIEW_STATUSES as readonly string[]).includes(value);

/** Status filter and e-mail search (the search waits for the typing to pause; see the dashboard). */
export function AssessmentFilters({ status, onStatusChange, search, onSearchChange }: AssessmentFiltersProps) {
  const { t } = useTranslation('broker');
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]" role="search" aria-label={t('filters.label')}>
      <div className="grid gap-2">
        <Label htmlFor="broker-status-filter">{t('filters.status')}</Label>
        <NativeSelect
          id="broker-status-filter"
          data-testid="broker-status-filter"
          value={status}
          onChange={(event) => onStatusChange(isReviewStatus(event.target.value) ? event.target.value : '')}
        >
          <option value="">{t('filters.allStatuses')}</option>
          {REVIEW_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="broker-search">{t('filters.search')}</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="broker-search"
            type="search"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="pl-9"
            placeholder={t('filters.searchPlaceholder')}
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            data-testid="broker-search"
          />
        </div>
      </div>
    </div>
  );
}

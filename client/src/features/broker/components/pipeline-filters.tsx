import { useTranslation } from 'react-i18next';
import { CASE_STAGES, type CaseStage } from '@core/case-stages';
import { FALLBACK_HOME_CODES } from '@core/constants';
import type { BrokerRef } from '@core/schemas/broker-board';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { countryOptions } from '@/lib/countries';
import { useCountries } from '@/lib/queries/get-countries';
import { useLanguage } from '@/lib/use-language';

/** The board's filters as the page keeps them: '' is "all"; broker is an id, `mine` or `unassigned`. */
export interface PipelineFilterValues {
  stage: CaseStage | '';
  country: string;
  broker: string;
  isOverdueOnly: boolean;
}

export const MINE = 'mine';
export const UNASSIGNED = 'unassigned';

interface PipelineFiltersProps {
  values: PipelineFilterValues;
  brokers: readonly BrokerRef[];
  onChange: (values: PipelineFilterValues) => void;
}

/** Stage, property country, broker ("Mine", "Unassigned" or one) and overdue only. */
export function PipelineFilters({ values, brokers, onChange }: PipelineFiltersProps) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const { data: countries } = useCountries();
  const set = <K extends keyof PipelineFilterValues>(key: K, value: PipelineFilterValues[K]) => onChange({ ...values, [key]: value });

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" role="search" aria-label={t('pipeline.filters.label')}>
      <div className="grid gap-2">
        <Label htmlFor="pipeline-stage-filter">{t('pipeline.filters.stage')}</Label>
        <NativeSelect
          id="pipeline-stage-filter"
          data-testid="pipeline-stage-filter"
          value={values.stage}
          onChange={(event) => set('stage', (CASE_STAGES as readonly string[]).includes(event.target.value) ? (event.target.value as CaseStage) : '')}
        >
          <option value="">{t('pipeline.filters.allStages')}</option>
          {CASE_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {t(`pipeline.stages.${stage}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="pipeline-country-filter">{t('pipeline.filters.country')}</Label>
        <NativeSelect id="pipeline-country-filter" data-testid="pipeline-country-filter" value={values.country} onChange={(event) => set('country', event.target.value)}>
          <option value="">{t('pipeline.filters.allCountries')}</option>
          {countryOptions('property', countries, FALLBACK_HOME_CODES, language).map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="pipeline-broker-filter">{t('pipeline.filters.broker')}</Label>
        <NativeSelect id="pipeline-broker-filter" data-testid="pipeline-broker-filter" value={values.broker} onChange={(event) => set('broker', event.target.value)}>
          <option value="">{t('pipeline.filters.allBrokers')}</option>
          <option value={MINE}>{t('pipeline.filters.mine')}</option>
          <option value={UNASSIGNED}>{t('pipeline.card.unassigned')}</option>
          {brokers.map((broker) => (
            <option key={broker.id} value={broker.id}>
              {broker.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-end">
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium" htmlFor="pipeline-overdue-filter">
          <input
            id="pipeline-overdue-filter"
            data-testid="pipeline-overdue-filter"
            type="checkbox"
            className="size-5 accent-primary"
            checked={values.isOverdueOnly}
            onChange={(event) => set('isOverdueOnly', event.target.checked)}
          />
          {t('pipeline.filters.overdueOnly')}
        </label>
      </div>
    </div>
  );
}

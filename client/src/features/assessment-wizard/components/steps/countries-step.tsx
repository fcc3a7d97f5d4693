import { useTranslation } from 'react-i18next';
import type { AssessmentField } from '@core/assessment-fields';
import { FALLBACK_HOME_CODES, FALLBACK_RESIDENCE_CODES } from '@core/constants';
import { countryOptions } from '@/lib/countries';
import { useCountries } from '@/lib/queries/get-countries';
import { useLanguage } from '@/lib/use-language';
import { SelectField } from '../fields';
import { OtherStepFields } from '../other-step-fields';

/** The fields this step places itself; any other of step 1 is asked after them by its kind. */
const LAID_OUT = ['residenceCountry', 'originCountry'] as const satisfies readonly AssessmentField[];

/** Step 1 (docs/product.md §2.7): income-side and property-side countries by type; fallback lists on failure. */
export function CountriesStep() {
  const { t } = useTranslation('wizard');
  const language = useLanguage();
  const countries = useCountries();
  const toOptions = (list: ReturnType<typeof countryOptions>) =>
    list.map((country) => ({ value: country.code, label: country.name, icon: country.flag }));
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        name="residenceCountry"
        label={t('fields.residenceCountry.label')}
        hint={t('fields.residenceCountry.hint')}
        placeholder={t('fields.residenceCountry.placeholder')}
        options={toOptions(countryOptions('income', countries.data, FALLBACK_RESIDENCE_CODES, language))}
      />
      <SelectField
        name="originCountry"
        label={t('fields.originCountry.label')}
        hint={t('fields.originCountry.hint')}
        placeholder={t('fields.originCountry.placeholder')}
        options={toOptions(countryOptions('property', countries.data, FALLBACK_HOME_CODES, language))}
      />
      <OtherStepFields step={1} laidOut={LAID_OUT} className="sm:col-span-2" />
    </div>
  );
}

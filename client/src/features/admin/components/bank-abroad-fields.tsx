import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES } from '@core/constants';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NUMBER_DECIMALS } from '../lib/number-fields';
import { BankNumberField, BankSection, type BankSectionProps } from './bank-form-fields';
import { CheckboxList } from './checkbox-list';

/**
 * What the bank asks of people living abroad (issue 19): where they may live, which income it
 * counts and how much of it, employment and tenure, age at the last instalment, and its own LTV
 * cap and term for non-residents. Empty means "no limit of its own": the country's rule applies.
 */
export function BankAbroadFields({ form, error }: BankSectionProps) {
  const { t } = useTranslation(['admin', 'translation']);
  const props = { form, error };
  const codes = (name: 'acceptedResidenceCountries' | 'acceptedIncomeCurrencies', id: string, label: string, hint: string) => (
    <FormField id={id} label={label} hint={hint} error={error(name)}>
      <Input autoComplete="off" autoCapitalize="characters" className="uppercase" data-testid={id} {...form.register(name)} />
    </FormField>
  );
  return (
    <BankSection id="bank-abroad" title={t('banks.sections.abroad')} description={t('banks.sections.abroadDescription')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {codes('acceptedResidenceCountries', 'bank-residence-countries', t('banks.fields.acceptedResidenceCountries'), t('banks.hints.acceptedResidenceCountries'))}
        {codes('acceptedIncomeCurrencies', 'bank-income-currencies', t('banks.acceptedIncomeCurrencies'), t('banks.acceptedIncomeCurrenciesHint'))}
        <BankNumberField
          {...props}
          name="foreignIncomeHaircut"
          id="bank-currency-cut"
          label={`${t('banks.fields.foreignIncomeHaircut')} (%)`}
          hint={t('banks.hints.foreignIncomeHaircut')}
          decimals={1}
          suffix="%"
        />
        <BankNumberField
          {...props}
          name="nonResidentLtvCap"
          id="bank-non-resident-ltv"
          label={`${t('banks.fields.nonResidentLtvCap')} (%)`}
          hint={t('banks.hints.nonResidentLtvCap')}
          decimals={1}
          suffix="%"
        />
        <BankNumberField
          {...props}
          name="nonResidentMaxTermYears"
          id="bank-non-resident-term"
          label={t('banks.fields.nonResidentMaxTermYears')}
          hint={t('banks.hints.nonResidentMaxTermYears')}
          decimals={NUMBER_DECIMALS.whole}
        />
        <BankNumberField
          {...props}
          name="maxAgeAtMaturity"
          id="bank-max-age"
          label={t('banks.maxAgeAtMaturity')}
          hint={t('banks.maxAgeAtMaturityHint')}
          decimals={NUMBER_DECIMALS.whole}
        />
        <BankNumberField
          {...props}
          name="minEmploymentMonths"
          id="bank-min-employment"
          label={t('banks.fields.minEmploymentMonths')}
          hint={t('banks.hints.minEmploymentMonths')}
          decimals={NUMBER_DECIMALS.whole}
        />
        <BankNumberField
          {...props}
          name="minTotalEmploymentMonths"
          id="bank-min-total-employment"
          label={t('banks.fields.minTotalEmploymentMonths')}
          hint={t('banks.hints.minTotalEmploymentMonths')}
          decimals={NUMBER_DECIMALS.whole}
        />
      </div>
      <CheckboxList
        id="bank-employment-types"
        legend={t('banks.fields.acceptedEmploymentTypes')}
        hint={t('banks.hints.acceptedEmploymentTypes')}
        error={error('acceptedEmploymentTypes')}
        options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`translation:enums.employmentType.${type}`) }))}
        register={form.register('acceptedEmploymentTypes')}
        columns={3}
      />
    </BankSection>
  );
}

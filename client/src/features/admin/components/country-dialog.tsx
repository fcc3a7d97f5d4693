import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRY_TYPES, type CountryType } from '@core/constants';
import type { AdminCountry } from '@core/schemas/admin';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { flagFor } from '@/lib/countries';
import { useCreateCountry } from '../api/create-country';
import { useUpdateCountry } from '../api/update-country';
import { countryCreateResolver, countryFormValues, countryUpdateResolver, normalizeCountryCode, type CountryFormValues } from '../lib/country-form';
import { FormDialog } from './resource-list/form-dialog';
import { useDialogForm } from './resource-list/use-dialog-form';
import { SwitchField } from './switch-field';

const FIELDS = ['name', 'code', 'flag', 'type', 'isActive'] as const;

interface CountryDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** null: add a new country. */
  country: AdminCountry | null;
}

/** Add / Edit Country (docs/product.md §5: a two-letter code, uppercase as typed; a longer one is refused, not cut). */
export function CountryDialog({ isOpen, onOpenChange, country }: CountryDialogProps) {
  const { t } = useTranslation(['admin', 'translation']);
  const isEdit = country !== null;
  const createMutation = useCreateCountry();
  const updateMutation = useUpdateCountry();
  const mutation = isEdit ? updateMutation : createMutation;
  // Each opening starts from the country (or blank).
  const { form, error, onSubmit } = useDialogForm<AdminCountry | null, CountryFormValues, CountryFormValues>({
    isOpen,
    // Both schemas give back the form's five fields (normalised): a complete country either way.
    resolver: (isEdit ? countryUpdateResolver : countryCreateResolver) as Resolver<CountryFormValues, unknown, CountryFormValues>,
    source: country,
    valuesOf: countryFormValues,
    save: {
      send: (body) => (country ? updateMutation.mutateAsync({ id: country.id, body }) : createMutation.mutateAsync(body)),
      fields: FIELDS,
      saved: isEdit ? t('countries.toasts.updated') : t('countries.toasts.created'),
      failed: isEdit ? t('countries.toasts.updateFailed') : t('countries.toasts.createFailed'),
      close: () => onOpenChange(false),
    },
  });
  const code = form.watch('code');

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={isEdit ? t('countries.editTitle', { name: country.name }) : t('countries.addTitle')}
      description={t('countries.dialogDescription')}
      testId="country-dialog"
      onSubmit={onSubmit}
      isPending={mutation.isPending}
      submitLabel={isEdit ? t('translation:common.save') : t('countries.add')}
      submitTestId="country-save"
    >
      <FormField id="country-name" label={t('countries.name')} error={error('name')}>
        <Input autoComplete="off" data-testid="country-name" {...form.register('name')} />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <Controller
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormField id="country-code" label={t('countries.code')} hint={t('countries.codeHint')} error={error('code')}>
              <Input
                {...field}
                onChange={(event) => field.onChange(normalizeCountryCode(event.target.value))}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="tracking-widest uppercase"
                data-testid="country-code"
              />
            </FormField>
          )}
        />
        <FormField
          id="country-flag"
          label={t('countries.flag')}
          hint={t('countries.flagHint', { flag: flagFor(code) || '🏳️' })}
          error={error('flag')}
        >
          <Input autoComplete="off" placeholder={flagFor(code)} data-testid="country-flag" {...form.register('flag')} />
        </FormField>
      </div>
      <FormField id="country-type" label={t('countries.type')} hint={t('countries.typeHint')} error={error('type')}>
        <NativeSelect data-testid="country-type" {...form.register('type')}>
          {COUNTRY_TYPES.map((type: CountryType) => (
            <option key={type} value={type}>
              {t(`countries.types.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <SwitchField
            id="country-active"
            label={t('common.active')}
            hint={t('countries.activeHint')}
            checked={field.value}
            onCheckedChange={field.onChange}
            testId="country-active"
          />
        )}
      />
    </FormDialog>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldError, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HERO_DEFAULT_PROPERTY } from '@core/constants';
import type { AdminBank, BankCreate, BankImpact } from '@core/schemas/admin';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { getFieldErrorText, SERVER_ERROR_TYPE } from '@/lib/form-errors';
import { useLanguage } from '@/lib/use-language';
import { useCheckBankImpact } from '../api/check-bank-impact';
import { useCreateBank } from '../api/create-bank';
import { useAdminCountries } from '../api/get-admin-countries';
import { useUpdateBank } from '../api/update-bank';
import { bankCreateResolver, bankFormValues, bankUpdateResolver, bankWarnings, effectKey, formFieldErrors, impactRequest, type BankFormValues } from '../lib/bank-form';
import { hasEffect } from '../lib/bank-impact';
import type { FormLanguageContext } from '../lib/number-fields';
import { BankAbroadFields } from './bank-abroad-fields';
import { BankChargesField } from './bank-charges-field';
import { BankIdentityFields, BankLoanFields } from './bank-form-fields';
import { BankImpactPanel } from './bank-impact-panel';
import { BankDocumentFields, BankSourceFields } from './bank-paper-fields';
import { FormDialog } from './resource-list/form-dialog';

interface BankDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** null: add a new bank. */
  bank: AdminBank | null;
}

/** The error under a path of the form's errors ("rates.EUR.rate"). */
function errorAt(errors: unknown, path: string): FieldError | undefined {
  const found = path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), errors);
  return found && typeof found === 'object' && 'message' in found ? (found as FieldError) : undefined;
}

/**
 * Add / Edit Bank (issue 19): every criterion that changes a result, in groups (who the bank is;
 * loans and rates per currency; people living abroad; documents; where the criteria come from;
 * charges), then "Check the effect": a change that can move results is saved only once its
 * effect on recent assessments has been shown for the values in the form (the first Save checks
 * it; a second confirms). Numbers are typed the interface language's way and read by core's
 * parser (issue 12).
 */
export function BankDialog({ isOpen, onOpenChange, bank }: BankDialogProps) {
  const { t } = useTranslation(['admin', 'translation']);
  // Field messages are keys of the shared namespace (core/ schemas) or the server's own words.
  const { t: tShared } = useTranslation();
  const language = useLanguage();
  const isEdit = bank !== null;
  const { data: countries } = useAdminCountries();
  // Banks lend where the property is: property and both-type countries (the bank's own, if other, stays listed).
  const countryChoices = useMemo(
    () => (countries ?? []).filter((country) => country.type !== 'income' || country.code === bank?.countryCode),
    [countries, bank],
  );
  const createMutation = useCreateBank();
  const updateMutation = useUpdateBank();
  const impactMutation = useCheckBankImpact();
  const mutation = isEdit ? updateMutation : createMutation;
  const form = useForm<BankFormValues, unknown, BankCreate>({
    // Both schemas give back every field of the form (the body is always the whole bank).
    resolver: (isEdit ? bankUpdateResolver : bankCreateResolver) as Resolver<BankFormValues, unknown, BankCreate>,
    context: { language } satisfies FormLanguageContext,
    defaultValues: bankFormValues(bank, '', language),
  });
  const { errors } = form.formState;
  const error = (path: string) => getFieldErrorText(errorAt(errors, path), tShared);

  // A new bank starts in the product's default property country (read when the dialog opens only,
  // so a late country list does not wipe what is being typed).
  const defaultCountry = useRef('');
  defaultCountry.current = countryChoices.some((country) => country.code === HERO_DEFAULT_PROPERTY)
    ? HERO_DEFAULT_PROPERTY
    : (countryChoices[0]?.code ?? '');
  /** The effect key of the values the dialog opened with, and of the values the last check was for. */
  const [openedKey, setOpenedKey] = useState('');
  const [checked, setChecked] = useState<{ key: string; impact: BankImpact } | null>(null);
  const [checkFailure, setCheckFailure] = useState<string | null>(null);
  const resetImpact = impactMutation.reset;
  // (The language cannot change while the dialog is open: the switcher is behind it.)
  useEffect(() => {
    if (!isOpen) return;
    const values = bankFormValues(bank, defaultCountry.current, language);
    form.reset(values);
    setOpenedKey(effectKey(values));
    setChecked(null);
    setCheckFailure(null);
    resetImpact();
  }, [isOpen, bank, form, language, resetImpact]);

  const values = useWatch({ control: form.control }) as BankFormValues;
  const currentKey = effectKey({ ...bankFormValues(null), ...values });
  const wasActive = bank?.isActive ?? false;
  // A new bank, or a change of what moves results, is checked first; an inactive bank that stays so moves nothing.
  const needsCheck = (!isEdit || currentKey !== openedKey) && (values.isActive !== false || wasActive);
  const isChecked = checked !== null && checked.key === currentKey;
  const canSave = !needsCheck || isChecked;
  /** The answer's region, focused when a Save stops to show it. */
  const impactRef = useRef<HTMLDivElement>(null);
  const warnings = bankWarnings({
    nonResidentLtvCap: values.nonResidentLtvCap ?? '',
    nonResidentMaxTermYears: values.nonResidentMaxTermYears ?? '',
    charges: values.charges ?? [],
    isActive: values.isActive !== false,
  });

  const showServerErrors = (fieldErrors: Record<string, string> | undefined) => {
    for (const [field, message] of Object.entries(formFieldErrors(fieldErrors))) {
      form.setError(field as Path<BankFormValues>, { type: SERVER_ERROR_TYPE, message });
    }
  };

  const save = (body: BankCreate) => {
    const callbacks = {
      onSuccess: () => {
        toast({ title: isEdit ? t('banks.toasts.updated') : t('banks.toasts.created') });
        onOpenChange(false);
      },
      onError: (failure: Error) => {
        const details = getApiErrorDetails(failure);
        showServerErrors(details.fieldErrors);
        toast({ variant: 'destructive', title: isEdit ? t('banks.toasts.updateFailed') : t('banks.toasts.createFailed'), description: details.message });
      },
    };
    if (bank) updateMutation.mutate({ id: bank.id, body }, callbacks);
    else createMutation.mutate(body, callbacks);
  };

  /** Checks the effect of the values as they are; `then` runs with the answer (saving when nothing would move). */
  const check = (body: BankCreate, then?: (impact: BankImpact) => void) => {
    const key = currentKey;
    setCheckFailure(null);
    impactMutation.mutate(impactRequest(body, bank?.id ?? null), {
      onSuccess: (impact) => {
        setChecked({ key, impact });
        then?.(impact);
      },
      onError: (failure) => {
        const details = getApiErrorDetails(failure);
        showServerErrors(details.fieldErrors);
        setCheckFailure(details.message);
      },
    });
  };

  const onCheck = form.handleSubmit((body) => check(body));

  /**
   * Save: a change that can move results is saved only once its effect has been shown for the
   * values in the form. The first Save checks it; when nothing would move it saves at once,
   * otherwise the answer is shown (and announced) and a second Save confirms.
   */
  const onSubmit = form.handleSubmit((body) => {
    if (!canSave) {
      check(body, (impact) => (hasEffect(impact) ? impactRef.current?.focus() : save(body)));
      return;
    }
    save(body);
  });

  const sectionProps = { form, error };
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={isEdit ? t('banks.editTitle', { name: bank.name }) : t('banks.addTitle')}
      description={t('banks.dialogDescription')}
      testId="bank-dialog"
      className="max-w-3xl"
      formClassName="grid grid-cols-1 gap-5"
      onSubmit={(event) => void onSubmit(event)}
      isPending={mutation.isPending}
      isSubmitWaiting={impactMutation.isPending}
      submitLabel={isEdit ? t('translation:common.save') : t('banks.add')}
      submitTestId="bank-save"
      footerNote={canSave ? null : { id: 'bank-save-hint', text: t('banks.impact.checkFirst'), testId: 'bank-save-hint' }}
    >
      <BankIdentityFields {...sectionProps} countries={countryChoices} />
      <BankLoanFields {...sectionProps} />
      <BankAbroadFields {...sectionProps} />
      <BankDocumentFields {...sectionProps} />
      <BankSourceFields {...sectionProps} />
      <BankChargesField {...sectionProps} bankName={values.name ?? ''} />
      <BankImpactPanel
        warnings={warnings}
        impact={checked?.impact}
        isPending={impactMutation.isPending}
        failure={checkFailure}
        isStale={checked !== null && !isChecked}
        isNewBank={!isEdit}
        onCheck={() => void onCheck()}
        resultRef={impactRef}
        isConfirmNeeded={needsCheck && isChecked && checked !== null && hasEffect(checked.impact)}
      />
    </FormDialog>
  );
}

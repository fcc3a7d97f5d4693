import { useEffect, type FormEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldError, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@core/constants';
import { getFieldErrorText } from '@/lib/form-errors';
import { useLanguage } from '@/lib/use-language';
import type { FormLanguageContext } from '../../lib/number-fields';
import { answerSave, type DialogSave } from './save-answer';

interface DialogFormOptions<TSource, TValues extends FieldValues, TBody> {
  isOpen: boolean;
  resolver: Resolver<TValues, unknown, TBody>;
  /** What the dialog edits (a row, a prefilled currency; null when there is none yet). */
  source: TSource;
  /**
   * The form's values for the source, numbers written the interface language's way; null: nothing
   * to show yet (an edit dialog before its row is chosen). A module-level function, so that the
   * form is reset when the dialog opens and not on every render.
   */
  valuesOf: (source: TSource, language: Language) => TValues | null;
  /** How the valid body is saved, and what the dialog says when the save answers. */
  save: DialogSave<TValues, TBody>;
}

/**
 * The form of an admin add/edit dialog (ADR 074): numbers read the interface language's way (the
 * resolver's context), the values reset from the source each time the dialog opens, a field's
 * error in words (a core/ schema's key translated, or the server's own words), and one submit:
 * the valid body saved, then a toast and the dialog closed, or the server's reasons under their
 * fields and a toast that says why.
 */
export function useDialogForm<TSource, TValues extends FieldValues, TBody>({ isOpen, resolver, source, valuesOf, save }: DialogFormOptions<TSource, TValues, TBody>) {
  // Field messages are keys of the shared namespace (core/ schemas) or the server's own words.
  const { t: tShared } = useTranslation();
  const language = useLanguage();
  const form = useForm<TValues, unknown, TBody>({
    resolver,
    context: { language } satisfies FormLanguageContext,
    defaultValues: (valuesOf(source, language) ?? undefined) as DefaultValues<TValues> | undefined,
  });

  // (The language cannot change while a dialog is open: the switcher is behind it.)
  useEffect(() => {
    if (!isOpen) return;
    const values = valuesOf(source, language);
    if (values) form.reset(values);
  }, [isOpen, source, valuesOf, form, language]);

  const error = (field: Path<TValues>) => getFieldErrorText(get(form.formState.errors, field) as FieldError | undefined, tShared);
  const submit = form.handleSubmit((body) => answerSave(body, form.setError, save));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event);
  return { form, language, error, onSubmit };
}

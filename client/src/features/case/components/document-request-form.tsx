import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FilePlus2 } from 'lucide-react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addDays } from '@core/buying-plan/dates';
import { DOCUMENT_TYPES } from '@core/constants';
import {
  DOCUMENT_REQUEST_MAX_DAYS,
  DOCUMENT_REQUEST_NOTE_MAX_LENGTH,
  dueDateProblem,
  todayInCaseZone,
  ZDocumentRequestCreate,
} from '@core/schemas/cases';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { getFieldErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useCreateDocumentRequest } from '../api/create-document-request';

const FIELDS = ['documentType', 'note', 'dueDate'] as const;
/** A week: the usual time to find and scan a paper. */
const DEFAULT_DUE_DAYS = 7;

/** A broker asks the applicant for a document by a due day (today to 90 days ahead, in the product's time zone). */
export function DocumentRequestForm({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation(['case', 'workspace']);
  const { t: tShared } = useTranslation();
  const mutation = useCreateDocumentRequest(assessmentId);
  const today = todayInCaseZone();
  const schema = useMemo(
    () =>
      // On the field itself, so the day's range is said together with the other fields' errors.
      ZDocumentRequestCreate.extend({
        dueDate: ZDocumentRequestCreate.shape.dueDate.superRefine((dueDate, ctx) => {
          const problem = dueDateProblem(dueDate, todayInCaseZone());
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      }),
    [],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { documentType: '' as never, note: '', dueDate: addDays(today, DEFAULT_DUE_DAYS) },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast({ title: t('request.sent') });
        form.reset({ documentType: '' as never, note: '', dueDate: addDays(todayInCaseZone(), DEFAULT_DUE_DAYS) });
      },
      onError: (error) => {
        const details = getApiErrorDetails(error);
        if (!setServerFieldErrors(form.setError, details.fieldErrors, FIELDS)) toast({ variant: 'destructive', title: t('request.failed'), description: details.message });
      },
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3 rounded-xl border border-border p-4" aria-labelledby="case-request-title" data-testid="case-request-form">
      <h4 id="case-request-title" className="flex items-center gap-2 font-semibold">
        <FilePlus2 aria-hidden="true" className="size-4 text-primary" />
        {t('request.title')}
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="case-request-type" label={t('request.type')} error={getFieldErrorText(errors.documentType, tShared)}>
          <NativeSelect data-testid="case-request-type" {...form.register('documentType')}>
            {/* Selectable, so an unchosen type is a value the schema refuses with its message (not the first type by default). */}
            <option value="">{t('request.typePlaceholder')}
            </option>
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`workspace:documents.types.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="case-request-due"
          label={t('request.dueDate')}
          hint={t('request.dueDateHint', { days: DOCUMENT_REQUEST_MAX_DAYS })}
          error={getFieldErrorText(errors.dueDate, tShared)}
        >
          <Input type="date" min={today} max={addDays(today, DOCUMENT_REQUEST_MAX_DAYS)} data-testid="case-request-due" {...form.register('dueDate')} />
        </FormField>
      </div>
      <FormField
        id="case-request-note"
        label={
          <>
            {t('request.note')} <span className="font-normal text-muted-foreground">({tShared('common.optional')})</span>
          </>
        }
        error={getFieldErrorText(errors.note as FieldError | undefined, tShared)}
      >
        <Textarea rows={2} maxLength={DOCUMENT_REQUEST_NOTE_MAX_LENGTH} data-testid="case-request-note" {...form.register('note')} />
      </FormField>
      <div>
        <Button type="submit" disabled={mutation.isPending} data-testid="case-request-submit" className="w-full sm:w-auto">
          {mutation.isPending ? <Spinner className="size-4 text-current" /> : <FilePlus2 aria-hidden="true" />}
          {mutation.isPending ? t('request.sending') : t('request.submit')}
        </Button>
      </div>
    </form>
  );
}

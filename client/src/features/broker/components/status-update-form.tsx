import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES, type AssessmentStatus, type ReviewStatus } from '@core/constants';
import { DECISION_STATUSES, NOTES_MAX_LENGTH, ZStatusUpdateRequest } from '@core/schemas/broker';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { getFieldErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useUpdateAssessmentStatus } from '../api/update-assessment-status';
import { DetailSection } from './detail-list';

const FIELDS = ['status', 'notes'] as const;

const isReviewStatus = (status: AssessmentStatus): status is ReviewStatus => (REVIEW_STATUSES as readonly string[]).includes(status);

/** The form starts on the likely next step: a submitted assessment goes into review; otherwise the current status. */
const suggestedStatus = (status: AssessmentStatus): ReviewStatus => (status === 'submitted' || !isReviewStatus(status) ? 'in_review' : status);

/**
 * docs/product.md §4: the status and a note. Approving or rejecting needs a note (the shared
 * schema); keeping the same status needs one too, or nothing would be recorded (as the server says).
 */
export function StatusUpdateForm({ assessmentId, currentStatus }: { assessmentId: string; currentStatus: AssessmentStatus }) {
  const { t } = useTranslation(['broker', 'translation']);
  // Field messages are keys of the shared namespace (core/ schemas) or the server's own words.
  const { t: tShared } = useTranslation();
  const mutation = useUpdateAssessmentStatus();
  const schema = useMemo(
    () =>
      ZStatusUpdateRequest.superRefine((value, ctx) => {
        if (value.status === currentStatus && !value.notes) {
          ctx.addIssue({ code: 'custom', path: ['notes'], message: 'validation.notes.requiredForSameStatus' });
        }
      }),
    [currentStatus],
  );
  const form = useForm({
    // The schema's output (notes trimmed, blank dropped) is what is sent.
    resolver: zodResolver(schema),
    defaultValues: { status: suggestedStatus(currentStatus), notes: '' },
  });
  const { errors } = form.formState;
  const status = form.watch('status');
  const isDecision = DECISION_STATUSES.includes(status);
  const isUnchanged = status === currentStatus;
  const isNoteRequired = isDecision || isUnchanged;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(
      { id: assessmentId, body: values },
      {
        onSuccess: (assessment) => {
          toast({ title: t('toasts.statusUpdated') });
          form.reset({ status: suggestedStatus(assessment.status), notes: '' });
        },
        onError: (error) => {
          const details = getApiErrorDetails(error);
          setServerFieldErrors(form.setError, details.fieldErrors, FIELDS);
          toast({ variant: 'destructive', title: t('toasts.statusUpdateFailed'), description: details.message });
        },
      },
    ),
  );

  return (
    <DetailSection title={t('form.title')} id="broker-status-form-title">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid grid-cols-1 gap-4" aria-labelledby="broker-status-form-title" data-testid="status-form">
        <FormField id="broker-status" label={t('form.status')} error={getFieldErrorText(errors.status, tShared)}>
          <NativeSelect data-testid="status-select" {...form.register('status')}>
            {REVIEW_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="broker-notes"
          label={
            <>
              {t('form.notes')}{' '}
              <span className="font-normal text-muted-foreground">({isNoteRequired ? t('form.required') : t('translation:common.optional')})</span>
            </>
          }
          hint={isUnchanged ? t('form.notesSameStatusHint') : isDecision ? t('form.notesRequiredHint') : t('form.notesHint')}
          error={getFieldErrorText(errors.notes as FieldError | undefined, tShared)}
        >
          <Textarea maxLength={NOTES_MAX_LENGTH} rows={3} data-testid="status-notes" aria-required={isNoteRequired} {...form.register('notes')} />
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" disabled={mutation.isPending} data-testid="status-submit" className="w-full sm:w-auto">
            {mutation.isPending ? (
              <>
                <Spinner className="size-4 text-current" />
                {t('form.updating')}
              </>
            ) : (
              t('form.submit')
            )}
          </Button>
        </div>
      </form>
    </DetailSection>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CASE_MESSAGE_MAX_LENGTH, ZCaseMessageRequest } from '@core/schemas/cases';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { getApiErrorDetails } from '@/lib/api-client';
import { getFieldErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { usePostMessage } from '../api/post-message';

/** A message on the case (1–2,000 characters, trimmed; the shared schema checks it here and on the server). */
export function MessageForm({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation('case');
  const { t: tShared } = useTranslation();
  const mutation = usePostMessage(assessmentId);
  const form = useForm({ resolver: zodResolver(ZCaseMessageRequest), defaultValues: { body: '' } });
  const { errors } = form.formState;
  const serverError = mutation.error && !getApiErrorDetails(mutation.error).fieldErrors ? getApiErrorDetails(mutation.error).message : null;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => form.reset({ body: '' }),
      onError: (error) => setServerFieldErrors(form.setError, getApiErrorDetails(error).fieldErrors, ['body']),
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3" aria-labelledby="case-message-title" data-testid="case-message-form">
      <h4 id="case-message-title" className="font-semibold">
        {t('message.title')}
      </h4>
      <FormField id="case-message-body" label={t('message.label')} hint={t('message.hint', { max: CASE_MESSAGE_MAX_LENGTH })} error={getFieldErrorText(errors.body, tShared)}>
        <Textarea rows={3} maxLength={CASE_MESSAGE_MAX_LENGTH} data-testid="case-message-body" {...form.register('body')} />
      </FormField>
      {serverError ? (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="case-message-error">
          {serverError}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={mutation.isPending} data-testid="case-message-submit" className="w-full sm:w-auto">
          {mutation.isPending ? <Spinner className="size-4 text-current" /> : <Send aria-hidden="true" />}
          {mutation.isPending ? t('message.sending') : t('message.submit')}
        </Button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZProfileUpdate } from '@core/schemas/account';
import type { CurrentUser } from '@core/schemas/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { getFieldErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useUpdateProfile } from '../../api/update-profile';
import { SettingsSection } from '../settings-section';

const FIELDS = ['firstName', 'lastName'] as const;

/** First and last name (register's rules). */
export function ProfileSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['account', 'translation']);
  const { t: tValidation } = useTranslation('translation');
  const update = useUpdateProfile();
  const form = useForm({ resolver: zodResolver(ZProfileUpdate), defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' } });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '' });
        toast({ title: t('profile.saved') });
      },
      onError: (error) => {
        const details = getApiErrorDetails(error);
        if (!setServerFieldErrors(form.setError, details.fieldErrors, FIELDS)) toast({ variant: 'destructive', title: t('saveFailed'), description: details.message });
      },
    }),
  );

  return (
    <SettingsSection id="profile" title={t('profile.title')} description={t('profile.description')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="settings-first-name" label={t('translation:fields.firstName')} error={getFieldErrorText(errors.firstName, tValidation)}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField id="settings-last-name" label={t('translation:fields.lastName')} error={getFieldErrorText(errors.lastName, tValidation)}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <Button type="submit" className="justify-self-start" disabled={update.isPending || !isDirty} data-testid="profile-save">
          {update.isPending ? <Spinner className="size-4 text-current" /> : null}
          {t('translation:common.save')}
        </Button>
      </form>
    </SettingsSection>
  );
}

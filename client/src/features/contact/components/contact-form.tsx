import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS, ZContactRequest } from '@core/schemas/contact';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth/use-auth';
import { getFullName } from '@/lib/auth/user-name';
import { getApiErrorDetails } from '@/lib/api-client';
import { getFieldErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useSendContactMessage } from '../api/send-contact-message';

const FIELDS = ['name', 'email', 'topic', 'message'] as const;

/**
 * "Contact support" (issue 12): name, e-mail, topic and message, stored for the admins. A
 * signed-in user's name and e-mail are filled in. A field people never see catches robots.
 */
export function ContactForm() {
  const { t } = useTranslation(['account', 'translation']);
  const { t: tValidation } = useTranslation('translation');
  const { user } = useAuth();
  const send = useSendContactMessage();
  const [isSent, setIsSent] = useState(false);
  const form = useForm({
    resolver: zodResolver(ZContactRequest),
    defaultValues: { name: user ? getFullName(user) : '', email: user?.email ?? '', message: '', website: '' },
  });
  const { errors } = form.formState;
  const messageLength = form.watch('message')?.length ?? 0;

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => setIsSent(true),
      onError: (error) => {
        const details = getApiErrorDetails(error);
        if (!setServerFieldErrors(form.setError, details.fieldErrors, FIELDS)) toast({ variant: 'destructive', title: t('contact.failed'), description: details.message });
      },
    }),
  );

  if (isSent) {
    return (
      <Card data-testid="contact-sent">
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center" role="status">
          <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
          <h2 className="text-lg font-semibold">{t('contact.sentTitle')}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{t('contact.sentDescription')}</p>
          <Button asChild variant="outline">
            <Link href="/">{t('translation:common.goHome')}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5" data-testid="contact-form">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="contact-name" label={t('contact.name')} error={getFieldErrorText(errors.name, tValidation)}>
              <Input autoComplete="name" {...form.register('name')} />
            </FormField>
            <FormField id="contact-email" label={t('translation:fields.email')} hint={t('contact.emailHint')} error={getFieldErrorText(errors.email, tValidation)}>
              <EmailInput {...form.register('email')} />
            </FormField>
          </div>
          <FormField id="contact-topic" label={t('contact.topic')} error={getFieldErrorText(errors.topic, tValidation)}>
            <NativeSelect defaultValue="" {...form.register('topic')}>
              <option value="">
                {t('contact.chooseTopic')}
              </option>
              {CONTACT_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {t(`contact.topics.${topic}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id="contact-message"
            label={t('contact.message')}
            hint={t('contact.messageHint', { count: messageLength, max: CONTACT_MESSAGE_MAX })}
            error={getFieldErrorText(errors.message, tValidation)}
          >
            <Textarea rows={6} maxLength={CONTACT_MESSAGE_MAX} {...form.register('message')} />
          </FormField>
          {/* A honeypot: hidden from people and screen readers, filled in by form robots. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor="contact-website">Website</label>
            <input id="contact-website" tabIndex={-1} autoComplete="off" {...form.register('website')} />
          </div>
          <Button type="submit" className="justify-self-start" disabled={send.isPending} data-testid="contact-submit">
            {send.isPending ? <Spinner className="size-4 text-current" /> : <Send aria-hidden="true" />}
            {t('contact.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

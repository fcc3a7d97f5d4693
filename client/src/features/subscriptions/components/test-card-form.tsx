import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical, Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZTestPaymentConfirmRequest } from '@core/schemas/subscriptions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { getApiErrorDetails } from '@/lib/api-client';
import { getFieldErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useConfirmTestPayment } from '../api/confirm-test-payment';
import { formatCardNumber, formatCvc, formatExpiry, paymentSuccessMessage } from '../lib/checkout';
import { usePaymentOutcome } from '../lib/use-payment-outcome';

const ZCardForm = ZTestPaymentConfirmRequest.omit({ clientSecret: true });
const FIELDS = ['cardNumber', 'expiry', 'cvc'] as const;

/**
 * The offline test provider's card form, clearly marked as test mode: no real payment is
 * made. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
 */
export function TestCardForm({ clientSecret, intent, trialDays }: { clientSecret: string; intent: 'payment' | 'setup'; trialDays: number | null }) {
  const { t } = useTranslation(['pricing', 'translation']);
  // Validation messages are keys of the translation namespace (core/schemas).
  const { t: tValidation } = useTranslation('translation');
  const confirm = useConfirmTestPayment();
  const outcome = usePaymentOutcome();
  const form = useForm({
    resolver: zodResolver(ZCardForm),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const { errors } = form.formState;
  // The toast goes after 5 s; the reason stays next to the button until the next attempt.
  const [paymentError, setPaymentError] = useState<string | null>(null);

  const cardNumber = form.register('cardNumber');
  const expiry = form.register('expiry');
  const cvc = form.register('cvc');

  const onSubmit = form.handleSubmit((values) => {
    setPaymentError(null);
    confirm.mutate(
      { clientSecret, ...values },
      {
        onSuccess: () => outcome.succeeded({ isPlanApplied: true, message: paymentSuccessMessage(intent, trialDays) }),
        onError: (error) => {
          const details = getApiErrorDetails(error);
          setServerFieldErrors(form.setError, details.fieldErrors, FIELDS);
          setPaymentError(details.message || t('subscribe.toasts.failedDescription'));
          outcome.failed(details.message);
        },
      },
    );
  });

  const isProcessing = confirm.isPending;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5" data-testid="test-card-form" aria-labelledby="test-card-title">
      <div className="grid gap-3 rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-sm text-amber-950" data-testid="test-mode-notice">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1" id="test-card-title">
          <Badge variant="warning" className="border-amber-400 text-sm">
            <FlaskConical aria-hidden="true" />
            {t('subscribe.test.badge')}
          </Badge>
          <p className="font-semibold">{t('subscribe.test.title')}</p>
        </div>
        <p>{t('subscribe.test.description')}</p>
        {/* A trial charges nothing today: either card is saved, so neither outcome applies yet. */}
        <ul className="grid gap-1">
          <li>
            <span className="font-mono font-semibold">4242 4242 4242 4242</span>
            {intent === 'payment' ? ` — ${t('subscribe.test.succeeds')}` : null}
          </li>
          <li>
            <span className="font-mono font-semibold">4000 0000 0000 0002</span>
            {intent === 'payment' ? ` — ${t('subscribe.test.declined')}` : null}
          </li>
        </ul>
        {intent === 'setup' ? <p data-testid="test-mode-trial-note">{t('subscribe.test.trialNote')}</p> : null}
        <p className="text-xs">{t('subscribe.test.otherFields')}</p>
      </div>

      <FormField id="test-card-number" label={t('subscribe.test.cardNumber')} error={getFieldErrorText(errors.cardNumber, tValidation)}>
        <Input
          {...cardNumber}
          onChange={(event) => {
            event.target.value = formatCardNumber(event.target.value);
            void cardNumber.onChange(event);
          }}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          className="font-mono"
          disabled={isProcessing}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="test-card-expiry" label={t('subscribe.test.expiry')} error={getFieldErrorText(errors.expiry, tValidation)}>
          <Input
            {...expiry}
            onChange={(event) => {
              event.target.value = formatExpiry(event.target.value);
              void expiry.onChange(event);
            }}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('subscribe.test.expiryPlaceholder')}
            className="font-mono"
            disabled={isProcessing}
          />
        </FormField>
        <FormField id="test-card-cvc" label={t('subscribe.test.cvc')} error={getFieldErrorText(errors.cvc, tValidation)}>
          <Input
            {...cvc}
            onChange={(event) => {
              event.target.value = formatCvc(event.target.value);
              void cvc.onChange(event);
            }}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            className="font-mono"
            disabled={isProcessing}
          />
        </FormField>
      </div>

      {paymentError ? (
        <p className="rounded-lg border border-destructive/40 bg-red-50 p-3 text-sm font-medium text-red-900" data-testid="payment-error">
          {paymentError}
        </p>
      ) : null}

      <Button type="submit" size="lg" className="w-full" disabled={isProcessing} data-testid="subscribe-submit">
        {isProcessing ? (
          <>
            <Spinner className="size-4 text-current" />
            {t('subscribe.processing')}
          </>
        ) : (
          <>
            <Lock aria-hidden="true" />
            {intent === 'setup' ? t('subscribe.startTrial') : t('subscribe.submit')}
          </>
        )}
      </Button>
    </form>
  );
}

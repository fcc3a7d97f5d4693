import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { getUserQueryOptions } from '@/lib/auth/get-user';
import { formatDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import type { PaymentSuccessMessage } from './checkout';

/** After Stripe's confirmation the plan changes when its webhook arrives: look again a few times. */
const WEBHOOK_REFRESH_DELAYS_MS = [2000, 5000, 10000];

/**
 * What follows a payment, for both providers (docs/product.md §8): success toast (for a trial,
 * that it started and when the first charge comes: nothing was paid), the user (their plan)
 * refreshed, on to /assessments; failure toast with the provider's message, staying on the
 * form to try again.
 */
export function usePaymentOutcome() {
  const { t } = useTranslation('pricing');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const language = useLanguage();

  const refreshUser = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: getUserQueryOptions().queryKey }),
    [queryClient],
  );

  const succeeded = useCallback(
    ({ isPlanApplied, message }: { isPlanApplied: boolean; message: PaymentSuccessMessage }) => {
      const date = message.firstChargeAt ? formatDate(message.firstChargeAt, language) : '';
      toast({ title: t(message.titleKey), description: t(message.descriptionKey, { date }) });
      refreshUser();
      if (!isPlanApplied) for (const delay of WEBHOOK_REFRESH_DELAYS_MS) window.setTimeout(refreshUser, delay);
      navigate('/assessments');
    },
    [language, navigate, refreshUser, t],
  );

  const failed = useCallback(
    (message?: string) =>
      toast({ variant: 'destructive', title: t('subscribe.toasts.failedTitle'), description: message || t('subscribe.toasts.failedDescription') }),
    [t],
  );

  return { succeeded, failed };
}

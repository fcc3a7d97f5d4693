import { useMemo, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/lib/use-language';
import { paymentSuccessMessage } from '../lib/checkout';
import { usePaymentOutcome } from '../lib/use-payment-outcome';

/** One Stripe.js per publishable key for the visit (loadStripe adds a script tag). */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function getStripe(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

function CheckoutForm({ intent, trialDays }: { intent: 'payment' | 'setup'; trialDays: number | null }) {
  const { t } = useTranslation('pricing');
  const stripe = useStripe();
  const elements = useElements();
  const outcome = usePaymentOutcome();
  const [isProcessing, setIsProcessing] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setIsProcessing(true);
    try {
      // Cards that need no extra step are confirmed here; others (3-D Secure, bank redirects)
      // leave for the bank and come back to /assessments (docs/product.md §7). A trial saves the
      // card (a SetupIntent) to charge when it ends; a paid start confirms the first payment.
      const options = { elements, confirmParams: { return_url: `${window.location.origin}/assessments` }, redirect: 'if_required' as const };
      const { error } = intent === 'setup' ? await stripe.confirmSetup(options) : await stripe.confirmPayment(options);
      if (error) outcome.failed(error.message);
      else outcome.succeeded({ isPlanApplied: false, message: paymentSuccessMessage(intent, trialDays) });
    } catch (error) {
      outcome.failed(error instanceof Error ? error.message : undefined);
    } finally {
      setIsProcessing(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-5" data-testid="stripe-payment-form">
      <PaymentElement />
      <Button type="submit" size="lg" className="w-full" disabled={!stripe || !elements || isProcessing} data-testid="subscribe-submit">
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

/**
 * Stripe's Payment Element (issue 5). Its own chunk, loaded only when the server answers with
 * the Stripe provider: neither Stripe.js nor this code reaches other pages.
 */
export default function StripePaymentForm({
  clientSecret,
  publishableKey,
  intent,
  trialDays,
}: {
  clientSecret: string;
  publishableKey: string;
  intent: 'payment' | 'setup';
  trialDays: number | null;
}) {
  const language = useLanguage();
  const stripe = useMemo(() => getStripe(publishableKey), [publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        locale: language,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#0b5563', borderRadius: '8px' } },
      }}
    >
      <CheckoutForm intent={intent} trialDays={trialDays} />
    </Elements>
  );
}

import { ArrowRight, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import type { Message } from '@core/eligibility/types';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatEur } from '@/lib/format';
import { askBrokerMode, currencyOfStep, NEXT_STEP, outrightShortfall } from '../lib/engine-messages';
import { useResultText } from '../lib/use-result-text';

/**
 * What would make a loan possible (issue 19), when none can be made: each step with its numbers
 * (another loan currency, months to wait, a co-applicant's income, buying outright), and "ask a
 * broker" last: the contact form for a guest or an unsubmitted result, the broker's review for a
 * submitted assessment. A step that switches the loan's currency is a button when the page can
 * re-run the engine.
 */
export function NextSteps({
  steps,
  isSubmitted,
  onChooseLoanCurrency,
}: {
  steps: Message[];
  isSubmitted: boolean;
  onChooseLoanCurrency?: (currency: string) => void;
}) {
  const { t, language, message } = useResultText();
  if (steps.length === 0) return null;
  return (
    <Card className="h-full" data-testid="result-next-steps">
      <CardHeader>
        <CardTitle as="h3">{t('nextSteps.title')}</CardTitle>
        <CardDescription>{t('nextSteps.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3">
          {steps.map((step) => {
            const currency = currencyOfStep(step);
            const shortfall = outrightShortfall(step);
            if (step.key === NEXT_STEP.askBroker) {
              const mode = askBrokerMode(isSubmitted);
              return (
                <li key={step.key} className="grid gap-2 rounded-lg bg-secondary p-3 text-sm text-secondary-foreground" data-testid="result-next-step" data-step="askBroker">
                  <p className="flex items-start gap-2">
                    <MessageCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    {t(mode === 'review' ? 'nextStep.askBrokerReview' : 'nextStep.askBroker')}
                  </p>
                  {mode === 'contact' ? (
                    <Button asChild size="sm" variant="outline" className="w-fit">
                      <Link href="/contact" data-testid="result-ask-broker">
                        {t('nextStep.askBrokerLink')}
                      </Link>
                    </Button>
                  ) : null}
                </li>
              );
            }
            return (
              <li key={step.key} className="grid gap-2 rounded-lg border border-border p-3 text-sm" data-testid="result-next-step" data-step={step.key.split('.').pop()}>
                <p>
                  {message(step)}
                  {shortfall !== null
                    ? ` ${shortfall > 0 ? t('nextStep.buyOutrightShortfall', { shortfall: formatEur(shortfall, language) }) : t('nextStep.buyOutrightCovered')}`
                    : null}
                </p>
                {currency && onChooseLoanCurrency ? (
                  <Button size="sm" variant="outline" className="w-fit" onClick={() => onChooseLoanCurrency(currency)} data-testid="result-next-step-currency">
                    {t('nextStep.showInCurrency', { currency })}
                    <ArrowRight aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}

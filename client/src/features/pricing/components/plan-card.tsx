import { Check, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PlanDefinition } from '@core/plans';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { formatEur, formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import type { PlanButton } from '../lib/plan-button';

function PlanAction({ plan, button, isHighlighted, isTrialOffered }: { plan: PlanDefinition['plan']; button: PlanButton; isHighlighted: boolean; isTrialOffered: boolean }) {
  const { t } = useTranslation('pricing');
  // A label longer than the card is wide wraps onto a second line (Polish "Rozpocznij bezpłatny okres
  // próbny" on a 390 px phone) instead of widening the card past the screen (issue 25).
  const fits = 'h-auto min-h-11 w-full py-2 text-center whitespace-normal';
  const className = cn(buttonVariants({ variant: isHighlighted ? 'default' : 'outline', size: 'lg' }), fits);
  const testId = `plan-button-${plan}`;
  const label = isTrialOffered ? t('startTrial') : t(`plans.${plan}.cta`);

  switch (button.kind) {
    case 'current':
      return (
        <Button size="lg" variant="secondary" className={fits} disabled data-testid={testId}>
          {t('buttons.current')}
        </Button>
      );
    case 'included':
      return (
        <Button size="lg" variant="outline" className={fits} disabled data-testid={testId}>
          {t('buttons.included')}
        </Button>
      );
    case 'subscribe':
      return (
        <Link href={button.href} className={className} data-testid={testId}>
          {label}
        </Link>
      );
    case 'login':
      // Browser navigation, not a client route: the login path is served by the server.
      return (
        <a href={button.href} className={className} data-testid={testId}>
          {label}
        </a>
      );
  }
}

/** One plan: name, price, its free trial, what it includes (core/plans.ts, translated) and its button. */
export function PlanCard({
  definition,
  button,
  isTrialOffered,
  headingLevel = 2,
}: {
  definition: PlanDefinition;
  button: PlanButton;
  /** Choosing this plan starts its free trial (shown on the button). */
  isTrialOffered: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { t } = useTranslation('pricing');
  const language = useLanguage();
  const { plan, isHighlighted } = definition;
  const titleId = `plan-${plan}-title`;

  return (
    <section
      aria-labelledby={titleId}
      data-testid={`plan-card-${plan}`}
      data-current={button.kind === 'current' ? 'true' : undefined}
      className={cn(
        'relative flex flex-col gap-5 rounded-2xl border bg-card p-6 shadow-sm',
        isHighlighted ? 'border-primary ring-2 ring-primary' : 'border-border',
      )}
    >
      {isHighlighted ? <Badge className="absolute -top-3 left-6">{t('mostPopular')}</Badge> : null}
      <div className="grid gap-1">
        <Heading id={titleId} className="flex flex-wrap items-center gap-2 text-xl font-semibold">
          {t(`plans.${plan}.name`)}
          {button.kind === 'current' ? <Badge variant="success">{t('yourPlan')}</Badge> : null}
        </Heading>
        <p className="text-sm text-muted-foreground">{t(`plans.${plan}.tagline`)}</p>
      </div>
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{formatEur(definition.priceEur, language)}</span>
        <span className="text-muted-foreground">{t('perMonth')}</span>
      </p>
      {definition.trialDays ? (
        <p className="flex items-start gap-2 rounded-lg bg-secondary p-3 text-sm text-secondary-foreground" data-testid={`plan-trial-${plan}`}>
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('trial', { count: definition.trialDays, price: formatEur(definition.priceEur, language) })}
        </p>
      ) : null}
      <ul className="grid flex-1 content-start gap-2.5 text-sm" aria-label={t('includes', { plan: t(`plans.${plan}.name`) })}>
        {definition.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {t(`features.${feature}`)}
          </li>
        ))}
        {definition.monthlySubmittedAssessments !== null ? (
          <li className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {t('limits.monthly', { limit: formatNumber(definition.monthlySubmittedAssessments, language) })}
          </li>
        ) : null}
      </ul>
      <PlanAction plan={plan} button={button} isHighlighted={isHighlighted} isTrialOffered={isTrialOffered} />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import type { BuyingPlan } from '../lib/plan-types';
import { StepDoneCheckbox } from './step-done-checkbox';
import type { StepToggle } from './plan-timeline';

/** The steps marked done: listed, not dated; unticking one plans it again. */
export function DoneSteps({ plan, pending, onToggle }: { plan: Pick<BuyingPlan, 'doneKeys' | 'doneSteps'> } & StepToggle) {
  const { t } = useTranslation('plan');
  const language = useLanguage();
  const { doneKeys } = plan;
  // Guarded: when each step was marked done is a later field of the answer.
  const doneAt = new Map((plan.doneSteps ?? []).map((step) => [step.key, step.doneAt]));
  return (
    <section aria-labelledby="plan-done-title" className="grid gap-2">
      <h2 id="plan-done-title" className="text-lg font-semibold">
        {t('done.title')}
      </h2>
      {doneKeys.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('done.none')}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('done.hint')}</p>
          <ul className="grid gap-2" data-testid="plan-done-list">
            {doneKeys.map((key) => (
              <li key={key} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-card p-3" data-testid={`plan-done-${key}`}>
                <span className="grid gap-0.5">
                  <span className="font-medium">{t(`steps.${key}`)}</span>
                  {doneAt.has(key) ? <span className="text-xs text-muted-foreground">{t('done.on', { date: formatDate(doneAt.get(key), language) })}</span> : null}
                </span>
                <StepDoneCheckbox
                  id={`plan-done-box-${key}`}
                  stepTitle={t(`steps.${key}`)}
                  isDone
                  pending={pending[key] ?? null}
                  onChange={(done) => onToggle(key, done)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

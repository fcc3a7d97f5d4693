import { AlarmClockOff, CheckCircle2, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { useLanguage } from '@/lib/use-language';
import { formatClockDuration, responseClockOf } from '../lib/response-clock';

/**
 * "Answer due in 5 hrs" / "Overdue by 2 hrs" / "Answered": the first-answer clock of a case. An
 * overdue one says so in words (and is highlighted), not by colour alone.
 */
export function ResponseClock({ card, now, testId }: { card: { responseDueAt: string | null; firstResponseAt: string | null }; now: number; testId?: string }) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const clock = responseClockOf(card, now);
  if (clock.kind === 'none') return null;
  const isOverdue = clock.kind === 'overdue';
  const Icon = clock.kind === 'answered' ? CheckCircle2 : isOverdue ? AlarmClockOff : Clock;
  return (
    <p
      data-testid={testId}
      data-state={clock.kind}
      data-overdue={isOverdue || undefined}
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-md px-2 py-0.5 text-sm',
        isOverdue ? 'bg-red-100 font-semibold text-red-800' : clock.kind === 'answered' ? 'text-muted-foreground' : 'bg-amber-50 text-amber-900',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {clock.kind === 'answered'
        ? t('pipeline.clock.answered')
        : t(isOverdue ? 'pipeline.clock.overdueBy' : 'pipeline.clock.dueIn', { time: formatClockDuration(clock.ms, language) })}
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

interface StepDoneCheckboxProps {
  id: string;
  stepTitle: string;
  isDone: boolean;
  /** The change is being saved: shown checked as asked, busy, and not sent twice. */
  pending?: boolean | null;
  onChange: (done: boolean) => void;
}

/** "Done" for one step; its name says which step ("Done: Property valuation"). */
export function StepDoneCheckbox({ id, stepTitle, isDone, pending = null, onChange }: StepDoneCheckboxProps) {
  const { t } = useTranslation('plan');
  const isPending = pending !== null;
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="size-5 shrink-0 accent-[var(--color-primary)]"
        checked={isPending ? pending : isDone}
        aria-label={t('timeline.doneLabel', { step: stepTitle })}
        aria-busy={isPending || undefined}
        onChange={(event) => {
          if (!isPending) onChange(event.target.checked);
        }}
        data-testid={id}
      />
      <label htmlFor={id} className="text-sm font-medium">
        {t('timeline.done')}
      </label>
      {isPending ? (
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <Spinner className="size-4" />
          {t('timeline.saving')}
        </span>
      ) : null}
    </div>
  );
}

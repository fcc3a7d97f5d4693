import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CASE_STAGES, type CaseStage } from '@core/case-stages';
import type { BoardCard, BrokerRef } from '@core/schemas/broker-board';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { formatEur } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useUpdateCaseAssignee } from '../api/update-case-assignee';
import { useUpdateCaseStage } from '../api/update-case-stage';
import { CountryRoute } from './country-route';
import { ResponseClock } from './response-clock';

const NOBODY = '';

interface PipelineCardProps {
  card: BoardCard;
  brokers: readonly BrokerRef[];
  now: number;
  onOpen: (id: string) => void;
}

/**
 * One case on the pipeline board: who, where, whose, the first-answer clock, and moving it to
 * another stage or broker with a select and a button (keyboard and screen readers alike; no
 * dragging, and no move on every arrow key of a closed select).
 */
export function PipelineCard({ card, brokers, now, onOpen }: PipelineCardProps) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const [stage, setStage] = useState<CaseStage>(card.stage);
  const [brokerId, setBrokerId] = useState<string>(card.assignedBroker?.id ?? NOBODY);
  const moveStage = useUpdateCaseStage();
  const assign = useUpdateCaseAssignee();
  const name = card.applicantName;
  const titleId = `pipeline-card-title-${card.id}`;
  // The holder may be missing from the list (a former broker): still shown as the current choice.
  const options = card.assignedBroker && !brokers.some((broker) => broker.id === card.assignedBroker?.id) ? [card.assignedBroker, ...brokers] : brokers;

  const failed = (error: unknown) => toast({ variant: 'destructive', title: t('pipeline.toasts.failed'), description: getApiErrorDetails(error).message });

  return (
    <article
      aria-labelledby={titleId}
      data-testid={`pipeline-card-${card.id}`}
      data-overdue={card.isOverdue || undefined}
      className={`grid gap-2 rounded-xl border bg-card p-3 shadow-xs ${card.isOverdue ? 'border-red-300 border-l-4 border-l-red-600' : 'border-border'}`}
    >
      <h4 id={titleId} className="font-semibold">
        <button type="button" className="text-left underline-offset-4 hover:underline" onClick={() => onOpen(card.id)} data-testid={`pipeline-open-${card.id}`}>
          {name}
          <span className="sr-only"> — {t('pipeline.card.open')}</span>
        </button>
      </h4>
      <div className="text-sm">
        <CountryRoute residence={card.residenceCountry} origin={card.propertyCountry} isCompact />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
        <dt className="text-muted-foreground">{t('pipeline.card.broker')}</dt>
        <dd data-testid={`pipeline-card-broker-${card.id}`}>{card.assignedBroker?.name ?? t('pipeline.card.unassigned')}</dd>
        {card.maxLoanAmount !== null ? (
          <>
            <dt className="text-muted-foreground">{t('pipeline.card.maxLoan')}</dt>
            <dd>{formatEur(Number(card.maxLoanAmount), language)}</dd>
          </>
        ) : null}
        {card.openDocumentRequests > 0 ? (
          <>
            <dt className="text-muted-foreground">{t('pipeline.card.openRequests')}</dt>
            <dd>{card.openDocumentRequests}</dd>
          </>
        ) : null}
      </dl>
      <ResponseClock card={card} now={now} testId={`pipeline-clock-${card.id}`} />

      <form
        className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (stage === card.stage) return;
          moveStage.mutate(
            { id: card.id, body: { stage } },
            { onSuccess: (moved) => toast({ title: t('pipeline.toasts.moved', { name, stage: t(`pipeline.stages.${moved.stage}`) }) }), onError: failed },
          );
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={`pipeline-stage-${card.id}`} className="text-xs">
            {t('pipeline.card.stage')}
          </Label>
          <NativeSelect
            id={`pipeline-stage-${card.id}`}
            aria-label={t('pipeline.card.stageOf', { name })}
            data-testid={`pipeline-stage-select-${card.id}`}
            value={stage}
            onChange={(event) => setStage(event.target.value as CaseStage)}
          >
            {CASE_STAGES.map((value) => (
              <option key={value} value={value}>
                {t(`pipeline.stages.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline" disabled={stage === card.stage || moveStage.isPending} data-testid={`pipeline-move-${card.id}`}>
          {t('pipeline.card.move')}
          <span className="sr-only"> {name}</span>
        </Button>
      </form>

      <form
        className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (brokerId === (card.assignedBroker?.id ?? NOBODY)) return;
          assign.mutate(
            { id: card.id, body: { brokerId: brokerId === NOBODY ? null : brokerId } },
            {
              onSuccess: (changed) => toast({ title: t('pipeline.toasts.assigned', { name, broker: changed.assignedBroker?.name ?? t('pipeline.card.unassigned') }) }),
              onError: failed,
            },
          );
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={`pipeline-assignee-${card.id}`} className="text-xs">
            {t('pipeline.card.assignee')}
          </Label>
          <NativeSelect
            id={`pipeline-assignee-${card.id}`}
            aria-label={t('pipeline.card.assigneeOf', { name })}
            data-testid={`pipeline-assignee-select-${card.id}`}
            value={brokerId}
            onChange={(event) => setBrokerId(event.target.value)}
          >
            <option value={NOBODY}>{t('pipeline.card.unassigned')}</option>
            {options.map((broker) => (
              <option key={broker.id} value={broker.id}>
                {broker.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          type="submit"
          variant="outline"
          disabled={brokerId === (card.assignedBroker?.id ?? NOBODY) || assign.isPending}
          data-testid={`pipeline-assign-${card.id}`}
        >
          {t('pipeline.card.assign')}
          <span className="sr-only"> {name}</span>
        </Button>
      </form>
    </article>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CASE_STAGES } from '@core/case-stages';
import type { Board } from '@core/schemas/broker-board';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth/get-user';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useBrokerBoard, type BrokerBoardParams } from '../api/get-broker-board';
import { useBrokers } from '../api/get-brokers';
import { PipelineCard } from './pipeline-card';
import { MINE, PipelineFilters, UNASSIGNED, type PipelineFilterValues } from './pipeline-filters';

const NO_FILTERS: PipelineFilterValues = { stage: '', country: '', broker: '', isOverdueOnly: false };

/** The clocks tick once a minute. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function paramsOf(values: PipelineFilterValues, myId: string | undefined): BrokerBoardParams {
  return {
    stage: values.stage || undefined,
    country: values.country || undefined,
    brokerId: values.broker === MINE ? myId : values.broker === UNASSIGNED ? UNASSIGNED : values.broker || undefined,
    overdue: values.isOverdueOnly || undefined,
  };
}

/** The counters: one per stage and the total they add up to, and the overdue among them. */
function PipelineCounts({ board }: { board: Board }) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const item = (label: string, value: number, testId: string, isAlert = false) => (
    <div key={testId} className={`rounded-lg border px-3 py-2 ${isAlert && value > 0 ? 'border-red-300 bg-red-50' : 'border-border bg-card'}`}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId} data-count={value}>
        {formatNumber(value, language)}
      </dd>
    </div>
  );
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-9" aria-label={t('pipeline.counts.label')}>
      {CASE_STAGES.map((stage) => item(t(`pipeline.stages.${stage}`), board.counts[stage], `pipeline-count-${stage}`))}
      {item(t('pipeline.counts.total'), board.counts.total, 'pipeline-count-total')}
      {item(t('pipeline.counts.overdue'), board.counts.overdue, 'pipeline-count-overdue', true)}
    </dl>
  );
}

/**
 * Issue 24 item 4: the broker's pipeline. Columns by stage (side by side, scrolling sideways on
 * wide screens; stacked on a phone), each with its count and newest cases first.
 */
export function PipelineBoard({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const now = useMinuteClock();
  const { data: me } = useUser();
  const [filters, setFilters] = useState<PipelineFilterValues>(NO_FILTERS);
  const board = useBrokerBoard(paramsOf(filters, me?.id));
  const brokers = useBrokers().data ?? [];
  const isFiltered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  return (
    <section aria-labelledby="pipeline-title" className="grid gap-4" data-testid="pipeline-board">
      <h2 id="pipeline-title" className="text-xl font-semibold">
        {t('pipeline.title')}
      </h2>
      <PipelineFilters values={filters} brokers={brokers} onChange={setFilters} />
      {isFiltered ? (
        <Button variant="outline" className="w-fit" onClick={() => setFilters(NO_FILTERS)} data-testid="pipeline-clear-filters">
          {t('filters.clear')}
        </Button>
      ) : null}

      <div aria-busy={board.isFetching} className="grid gap-4">
        {board.isPending ? (
          <div className="flex min-h-40 items-center justify-center">
            <Spinner className="size-8" label={t('pipeline.loading')} />
          </div>
        ) : board.isError ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-destructive" role="alert">
              {t('pipeline.loadError')}
            </p>
            <Button variant="outline" onClick={() => void board.refetch()}>
              {t('translation:common.tryAgain')}
            </Button>
          </div>
        ) : (
          <>
            <PipelineCounts board={board.data} />
            <div className="grid grid-cols-1 gap-4 md:auto-cols-[minmax(17rem,1fr)] md:grid-flow-col md:grid-cols-none md:overflow-x-auto md:pb-2">
              {board.data.stages
                .filter((column) => !filters.stage || column.stage === filters.stage)
                .map((column) => (
                  <section
                    key={column.stage}
                    aria-labelledby={`pipeline-column-title-${column.stage}`}
                    data-testid={`pipeline-column-${column.stage}`}
                    className="grid content-start gap-3 rounded-xl bg-muted/50 p-3"
                  >
                    <h3 id={`pipeline-column-title-${column.stage}`} className="flex items-baseline justify-between gap-2 font-semibold">
                      <span>{t(`pipeline.stages.${column.stage}`)}</span>
                      <span className="text-sm font-normal text-muted-foreground" data-testid={`pipeline-column-count-${column.stage}`}>
                        {t('pipeline.column.count', { shown: formatNumber(column.cards.length, language), total: formatNumber(column.count, language) })}
                      </span>
                    </h3>
                    {column.cards.length === 0 ? (
                      <p className="text-sm text-muted-foreground">{t('pipeline.column.empty')}</p>
                    ) : (
                      column.cards.map((card) => <PipelineCard key={card.id} card={card} brokers={brokers} now={now} onOpen={onOpen} />)
                    )}
                  </section>
                ))}
            </div>
          </>
        )}
      </div>
    </section>
  );
}

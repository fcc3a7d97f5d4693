import { useState, type ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '@core/constants';
import { DEFAULT_PAGE_SIZE } from '@core/schemas/broker';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { useClampPage, usePagedFilters } from '@/lib/use-paged-filters';
import { useLanguage } from '@/lib/use-language';
import { useBrokerAssessments } from '../api/get-broker-assessments';
import type { EngineExplanation } from '../lib/review';
import { AssessmentFilters } from './assessment-filters';
import { AssessmentList } from './assessment-list';
import { BrokerStats } from './broker-stats';
import { EvaluationDialog } from './evaluation-dialog';
import { PipelineBoard } from './pipeline-board';

/** The broker dashboard (docs/product.md §2.18): counters, the filtered list and the evaluation dialog. */
export function BrokerDashboard({ renderExplanation }: { renderExplanation?: (explanation: EngineExplanation) => ReactNode }) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const list = usePagedFilters<{ status: ReviewStatus | '' }>({ status: '' });
  const { status } = list.filters;
  const { search, page, setPage } = list;
  const [dialog, setDialog] = useState<{ id: string | null; isOpen: boolean }>({ id: null, isOpen: false });

  const query = useBrokerAssessments({ status: status || undefined, search: search || undefined, page, pageSize: DEFAULT_PAGE_SIZE });
  const total = query.data?.total ?? 0;
  const pages = useClampPage(query.data, query.isPlaceholderData, page, DEFAULT_PAGE_SIZE, setPage);

  const pageStatus = t('list.pageStatus', { page: formatNumber(page, language), pages: formatNumber(pages, language) });
  const { isFiltered } = list;

  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('description')} />
      <BrokerStats />

      {/* Issue 24 item 4: the review list and, beside it, the pipeline board. */}
      <Tabs defaultValue="list">
        <TabsList aria-label={t('tabs.label')} className="w-fit">
          <TabsTrigger value="list" data-testid="broker-tab-list">
            {t('tabs.list')}
          </TabsTrigger>
          <TabsTrigger value="pipeline" data-testid="broker-tab-pipeline">
            {t('tabs.pipeline')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="pipeline">
          <PipelineBoard onOpen={(id) => setDialog({ id, isOpen: true })} />
        </TabsContent>
        <TabsContent value="list">
          <section aria-labelledby="broker-list-title" className="grid grid-cols-1 gap-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="broker-list-title" className="text-xl font-semibold">
                {t('list.title')}
              </h2>
              {query.data ? (
                <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="broker-result-count">
                  {t('list.resultCount', { total: formatNumber(total, language) })}
                </p>
              ) : null}
            </div>
            <AssessmentFilters
              status={status}
              onStatusChange={(value) => list.setFilter('status', value)}
              search={list.searchInput}
              onSearchChange={list.setSearchInput}
            />

            <div aria-busy={query.isFetching} className="grid grid-cols-1 gap-4">
              {query.isPending ? (
                <div className="flex min-h-40 items-center justify-center">
                  <Spinner className="size-8" label={t('list.loading')} />
                </div>
              ) : query.isError ? (
                <Card>
                  <CardContent className="grid justify-items-start gap-3">
                    <p className="text-destructive" role="alert">
                      {t('list.loadError')}
                    </p>
                    <Button variant="outline" onClick={() => void query.refetch()}>
                      {t('translation:common.tryAgain')}
                    </Button>
                  </CardContent>
                </Card>
              ) : query.data.items.length === 0 ? (
                <Card>
                  <CardContent className="flex flex-col items-center gap-3 py-12 text-center" data-testid="broker-empty">
                    <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
                    <p className="font-medium">{isFiltered ? t('list.emptyFiltered') : t('list.empty')}</p>
                    {isFiltered ? (
                      <Button
                        variant="outline"
                        onClick={list.clear}
                      >
                        {t('filters.clear')}
                      </Button>
                    ) : null}
                  </CardContent>
                </Card>
              ) : (
                <>
                  <AssessmentList
                    items={query.data.items}
                    onOpen={(id) => setDialog({ id, isOpen: true })}
                    caption={t('list.caption', { page: pageStatus })}
                  />
                  <Pagination
                      page={page}
                      pageCount={pages}
                      onPageChange={setPage}
                      isBusy={query.isPlaceholderData}
                      testIdPrefix="broker-pagination"
                      labels={{ nav: t('list.pagination'), previous: t('list.previous'), next: t('list.next'), status: pageStatus }}
                    />
                </>
              )}
            </div>
          </section>
        </TabsContent>
      </Tabs>

      <EvaluationDialog
        assessmentId={dialog.id}
        isOpen={dialog.isOpen}
        onClose={() => setDialog((current) => ({ ...current, isOpen: false }))}
        renderExplanation={renderExplanation}
      />
    </PageContainer>
  );
}

import { useState } from 'react';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ScoringCategory } from '@core/schemas/admin';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { useScoringConfig } from '../api/get-scoring-config';
import { useUpdateScoringCategory } from '../api/update-scoring-category';
import {
  draftOf,
  isDraftChanged,
  isTotalOnTarget,
  parseCategoryDraft,
  SCORING_TOTAL_TARGET,
  totalActiveWeight,
  type CategoryDraft,
  type CategoryIssues,
} from '../lib/scoring';
import { ErrorState, LoadingState } from './query-states';
import { ScoringCategoryCard } from './scoring-category-card';
import { TabHeader } from './tab-header';

const NO_ISSUES: CategoryIssues = { options: {} };

/** Spec: weights per category with option points; the total of active weights, and a warning when it is not 100. */
export function ScoringTab() {
  const { t } = useTranslation(['admin', 'result', 'translation']);
  const language = useLanguage();
  const { data: config, isPending, isError, refetch } = useScoringConfig();
  const mutation = useUpdateScoringCategory();
  const [drafts, setDrafts] = useState<Record<number, CategoryDraft>>({});
  const [issues, setIssues] = useState<Record<number, CategoryIssues>>({});

  if (isPending) return <LoadingState />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;

  const categories = [...config.categories].sort((a, b) => a.sortOrder - b.sortOrder);
  const total = totalActiveWeight(categories, drafts);
  const isOnTarget = isTotalOnTarget(total);
  const savingId = mutation.isPending ? mutation.variables?.id : undefined;

  const forget = (id: number) => {
    setDrafts(({ [id]: _draft, ...rest }) => rest);
    setIssues(({ [id]: _issues, ...rest }) => rest);
  };

  const save = (category: ScoringCategory) => {
    const draft = drafts[category.id] ?? draftOf(category);
    const { value } = parseCategoryDraft(draft);
    // Problems are shown as they are typed (and Save waits for them to be fixed).
    if (!value) return;
    mutation.mutate(
      { id: category.id, body: value },
      {
        onSuccess: () => {
          forget(category.id);
          toast({ title: t('scoring.toasts.updated') });
        },
        onError: (error) => {
          const details = getApiErrorDetails(error);
          const fieldErrors = details.fieldErrors ?? {};
          const options = Object.fromEntries(
            Object.entries(fieldErrors)
              .filter(([path]) => path.startsWith('options.'))
              .map(([path, message]) => [path.slice('options.'.length), message]),
          );
          setIssues((current) => ({ ...current, [category.id]: { weight: fieldErrors.weight, options } }));
          toast({ variant: 'destructive', title: t('scoring.toasts.updateFailed'), description: details.message });
        },
      },
    );
  };

  return (
    <section aria-labelledby="admin-scoring-title" className="grid grid-cols-1 gap-4">
      <TabHeader
        id="admin-scoring-title"
        title={t('scoring.title')}
        description={t('scoring.description', {
          version: config.version,
          date: config.versionCreatedAt ? formatDateTime(config.versionCreatedAt, language) : '–',
        })}
      />

      <div
        className={cn(
          'sticky top-16 z-10 flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4 shadow-sm',
          isOnTarget ? 'border-green-200 bg-green-50 text-green-950' : 'border-amber-300 bg-amber-50 text-amber-950',
        )}
        aria-live="polite"
      >
        <p className="flex items-center gap-2 font-semibold">
          {isOnTarget ? <CheckCircle2 aria-hidden="true" className="size-5 text-green-700" /> : <AlertTriangle aria-hidden="true" className="size-5 text-amber-700" />}
          <span data-testid="scoring-total" data-total={total}>
            {t('scoring.total', { total, target: SCORING_TOTAL_TARGET })}
          </span>
        </p>
        {isOnTarget ? null : (
          <p className="text-sm" data-testid="scoring-warning">
            {t('scoring.warning', { total, target: SCORING_TOTAL_TARGET })}
          </p>
        )}
      </div>

      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2 [&>*]:min-w-0">
        {categories.map((category) => {
          const draft = drafts[category.id] ?? draftOf(category);
          return (
            <ScoringCategoryCard
              key={category.id}
              category={category}
              draft={draft}
              issues={issues[category.id] ?? (drafts[category.id] ? parseCategoryDraft(draft).issues : NO_ISSUES)}
              isChanged={isDraftChanged(category, drafts[category.id])}
              isSaving={savingId === category.id}
              onChange={(next) => {
                setDrafts((current) => ({ ...current, [category.id]: next }));
                // The server's refusal was about the previous values; what is typed is checked as it is typed.
                setIssues(({ [category.id]: _issues, ...rest }) => rest);
              }}
              onSave={() => save(category)}
              onReset={() => forget(category.id)}
            />
          );
        })}
      </div>
    </section>
  );
}

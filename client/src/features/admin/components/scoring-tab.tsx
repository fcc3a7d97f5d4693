import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { useScoringConfig } from '../api/get-scoring-config';
import { useUpdateScoringConfig } from '../api/update-scoring-config';
import { collectChanges, draftOf, isDraftChanged, issuesFromServer, parseCategoryDraft, totalActiveWeight, type CategoryDraft, type CategoryIssues } from '../lib/scoring';
import { ErrorState, LoadingState } from './query-states';
import { ScoringCategoryCard } from './scoring-category-card';
import { ScoringTotalBar } from './scoring-total-bar';
import { TabHeader } from './tab-header';
import { VerdictCeilingsCard } from './verdict-ceilings-card';

const NO_ISSUES: CategoryIssues = { options: {} };

/**
 * docs/product.md §2.19: weights per category with option points; the total of active weights, and a warning
 * when it is not 100. Issue 12: the total follows the typing, and every category is saved at
 * once (one request, one version) only when the total is 100.
 */
export function ScoringTab() {
  const { t } = useTranslation(['admin', 'result', 'translation']);
  const language = useLanguage();
  const { data: config, isPending, isError, refetch } = useScoringConfig();
  const mutation = useUpdateScoringConfig();
  const [drafts, setDrafts] = useState<Record<number, CategoryDraft>>({});
  // The server's refusals of the last save, per category, until that category is edited again.
  const [serverIssues, setServerIssues] = useState<Record<number, CategoryIssues>>({});

  if (isPending) return <LoadingState />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;

  const categories = [...config.categories].sort((a, b) => a.sortOrder - b.sortOrder);
  // Weights and points are typed the interface language's way (issue 12).
  const total = totalActiveWeight(categories, drafts, language);
  const { changes, issues: typedIssues } = collectChanges(categories, drafts, language);
  const changedCount = categories.filter((category) => isDraftChanged(category, drafts[category.id])).length;

  const save = () =>
    mutation.mutate(
      { categories: changes },
      {
        onSuccess: () => {
          setDrafts({});
          setServerIssues({});
          toast({ title: t('scoring.toasts.updated') });
        },
        onError: (error) => {
          const details = getApiErrorDetails(error);
          setServerIssues(issuesFromServer(details.fieldErrors));
          toast({ variant: 'destructive', title: t('scoring.toasts.updateFailed'), description: details.message });
        },
      },
    );

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

      <ScoringTotalBar
        total={total}
        changedCount={changedCount}
        hasIssues={Object.keys(typedIssues).length > 0}
        isSaving={mutation.isPending}
        onSave={save}
        onDiscard={() => {
          setDrafts({});
          setServerIssues({});
        }}
      />

      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2 [&>*]:min-w-0">
        {categories.map((category) => {
          const draft = drafts[category.id] ?? draftOf(category);
          return (
            <ScoringCategoryCard
              key={category.id}
              category={category}
              draft={draft}
              issues={serverIssues[category.id] ?? (drafts[category.id] ? parseCategoryDraft(draft, language).issues : NO_ISSUES)}
              isChanged={isDraftChanged(category, drafts[category.id])}
              isSaving={mutation.isPending}
              onChange={(next) => {
                setDrafts((current) => ({ ...current, [category.id]: next }));
                // The server's refusal was about the previous values; what is typed is checked as it is typed.
                setServerIssues(({ [category.id]: _issues, ...rest }) => rest);
              }}
            />
          );
        })}
      </div>
      <VerdictCeilingsCard ceilings={config.verdictCeilings} />
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { FullPageSpinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/load-error';
import { useAssessments } from '../api/get-assessments';
import { AssessmentCard } from './assessment-card';
import { AssessmentDetailDialog, type AssessmentDetailSlots } from './assessment-detail-dialog';
import { NoAssessments } from './empty-assessments';
import { assessmentIdFromSearch } from '../lib/assessment-link';

/**
 * The user's assessments as cards (docs/product.md §2.6); a card opens its details, and so does a
 * link to `/assessments?assessment=<id>` (the status e-mail's button, issue 20).
 */
export function AssessmentsList(slots: AssessmentDetailSlots) {
  const { t } = useTranslation(['workspace', 'translation']);
  const query = useAssessments();
  // Kept after closing, so the dialog animates out with its content and focus can go back.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  // Read from the list on every render: a refetch (after an upload, say) updates the dialog too.
  const selected = query.data?.find((assessment) => assessment.id === selectedId) ?? null;
  const linkedId = assessmentIdFromSearch(useSearch());
  const [, navigate] = useLocation();
  const isLinkedListed = Boolean(linkedId && query.data?.some((assessment) => assessment.id === linkedId));

  // A linked assessment opens once the list has it; one that is not the user's opens nothing.
  useEffect(() => {
    if (!linkedId || !isLinkedListed) return;
    setSelectedId(linkedId);
    setIsOpen(true);
  }, [linkedId, isLinkedListed]);

  const changeOpen = (open: boolean) => {
    setIsOpen(open);
    // Closed, the address is the list's again: reloading or going back does not reopen it.
    if (!open && linkedId) navigate('/assessments', { replace: true });
  };

  if (query.isPending) return <FullPageSpinner label={t('translation:common.loading')} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('assessments.loadError')} />;
  if (query.data.length === 0) return <NoAssessments />;

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t('assessments.listLabel')}>
        {query.data.map((assessment) => (
          <li key={assessment.id} className="grid">
            <AssessmentCard
              assessment={assessment}
              onOpen={() => {
                setSelectedId(assessment.id);
                setIsOpen(true);
              }}
            />
          </li>
        ))}
      </ul>
      <AssessmentDetailDialog
        assessment={selected}
        open={isOpen}
        onOpenChange={changeOpen}
        onCloseAutoFocus={(event) => {
          // No Radix trigger here: hand focus back to the card that opened the dialog.
          const opener = document.querySelector<HTMLButtonElement>(`[data-testid="assessment-card-${selectedId}"] button`);
          if (opener) {
            event.preventDefault();
            opener.focus();
          }
        }}
        {...slots}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { useAssessments } from '../api/get-assessments';
import { shortId } from '../lib/assessment-view';
import { Corridor } from './corridor';

/** "Assessment #1a2b3c4d · Germany → Romania · 12 March 2026": which assessment a thing belongs to. */
export function AssessmentLabel({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const { data } = useAssessments();
  const assessment = data?.find((item) => item.id === assessmentId);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 text-muted-foreground" data-testid="assessment-label">
      <span className="font-medium text-foreground">{t('assessments.card.title', { id: shortId(assessmentId) })}</span>
      {assessment ? (
        <>
          <span aria-hidden="true">·</span>
          <Corridor residence={assessment.residenceCountry} origin={assessment.originCountry} />
          <span aria-hidden="true">·</span>
          <span>{formatDate(assessment.submittedAt ?? assessment.createdAt, language)}</span>
        </>
      ) : null}
    </span>
  );
}

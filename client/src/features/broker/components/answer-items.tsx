import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, type AssessmentField, type StoredAnswers } from '@core/assessment-fields';
import { answerText } from '@/lib/answer-text';
import { useLanguage } from '@/lib/use-language';
import { DetailItem } from './detail-list';

/**
 * Answers of one section of the evaluation dialog (core/assessment-fields: shownTo.broker), in
 * the registry's order: each by its field name and the way its kind reads (lib/answer-text.ts),
 * unless `composed` gives the section's own item for it (null: not shown).
 */
export function AnswerItems({
  answers,
  names,
  composed = {},
}: {
  answers: Partial<StoredAnswers>;
  names: readonly AssessmentField[];
  composed?: Partial<Record<AssessmentField, ReactNode>>;
}) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  return names.map((name) =>
    name in composed ? (
      <Fragment key={name}>{composed[name]}</Fragment>
    ) : (
      <DetailItem key={name} label={t(fieldLabelKey(name))}>
        {answerText(name, answers, { t, language }) ?? t('translation:common.notSpecified')}
      </DetailItem>
    ),
  );
}

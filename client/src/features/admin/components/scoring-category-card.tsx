import { useTranslation } from 'react-i18next';
import { SCORING_WEIGHT_MAX, type ScoringCategory } from '@core/schemas/admin';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NumberInput } from '@/components/number-input';
import { FormField } from '@/components/ui/form-field';
import { translateMessage } from '@/lib/form-errors';
import { bandText, orderedOptions, type CategoryDraft, type CategoryIssues } from '../lib/scoring';
import { scoringDescription, scoringOptionLabel } from '../lib/scoring-labels';
import { SwitchField } from './switch-field';

interface ScoringCategoryCardProps {
  category: ScoringCategory;
  draft: CategoryDraft;
  /** Shown after a save was tried (or the server refused it). */
  issues: CategoryIssues;
  isChanged: boolean;
  isSaving: boolean;
  onChange: (draft: CategoryDraft) => void;
}

/**
 * One scoring category: its weight, whether it counts, and the points of each option, with its
 * description and options in words. Saving is for every category at once (ScoringTotalBar).
 */
export function ScoringCategoryCard({ category, draft, issues, isChanged, isSaving, onChange }: ScoringCategoryCardProps) {
  const { t } = useTranslation(['admin', 'result', 'translation']);
  // Issue keys are in the default namespace (with values for the number parser's messages).
  const { t: tShared } = useTranslation();
  const name = t(`result:category.${category.category}`, { defaultValue: category.category });
  const prefix = `scoring-${category.category}`;
  const description = scoringDescription(t, category.category, category.description);
  // Issues found here are translation keys; the server's are already words in the interface language.
  const issueText = (issue: string) => (issue.startsWith('validation.') ? translateMessage(issue, tShared) : issue);
  const optionLabel = (option: string) => scoringOptionLabel(t, category.category, option);

  return (
    <Card data-testid={`scoring-category-${category.category}`} aria-labelledby={`${prefix}-title`} role="group">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h3" id={`${prefix}-title`}>
            {name}
          </CardTitle>
          {!draft.isActive ? <Badge variant="muted">{t('common.inactive')}</Badge> : null}
          {isChanged ? (
            <Badge variant="warning" data-testid={`${prefix}-unsaved`}>
              {t('scoring.unsaved')}
            </Badge>
          ) : null}
        </div>
        {description ? <CardDescription data-testid={`${prefix}-description`}>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)] sm:items-start">
          <FormField
            id={`${prefix}-weight`}
            label={t('scoring.weight')}
            hint={t('scoring.weightHint', { max: SCORING_WEIGHT_MAX })}
            error={issues.weight ? issueText(issues.weight) : undefined}
          >
            <NumberInput
              id={`${prefix}-weight`}
              typed={draft.weight}
              decimals={0}
              value={draft.weight}
              disabled={isSaving}
              onChange={(event) => onChange({ ...draft, weight: event.target.value })}
              data-testid={`scoring-weight-${category.category}`}
            />
          </FormField>
          <SwitchField
            id={`${prefix}-active`}
            label={t('scoring.countsInScore')}
            hint={t('scoring.countsInScoreHint')}
            checked={draft.isActive}
            onCheckedChange={(isActive) => onChange({ ...draft, isActive })}
            testId={`scoring-active-${category.category}`}
          />
        </div>

        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-sm" aria-labelledby={`${prefix}-options-caption`}>
            <caption id={`${prefix}-options-caption`} className="sr-only">
              {t('scoring.optionsCaption', { name })}
            </caption>
            <thead className="bg-muted/60">
              <tr>
                <th scope="col" id={`${prefix}-col-option`} className="px-3 py-2 text-left text-xs font-semibold text-muted-foreground uppercase">
                  {t('scoring.option')}
                </th>
                <th scope="col" className="px-3 py-2 text-left text-xs font-semibold text-muted-foreground uppercase">
                  {t('scoring.band')}
                </th>
                <th scope="col" id={`${prefix}-col-points`} className="w-24 px-3 py-2 text-left text-xs font-semibold text-muted-foreground uppercase">
                  {t('scoring.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {orderedOptions(category).map((option) => {
                const band = bandText(category.bands, option, t('scoring.otherwise'));
                const issue = issues.options[option];
                const rowId = `${prefix}-option-${option}`;
                return (
                  <tr key={option} className="border-t border-border align-top">
                    <th scope="row" id={rowId} className="px-3 py-2 text-left font-medium">
                      <span data-testid={`${prefix}-option-label-${option}`}>{optionLabel(option)}</span>
                    </th>
                    <td className="px-2 py-2 text-muted-foreground tabular-nums sm:px-3">{band ?? '–'}</td>
                    <td className="px-2 py-2 sm:px-3">
                      <NumberInput
                        id={`${rowId}-points`}
                        typed={draft.options[option] ?? ''}
                        decimals={0}
                        className="h-10 w-20 min-w-[4.5rem]"
                        value={draft.options[option] ?? ''}
                        disabled={isSaving}
                        onChange={(event) => onChange({ ...draft, options: { ...draft.options, [option]: event.target.value } })}
                        aria-labelledby={`${prefix}-col-points ${rowId}`}
                        aria-invalid={issue ? true : undefined}
                        aria-describedby={issue ? `${rowId}-error` : undefined}
                        data-testid={`scoring-points-${category.category}-${option}`}
                      />
                      {issue ? (
                        <p id={`${rowId}-error`} className="mt-1 text-xs font-medium text-destructive">
                          {issueText(issue)}
                        </p>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>

      </CardContent>
    </Card>
  );
}

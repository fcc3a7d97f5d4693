import type { Language } from '@core/constants';
import { parseLocalizedNumber } from '@core/number-input/parse-localized-number';
import { SCORING_WEIGHT_MAX, type ScoringCategory } from '@core/schemas/admin';
import { readLocalizedNumber } from '@/lib/localized-number';

/** The active weights must total this (docs/lending-rules.md §6); otherwise the tab warns. */
export const SCORING_TOTAL_TARGET = 100;

/** A category as it is being edited: the inputs' text, so a half-typed number stays visible. */
export interface CategoryDraft {
  weight: string;
  options: Record<string, string>;
  isActive: boolean;
}

export interface CategoryIssues {
  weight?: string;
  /** option -> translation key */
  options: Record<string, string>;
}

export interface ParsedCategory {
  weight: number;
  options: Record<string, number>;
  isActive: boolean;
}

export function draftOf(category: Pick<ScoringCategory, 'weight' | 'options' | 'isActive'>): CategoryDraft {
  return {
    weight: String(category.weight),
    options: Object.fromEntries(Object.entries(category.options).map(([option, points]) => [option, String(points)])),
    isActive: category.isActive,
  };
}

/** A whole number 0..max typed as text in the interface language (core's parser), else null. */
function wholeNumber(text: string, max: number, language: Language): number | null {
  const read = parseLocalizedNumber(text, language, { maxDecimals: 0 });
  return read.ok && read.value >= 0 && read.value <= max ? read.value : null;
}

/**
 * Why a weight or points entry is refused: the parser's message when it is written another
 * language's way or could mean two numbers (naming the field), else the field's own rule
 * ("a whole number from 0 to 100", which says "whole" too).
 */
function wholeNumberIssue(text: string, language: Language, ownKey: string, label: string): string {
  const read = readLocalizedNumber(text, language, 0, label);
  return !read.ok && (read.error === 'separators' || read.error === 'ambiguous') ? read.message : ownKey;
}

/**
 * docs/product.md §5: the weight is a whole number 0–100 and each option's points run from 0 to the
 * category's weight, typed the interface language's way (issue 12; English when not given).
 * Messages are the shared validation keys (translation namespace).
 */
export function parseCategoryDraft(draft: CategoryDraft, language: Language = 'en'): { value: ParsedCategory | null; issues: CategoryIssues } {
  const issues: CategoryIssues = { options: {} };
  const weight = wholeNumber(draft.weight, SCORING_WEIGHT_MAX, language);
  if (weight === null) issues.weight = wholeNumberIssue(draft.weight, language, 'validation.scoring.weight.invalid', 'admin:scoring.weight');
  const options: Record<string, number> = {};
  for (const [option, text] of Object.entries(draft.options)) {
    const points = wholeNumber(text, SCORING_WEIGHT_MAX, language);
    if (points === null) issues.options[option] = wholeNumberIssue(text, language, 'validation.scoring.points.invalid', 'admin:scoring.points');
    else if (weight !== null && points > weight) issues.options[option] = 'validation.scoring.points.max';
    else options[option] = points;
  }
  const isValid = !issues.weight && Object.keys(issues.options).length === 0;
  return { value: isValid && weight !== null ? { weight, options, isActive: draft.isActive } : null, issues };
}

/** The weight the total counts for a draft: what is typed when it is a valid weight, else 0. */
function draftWeight(draft: CategoryDraft, language: Language): number {
  return wholeNumber(draft.weight, SCORING_WEIGHT_MAX, language) ?? 0;
}

/**
 * The total of the active categories' weights as the screen shows them: edited (not yet
 * saved) values count, so the warning follows the typing.
 */
export function totalActiveWeight(
  categories: readonly Pick<ScoringCategory, 'id' | 'weight' | 'isActive'>[],
  drafts: Readonly<Record<number, CategoryDraft | undefined>>,
  language: Language = 'en',
): number {
  return categories.reduce((sum, category) => {
    const draft = drafts[category.id];
    const isActive = draft ? draft.isActive : category.isActive;
    if (!isActive) return sum;
    return sum + (draft ? draftWeight(draft, language) : category.weight);
  }, 0);
}

export const isTotalOnTarget = (total: number) => total === SCORING_TOTAL_TARGET;

/** Whether a draft differs from the saved category. */
export function isDraftChanged(category: Pick<ScoringCategory, 'weight' | 'options' | 'isActive'>, draft: CategoryDraft | undefined): boolean {
  if (!draft) return false;
  const saved = draftOf(category);
  if (saved.isActive !== draft.isActive || saved.weight !== draft.weight.trim()) return true;
  return Object.keys(saved.options).some((option) => saved.options[option] !== (draft.options[option] ?? '').trim());
}

/** A readable band for an option ("≤ 0.6", "6 – 11", "≥ 24", "otherwise"), or null without bands. */
export function bandText(bands: ScoringCategory['bands'], option: string, otherwise: string): string | null {
  const band = bands.find((item) => item.option === option);
  if (!band) return null;
  if (band.min !== undefined && band.max !== undefined) return `${band.min} – ${band.max}`;
  if (band.max !== undefined) return `≤ ${band.max}`;
  if (band.min !== undefined) return `≥ ${band.min}`;
  return otherwise;
}

/** Options in a readable order: the bands' order when the category has bands, else the most points first. */
export function orderedOptions(category: Pick<ScoringCategory, 'options' | 'bands'>): string[] {
  const names = Object.keys(category.options);
  const bandIndex = new Map(category.bands.map((band, index) => [band.option, index]));
  return names.sort((a, b) => {
    const byBand = (bandIndex.get(a) ?? Number.MAX_SAFE_INTEGER) - (bandIndex.get(b) ?? Number.MAX_SAFE_INTEGER);
    return byBand !== 0 ? byBand : category.options[b] - category.options[a];
  });
}

/** A category's change as the batch save sends it (core/schemas/scoring-batch.ts). */
export interface CategoryChange extends ParsedCategory {
  id: number;
}

/**
 * Every edited category, parsed, for one save: the changes, and the problems per category id
 * (a save waits for them to be fixed). Drafts equal to the saved values are left out.
 */
export function collectChanges(
  categories: readonly Pick<ScoringCategory, 'id' | 'weight' | 'options' | 'isActive'>[],
  drafts: Readonly<Record<number, CategoryDraft | undefined>>,
  language: Language = 'en',
): { changes: CategoryChange[]; issues: Record<number, CategoryIssues> } {
  const changes: CategoryChange[] = [];
  const issues: Record<number, CategoryIssues> = {};
  for (const category of categories) {
    const draft = drafts[category.id];
    if (!draft || !isDraftChanged(category, draft)) continue;
    const parsed = parseCategoryDraft(draft, language);
    if (parsed.value) changes.push({ id: category.id, ...parsed.value });
    else issues[category.id] = parsed.issues;
  }
  return { changes, issues };
}

/** The server's field errors of a batch save (`categories.<id>.weight`, `categories.<id>.options.<option>`), per category. */
export function issuesFromServer(fieldErrors: Record<string, string> | undefined): Record<number, CategoryIssues> {
  const issues: Record<number, CategoryIssues> = {};
  for (const [path, message] of Object.entries(fieldErrors ?? {})) {
    const match = /^categories\.(\d+)\.(weight|options\.(.+))$/.exec(path);
    if (!match) continue;
    const id = Number(match[1]);
    const entry = (issues[id] ??= { options: {} });
    if (match[2] === 'weight') entry.weight = message;
    else entry.options[match[3]] = message;
  }
  return issues;
}

import type { TFunction } from 'i18next';
import type { BankImpact, Moves } from '@core/schemas/admin';

/**
 * The impact preview's answer in plain words (issue 19): "Of the 137 most recent assessments in
 * Romania, 41 would change. Verdicts: 12 from partial to eligible. 38 would have this bank as
 * their best match. The maximum loan rises for 40, by up to €36,000 (median €4,000)."
 * `t` is the admin namespace's; amounts are formatted by the caller's `money`.
 */
export interface ImpactWords {
  t: TFunction;
  /** The countries' names in the interface language. */
  countryNames: string[];
  /** EUR, whole euros for loans, cents for payments. */
  money: (amount: number, withCents: boolean) => string;
  /** The bank does not exist yet: no "now" to compare its best matches with. */
  isNewBank: boolean;
}

/** Whether anything would move: Save then waits for this answer to have been seen. */
export const hasEffect = (impact: BankImpact) => impact.changed > 0 || impact.bestMatchAfter !== impact.bestMatchBefore;

function moveSentence(key: string, moves: Moves, words: ImpactWords, withCents: boolean): string {
  return words.t(key, { count: moves.count, largest: words.money(moves.largest, withCents), median: words.money(moves.median, withCents) });
}

/** The answer, sentence by sentence: the summary first, then what moves and by how much. */
export function describeImpact(impact: BankImpact, words: ImpactWords): string[] {
  const { t } = words;
  const place =
    words.countryNames.length === 1
      ? { key: '', values: { country: words.countryNames[0] } }
      : { key: 'Countries', values: { countries: words.countryNames.join(', ') } };
  if (impact.assessed === 0) return [t(`admin:banks.impact.noAssessments${place.key}`, place.values)];

  const sentences: string[] = [];
  sentences.push(
    impact.changed === 0
      ? t(`admin:banks.impact.summaryNone${place.key}`, { count: impact.assessed, ...place.values })
      : t(`admin:banks.impact.summary${place.key}`, { count: impact.assessed, ...place.values, changes: t('admin:banks.impact.changes', { count: impact.changed }) }),
  );
  if (impact.verdictChanges.length > 0) {
    const list = impact.verdictChanges
      .map((change) => t('admin:banks.impact.verdictChange', { count: change.count, from: t(`admin:banks.impact.verdicts.${change.from}`), to: t(`admin:banks.impact.verdicts.${change.to}`) }))
      .join('; ');
    sentences.push(t('admin:banks.impact.verdictChanges', { list }));
  }
  if (impact.bestMatchAfter > 0 || impact.bestMatchBefore > 0) {
    sentences.push(
      words.isNewBank
        ? t('admin:banks.impact.bestMatchNew', { count: impact.bestMatchAfter })
        : t('admin:banks.impact.bestMatch', { count: impact.bestMatchAfter, before: impact.bestMatchBefore }),
    );
  }
  if (impact.bestBankChanged > 0) sentences.push(t('admin:banks.impact.bestBankChanged', { count: impact.bestBankChanged }));
  if (impact.headline.up.count > 0) sentences.push(moveSentence('admin:banks.impact.headlineUp', impact.headline.up, words, false));
  if (impact.headline.down.count > 0) sentences.push(moveSentence('admin:banks.impact.headlineDown', impact.headline.down, words, false));
  if (impact.monthlyPayment.up.count > 0) sentences.push(moveSentence('admin:banks.impact.paymentUp', impact.monthlyPayment.up, words, true));
  if (impact.monthlyPayment.down.count > 0) sentences.push(moveSentence('admin:banks.impact.paymentDown', impact.monthlyPayment.down, words, true));
  if (impact.skipped > 0) sentences.push(t('admin:banks.impact.skipped', { count: impact.skipped }));
  return sentences;
}

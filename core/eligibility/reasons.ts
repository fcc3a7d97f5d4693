import type { ScoredCategory } from './score';
import type { Message } from './types';

/**
 * docs/lending-rules.md §5: show the main reasons. The categories that cost the most points
 * (weight − points), most first; ties keep the display order. A category at full points
 * is never a reason.
 * Key: `result.reason.<category>.<option>`, values: the category's measure plus
 * points, weight and pointsLost.
 */
export function mainReasons(scored: readonly ScoredCategory[], count: number): Message[] {
  return scored
    .map((item, order) => ({ item, order, lost: item.weight - item.points }))
    .filter(({ lost }) => lost > 0)
    .sort((a, b) => b.lost - a.lost || a.order - b.order)
    .slice(0, Math.max(0, count))
    .map(({ item, lost }) => ({
      key: `result.reason.${item.category}.${item.option}`,
      values: { ...item.values, points: item.points, weight: item.weight, pointsLost: lost },
    }));
}

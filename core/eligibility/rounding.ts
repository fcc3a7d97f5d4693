import { fractionToPercent, roundHalfUp } from '../money/round';

/**
 * Rounding helpers: money in results is shown in cents, limits in whole steps. Rounding to places
 * is the money module's decimal half up (62.505 -> 62.51, issue 19 point 10), for ratios too.
 */

export const floorToStep = (value: number, step: number) => (step > 0 ? Math.floor(value / step) * step : value);

export const ceilToStep = (value: number, step: number) => (step > 0 ? Math.ceil(value / step) * step : value);

export const roundTo = (value: number, decimals: number) => roundHalfUp(value, decimals);

export { toCents } from '../money/round';

/** 0.4567 -> 45.7 (for translation values written as "{{dstiPct}} %"); 0.0295 -> 3, as it reads. */
export const toPercent = (fraction: number) => fractionToPercent(fraction, 1);

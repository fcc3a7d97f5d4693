/** Rounding helpers: money in results is shown in cents, limits in whole steps. */

export const floorToStep = (value: number, step: number) => (step > 0 ? Math.floor(value / step) * step : value);

export const ceilToStep = (value: number, step: number) => (step > 0 ? Math.ceil(value / step) * step : value);

export const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

export const toCents = (value: number) => roundTo(value, 2);

/** 0.4567 -> 45.7 (for translation values written as "{{dstiPct}} %"). */
export const toPercent = (fraction: number) => roundTo(fraction * 100, 1);

import { COUNTRY_CAP_BAND_OPTION, type ScoringBand } from './types';

/** The semantics are documented on ScoringBand in types.ts. */

const isCapBand = (band: ScoringBand) => band.option === COUNTRY_CAP_BAND_OPTION && band.max === undefined;
const isCatchAll = (band: ScoringBand) => band.min === undefined && band.max === undefined && !isCapBand(band);

/** Index of the country-cap band, or −1. */
const capBandIndex = (bands: readonly ScoringBand[]) => bands.findIndex(isCapBand);

/**
 * The option a measure falls in; undefined when no band matches.
 * `measure` undefined (not answered) picks the first catch-all band.
 * `cap` is the country cap for a 'le_countryCap' band (undefined: that band and the ones before it never match).
 */
export function pickBandOption(
  bands: readonly ScoringBand[],
  measure: number | undefined,
  cap?: number,
): string | undefined {
  if (measure === undefined || Number.isNaN(measure)) return bands.find(isCatchAll)?.option;
  const capIndex = capBandIndex(bands);
  const isAboveCap = cap === undefined || measure > cap;
  for (let i = 0; i < bands.length; i++) {
    const band = bands[i];
    if (i <= capIndex && isAboveCap) continue;
    if (band.min !== undefined && measure < band.min) continue;
    if (i !== capIndex && band.max !== undefined && measure > band.max) continue;
    return band.option;
  }
  return undefined;
}

/**
 * For improvements: the thresholds a measure could move to in order to land in another band.
 * Lower-is-better measures (DSTI ratio, LTV) move down to a band's upper bound (the cap band's
 * bound is the cap); higher-is-better measures (tenure, reserves) move up to a band's lower bound.
 */
export function bandThresholds(
  bands: readonly ScoringBand[],
  direction: 'lower' | 'higher',
  cap?: number,
): Array<{ option: string; threshold: number }> {
  const capIndex = capBandIndex(bands);
  const thresholds: Array<{ option: string; threshold: number }> = [];
  bands.forEach((band, i) => {
    if (direction === 'higher') {
      if (band.min !== undefined) thresholds.push({ option: band.option, threshold: band.min });
      return;
    }
    if (i === capIndex) {
      if (cap !== undefined) thresholds.push({ option: band.option, threshold: cap });
    } else if (band.max !== undefined) {
      const bound = i < capIndex && cap !== undefined ? Math.min(band.max, cap) : band.max;
      if (i > capIndex || cap !== undefined) thresholds.push({ option: band.option, threshold: bound });
    }
  });
  return thresholds;
}

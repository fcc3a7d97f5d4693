import type { Language } from '@core/constants';

/**
 * The landing page's hand-off to the wizard (docs/product.md §2.3 and §4): the two countries and the
 * interface language, kept in sessionStorage until the wizard reads them once.
 */
export const PRESELECTION_KEY = 'acasa.preselection';

export interface Preselection {
  residenceCountry: string;
  propertyCountry: string;
  language: Language | string;
}

export function setPreselection(preselection: Preselection) {
  try {
    window.sessionStorage.setItem(PRESELECTION_KEY, JSON.stringify(preselection));
  } catch {
    // Storage blocked: the wizard simply starts at step 1.
  }
}

export function getPreselection(): Preselection | null {
  try {
    const raw = window.sessionStorage.getItem(PRESELECTION_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const { residenceCountry, propertyCountry, language } = parsed as Record<string, unknown>;
    if (typeof residenceCountry !== 'string' || typeof propertyCountry !== 'string') return null;
    if (!residenceCountry || !propertyCountry) return null;
    return { residenceCountry, propertyCountry, language: typeof language === 'string' ? language : '' };
  } catch {
    return null;
  }
}

export function clearPreselection() {
  try {
    window.sessionStorage.removeItem(PRESELECTION_KEY);
  } catch {
    // Nothing to do.
  }
}

/** Reads the hand-off and removes it, so a reload or a later visit starts afresh. */
export function takePreselection(): Preselection | null {
  const preselection = getPreselection();
  clearPreselection();
  return preselection;
}

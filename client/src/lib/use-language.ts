import { useTranslation } from 'react-i18next';
import type { Language } from '@core/constants';
import { getCurrentLanguage, isLanguage } from './i18n';

/** The interface language, re-rendering when it changes (for Intl formatting). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : getCurrentLanguage();
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<title> · Acasa" while the page is shown (WCAG 2.4.2). */
export function usePageTitle(title?: string) {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}

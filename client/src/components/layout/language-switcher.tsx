import { lazy, type ComponentProps } from 'react';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_DEFINITIONS } from '@core/languages';
import { Button } from '@/components/ui/button';
import { getCurrentLanguage, isLanguage } from '@/lib/i18n';
import { MenuOnDemand } from './menu-on-demand';

const loadLanguageMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadLanguageMenu);

/** The language shown now, as the switcher names it. */
export function useShownLanguage() {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : getCurrentLanguage();
}

/** The switcher's button: "RO" with a globe, and what it does for screen readers. */
export function LanguageButton(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  const current = useShownLanguage();
  return (
    <Button variant="ghost" size="sm" className="gap-1.5 px-2.5" {...props}>
      <Globe aria-hidden="true" />
      <span className="font-semibold uppercase">{current}</span>
      <span className="sr-only">
        {t('language.change')} (<span lang={current}>{LANGUAGE_DEFINITIONS[current].ownName}</span>)
      </span>
    </Button>
  );
}

/** ro / en / fr (docs/product.md §2.2); each language is named in itself. The menu loads on first use. */
export function LanguageSwitcher() {
  return (
    <MenuOnDemand load={loadLanguageMenu} button={(props) => <LanguageButton {...props} />}>
      <LanguageMenu />
    </MenuOnDemand>
  );
}

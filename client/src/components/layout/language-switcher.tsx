import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@core/constants';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useChangeLanguage } from '@/features/auth/hooks/use-change-language';
import { getCurrentLanguage, isLanguage } from '@/lib/i18n';

/** ro / en / fr (spec section 2); each language is named in itself. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : getCurrentLanguage();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="gap-1.5 px-2.5">
          <Globe aria-hidden="true" />
          <span className="font-semibold uppercase">{current}</span>
          <span className="sr-only">
            {t('language.change')} ({t(`language.names.${current}`)})
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-[10rem]">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(value) => {
            if (isLanguage(value)) void changeLanguage(value);
          }}
        >
          {LANGUAGES.map((language) => (
            <DropdownMenuRadioItem key={language} value={language} lang={language}>
              {t(`language.names.${language}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

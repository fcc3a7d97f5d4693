import { useTranslation } from 'react-i18next';
import { LANGUAGE_DEFINITIONS, LANGUAGES } from '@core/languages';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useChangeLanguage } from '@/lib/auth/use-change-language';
import { isLanguage } from '@/lib/i18n';
import { LanguageButton, useShownLanguage } from './language-switcher';

/** The language switcher's menu (its own chunk): mounted by the first press of its button, open. */
export default function LanguageMenu() {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const current = useShownLanguage();

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <LanguageButton />
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
              {LANGUAGE_DEFINITIONS[language].ownName}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

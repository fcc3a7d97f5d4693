import { useTranslation } from 'react-i18next';
import { LANGUAGE_DEFINITIONS, LANGUAGES } from '@core/languages';
import { useChangeLanguage } from '@/lib/auth/use-change-language';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { SettingsSection } from '../settings-section';

/** The interface language, saved to the account (the same as the top bar's switcher). */
export function LanguageSection() {
  const { t } = useTranslation(['account', 'translation']);
  const current = useLanguage();
  const changeLanguage = useChangeLanguage();

  return (
    <SettingsSection id="language" title={t('language.title')} description={t('language.description')}>
      <fieldset className="grid gap-2">
        <legend className="sr-only">{t('language.title')}</legend>
        <div className="flex flex-wrap gap-2">
          {LANGUAGES.map((language) => (
            <label
              key={language}
              lang={language}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                current === language ? 'border-primary bg-secondary text-secondary-foreground' : 'border-border',
              )}
            >
              <input
                type="radio"
                name="settings-language"
                value={language}
                checked={current === language}
                onChange={() => void changeLanguage(language)}
                className="size-4 accent-[var(--color-primary)]"
                data-testid={`settings-language-${language}`}
              />
              {LANGUAGE_DEFINITIONS[language].ownName}
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}

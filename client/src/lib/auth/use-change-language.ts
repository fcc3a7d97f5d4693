import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@core/constants';
import { toast } from '@/components/ui/use-toast';
import { applyLanguage } from '@/lib/i18n';
import { useUpdateLanguage } from './update-language';
import { useAuth } from './use-auth';

/**
 * docs/product.md §4, language change: switch the interface and remember the choice under
 * `preferredLanguage`; when signed in, also save it to the account (the cached user is
 * refreshed on success, a toast reports a failure).
 */
export function useChangeLanguage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { mutate: saveLanguage } = useUpdateLanguage();
  const isSignedIn = user !== null;

  return useCallback(
    async (language: Language) => {
      await applyLanguage(language);
      if (!isSignedIn) return;
      saveLanguage(language, {
        onError: () =>
          toast({
            variant: 'destructive',
            title: t('common.error'),
            description: t('toasts.languageError'),
          }),
      });
    },
    [isSignedIn, saveLanguage, t],
  );
}

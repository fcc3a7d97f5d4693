import { useEffect } from 'react';
import { useAuth } from '@/lib/auth/use-auth';
import { applyLanguage } from '@/lib/i18n';

/**
 * docs/product.md §4: the interface follows the signed-in user's language. Runs when the
 * account's language becomes known or changes, never when the visitor switches locally.
 */
export function LanguageSync() {
  const { user } = useAuth();
  const accountLanguage = user?.language;

  useEffect(() => {
    if (accountLanguage) void applyLanguage(accountLanguage);
  }, [accountLanguage]);

  return null;
}

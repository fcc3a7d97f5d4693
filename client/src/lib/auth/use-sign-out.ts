import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { useLogout } from './logout';

/**
 * Logout as docs/product.md §4 describes it: on success a confirmation toast and the home
 * page; on failure a destructive toast. `isPending` drives the loading label.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const logoutMutation = useLogout();

  const signOut = () =>
    logoutMutation.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('toasts.loggedOut.title'), description: t('toasts.loggedOut.description') });
        navigate('/');
      },
      onError: () => {
        toast({ variant: 'destructive', title: t('common.error'), description: t('toasts.logoutError') });
      },
    });

  return { signOut, isPending: logoutMutation.isPending };
}

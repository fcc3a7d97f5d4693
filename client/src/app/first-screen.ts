import { preloadPage } from '@/app/pages';
import { getUserQueryOptions } from '@/lib/auth/get-user';
import { hasBootShell } from '@/lib/boot-shell';
import { hasKeptGuestOutcome } from '@/lib/guest-outcome-key';
import i18n from '@/lib/i18n';
import { getCountriesQueryOptions } from '@/lib/queries/get-countries';
import { queryClient } from '@/lib/query-client';

/**
 * Everything the first screen of `path` will ask for, asked at once while React and the
 * translations load (issue 13): each of these used to start only when the component that needs
 * it rendered, a round trip after the one before, and a phone's first screen waited for the chain.
 */
export function prefetchFirstScreen(path: string) {
  // The server sends a static first screen only to a visitor without a session cookie:
  // nobody is signed in, and asking would only delay the page.
  if (hasBootShell()) queryClient.setQueryData(getUserQueryOptions().queryKey, null);
  else void queryClient.prefetchQuery(getUserQueryOptions());
  if (path === '/' && !hasBootShell()) {
    // `/` without the landing's static screen: the request carried a session cookie, so this is
    // most likely the dashboard (issue 22: it waited for the user, then fetched the landing's
    // chunk, then its own). If the session has ended, the landing loads as before.
    preloadPage(path, { isSignedIn: true });
    void i18n.loadNamespaces('workspace');
    return;
  }
  preloadPage(path);
  if (path === '/') void queryClient.prefetchQuery(getCountriesQueryOptions()); // the hero's country selects
  if (path !== '/assessment') return;
  void i18n.loadNamespaces('wizard');
  // A guest's kept result shows at once (issue 12): its chunk and its texts come with the page's,
  // not after its first render. The engine configuration its what-if panel runs on is asked for
  // once the verdict is painted (eligibility-result.tsx). Otherwise: the wizard's chunk, and the
  // countries its first step offers.
  if (hasKeptGuestOutcome()) {
    void import('@/features/eligibility-result').catch(() => undefined);
    void i18n.loadNamespaces('result');
  } else {
    void import('@/features/assessment-wizard').catch(() => undefined);
    void queryClient.prefetchQuery(getCountriesQueryOptions());
  }
}

import '@/lib/zod-config';
import '@/lib/csp-nonce';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadPage } from '@/app/pages';
import { getUserQueryOptions } from '@/features/auth/api/get-user';
import { hasBootShell, removeBootShellLater } from '@/lib/boot-shell';
import { hasKeptGuestOutcome } from '@/lib/guest-outcome-key';
import '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import './index.css';

// Ask who is signed in, and fetch this route's page, while React and the translations load.
// The server sends the landing's static first screen only to a visitor without a session
// cookie (issue 13): nobody is signed in, and asking would only delay the landing page.
if (hasBootShell()) queryClient.setQueryData(getUserQueryOptions().queryKey, null);
else void queryClient.prefetchQuery(getUserQueryOptions());
preloadPage(window.location.pathname);
// A guest's kept result shows at once on /assessment (issue 12): its chunk loads with the page's
// instead of after it (issue 13: the result page's largest paint waited for that round trip).
if (window.location.pathname === '/assessment' && hasKeptGuestOutcome()) void import('@/features/eligibility-result').catch(() => undefined);
removeBootShellLater();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition: React renders in slices of a few ms instead of one long task, so a phone's
// main thread stays free for input while the first page renders (issue 13: total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

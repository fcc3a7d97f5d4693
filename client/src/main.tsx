import '@/lib/csp-nonce';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { prefetchFirstScreen } from '@/app/first-screen';
import { removeBootShellLater } from '@/lib/boot-shell';
import '@/lib/i18n';
import './index.css';

prefetchFirstScreen(window.location.pathname);
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

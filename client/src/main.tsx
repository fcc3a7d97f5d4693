import '@/lib/zod-config';
import '@/lib/csp-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadPage } from '@/app/pages';
import { getUserQueryOptions } from '@/features/auth/api/get-user';
import '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import './index.css';

// Ask who is signed in, and fetch this route's page, while React and the translations load.
void queryClient.prefetchQuery(getUserQueryOptions());
preloadPage(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

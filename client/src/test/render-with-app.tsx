import { Suspense, type ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@core/constants';
import type { CurrentUser } from '@core/schemas/auth';
import { getUserQueryOptions } from '@/lib/auth/get-user';
import { applyLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

/**
 * A component as the app renders it: the app's query client (the signed-in user, or a guest,
 * already in its cache) and i18next in `language`, whose translation files load before the
 * first assertion (the app suspends on them too).
 */
export async function renderWithApp(ui: ReactElement, { language = 'ro', user = null }: { language?: Language; user?: CurrentUser | null } = {}) {
  await applyLanguage(language);
  queryClient.setQueryData(getUserQueryOptions().queryKey, user);
  const events = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
    </QueryClientProvider>,
  );
  return { ...view, user: events };
}

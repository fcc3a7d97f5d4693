import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';
import { ToasterSlot } from '@/components/ui/toaster-slot';
import { queryClient } from '@/lib/query-client';
import { LanguageSync } from './language-sync';

/** Shown while the first translation file loads, so it has no text of its own. */
function BootFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" aria-busy="true">
      <Spinner className="size-8" />
    </div>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<BootFallback />}>
        <LanguageSync />
        {children}
        <ToasterSlot />
      </Suspense>
    </QueryClientProvider>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './footer';
import { Navbar } from './navbar';

export const MAIN_CONTENT_ID = 'main-content';

/** Landmarks every page shares: skip link, header with navigation, main, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-lg bg-primary px-4 py-2 font-medium text-primary-foreground shadow-lg focus:translate-y-0"
      >
        {t('a11y.skipToContent')}
      </a>
      <Navbar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}

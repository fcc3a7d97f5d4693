import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteInfo } from '@core/schemas/site-info';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/lib/use-language';
import { useSiteInfo } from '@/lib/queries/get-site-info';
import { formatLegalDate, LEGAL_TEXTS_DATE, textList } from '../lib/legal-text';

export type LegalPageName = 'privacy' | 'terms' | 'cookies' | 'accessibility' | 'help';

export interface LegalSection {
  id: string;
  /** What follows the section's paragraphs (`<page>.sections.<id>.text`) and list (`.items`). */
  extra?: ReactNode;
  /** Values the section's texts interpolate. */
  values?: Record<string, unknown>;
  /** Drawn instead of the paragraphs and list (the help page's questions). */
  body?: ReactNode;
}

/** A section's paragraphs then its bullet list, from the `legal` namespace. */
export function SectionText({ path, values }: { path: string; values?: Record<string, unknown> }) {
  const { t } = useTranslation('legal');
  const paragraphs = textList(t, `${path}.text`, values);
  const items = textList(t, `${path}.items`, values);
  return (
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {items.length > 0 ? (
        <ul className="grid list-disc gap-2 pl-5">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** A link such as /privacy#rights lands on its section once the page is drawn. */
function useScrollToHash() {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (!id) return;
    const frame = window.requestAnimationFrame(() => document.getElementById(decodeURIComponent(id))?.scrollIntoView());
    return () => window.cancelAnimationFrame(frame);
  }, []);
}

/**
 * A legal or help page (issue 20): its title and introduction, the date it was last reviewed,
 * a table of contents and numbered-free sections, each an h2 with the page's own words. Text
 * wraps at every width: nothing on these pages scrolls sideways on a phone.
 */
export function LegalDocument({ page, sections, sectionsId }: { page: LegalPageName; sections: LegalSection[]; sectionsId?: string }) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  useScrollToHash();
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t(`${page}.title`)} description={t(`${page}.intro`)} />
      <p className="-mt-4 mb-8 text-sm text-muted-foreground">{t('common.lastUpdated', { date: formatLegalDate(LEGAL_TEXTS_DATE, language) })}</p>
      <nav aria-labelledby={`${page}-contents`} className="mb-10 rounded-xl border border-border bg-card p-4 sm:p-5">
        <h2 id={`${page}-contents`} className="mb-2 text-sm font-semibold">
          {t('common.onThisPage')}
        </h2>
        <ol className="grid list-decimal gap-1 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-flex min-h-8 items-center text-primary underline-offset-4 hover:underline">
                {t(`${page}.sections.${section.id}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div id={sectionsId} className="grid scroll-mt-24 gap-10 break-words">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="grid scroll-mt-24 gap-3 leading-relaxed">
            <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
              {t(`${page}.sections.${section.id}.title`)}
            </h2>
            {section.body ?? <SectionText path={`${page}.sections.${section.id}`} values={section.values} />}
            {section.extra}
          </section>
        ))}
      </div>
    </PageContainer>
  );
}

/** Waits for the operator's details the page states; a failure says so with a retry. */
export function WithSiteInfo({ children }: { children: (info: SiteInfo) => ReactNode }) {
  const { t } = useTranslation('legal');
  const query = useSiteInfo();
  if (query.isError) {
    return (
      <PageContainer className="max-w-3xl">
        <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('common.loadError')} />
      </PageContainer>
    );
  }
  if (!query.data) {
    return (
      <div className="flex min-h-[40dvh] items-center justify-center" aria-busy="true">
        <Spinner className="size-8" label={t('common.loading')} />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/**
 * The first screen of the pages a phone opens first, as static HTML per language (issue 13):
 * the real Navbar with the landing's Hero, or with the wizard's page header, rendered at build
 * time with the language's translation files, written to dist/client/boot-shell.json. The
 * server puts the visitor's language's copy into index.html for a signed-out visit, so the
 * page's largest text shows before any JavaScript has loaded; the page replaces it once it has
 * rendered (client/src/lib/boot-shell.ts). Run by `npm run build` after `vite build`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type Resource } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { Router } from 'wouter';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@core/constants';
import { Navbar } from '@/components/layout/navbar';
import { MAIN_CONTENT_ID } from '@/components/layout/app-layout';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Hero } from '@/features/landing/components/hero';
import { getUserQueryOptions } from '@/lib/auth/get-user';
import { translationFileUrl } from '@/lib/i18n-backend';

const ROOT = new URL('../', import.meta.url).pathname;
const NAMESPACES = ['translation', 'landing', 'wizard'] as const;
/** The ids the shell's copy carries get this prefix: the app's own copy has the same ones. */
const ID_PREFIX = 'boot-';

function resourcesFor(languages: Language[]): Resource {
  return Object.fromEntries(
    languages.map((language) => [
      language,
      Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(join(ROOT, 'client/public/locales', language, `${ns}.json`), 'utf8'))])),
    ]),
  );
}

/**
 * The translation files each page's scripts will ask for, named in its shell so the phone
 * fetches them with the entry script instead of a round trip after it (issue 13). Only these
 * small files: preloading the page's chunks too made every byte of them compete with the first
 * screen's (Lighthouse counts what starts before the largest paint), and the entry asks for
 * them as its first act anyway (client/src/app/first-screen.ts).
 */
const PRELOADED_TEXTS: Record<string, string[]> = {
  '/assessment': ['translation', 'wizard', 'result'],
};

function preloadLinks(path: string, language: Language): string {
  return (PRELOADED_TEXTS[path] ?? []).map((ns) => `<link rel="preload" as="fetch" crossorigin href="${translationFileUrl(language, ns)}">`).join('');
}

/** The part of each page the shell shows under the Navbar. */
const PAGES: Record<string, () => ReactNode> = {
  '/': () => <Hero />,
  '/assessment': () => <WizardHeader />,
};

/** The wizard page's header as AssessmentPage renders it before a result (client/src/app/pages/assessment.tsx). */
function WizardHeader() {
  const { t } = useTranslation('translation');
  return (
    <PageContainer className="max-w-6xl">
      <PageHeader title={t('pages.assessment.title')} description={t('pages.assessment.description')} />
    </PageContainer>
  );
}

async function renderShell(path: string, language: Language): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: resourcesFor([...new Set([language, FALLBACK_LANGUAGE])]),
    ns: [...NAMESPACES],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const queryClient = new QueryClient();
  // The server sends the shell only to a visitor without a session: signed out.
  queryClient.setQueryData(getUserQueryOptions().queryKey, null);
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Router ssrPath={path}>
          <div className="flex min-h-dvh flex-col">
            <Navbar />
            <main id={MAIN_CONTENT_ID} className="flex-1">
              {PAGES[path]()}
            </main>
          </div>
        </Router>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return prefixIds(markup);
}

/**
 * id="x" -> id="boot-x", and every reference to it, so the page never has an id twice; test ids
 * dropped, so a test finds the app's element, not its stand-in.
 */
function prefixIds(markup: string): string {
  return markup
    .replace(/ data-testid="[^"]*"/g, '')
    .replace(/\b(id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]+)"/g, (_match, name: string, value: string) =>
      `${name}="${value.split(' ').map((id) => ID_PREFIX + id).join(' ')}"`,
    )
    .replace(/href="#([^"]+)"/g, (_match, id: string) => `href="#${ID_PREFIX}${id}"`);
}

const clientDir = process.argv[2] ?? join(ROOT, 'dist/client');
const shells: Record<string, Record<string, string>> = {};
for (const path of Object.keys(PAGES)) {
  shells[path] = {};
  for (const language of [DEFAULT_LANGUAGE, ...LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)]) {
    shells[path][language] = preloadLinks(path, language) + (await renderShell(path, language));
  }
}
const outFile = join(clientDir, 'boot-shell.json');
writeFileSync(outFile, JSON.stringify(shells));
console.log(`boot shells: ${Object.entries(shells).map(([path, byLanguage]) => `${path} ${(byLanguage[DEFAULT_LANGUAGE].length / 1024).toFixed(1)} KiB`).join(', ')} per language`);
// The app's own i18n module (imported through the components) keeps retry timers alive in Node.
process.exit(0);

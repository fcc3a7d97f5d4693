import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Brand } from './brand';

/** A placeholder footer; the landing page's full footer (spec section 2) replaces or extends it. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="grid gap-2">
          <Brand className="text-base" />
          <p className="max-w-sm text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.nav')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <Link href="/pricing" className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
                {t('nav.pricing')}
              </Link>
            </li>
          </ul>
        </nav>
        <p className="text-sm text-muted-foreground">{t('footer.copyright', { year: 2024 })}</p>
      </div>
    </footer>
  );
}

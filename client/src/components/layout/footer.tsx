import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSiteInfo } from '@/lib/queries/get-site-info';
import { useNearViewport } from '@/lib/use-near-viewport';
import { Brand } from './brand';
import { FOOTER_COLUMNS, socialLinks } from './footer-links';

const linkClass = 'inline-flex min-h-6 items-center text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

/** The social column: only the networks the operator set a page for (issue 20: never `#`). */
function SocialColumn({ isWanted }: { isWanted: boolean }) {
  const { t } = useTranslation();
  const { data } = useSiteInfo(isWanted);
  const links = socialLinks(data?.social);
  if (links.length === 0) return null;
  return (
    <div className="grid content-start gap-3" data-testid="footer-social">
      <h2 className="text-sm font-semibold">{t('footer.social.title')}</h2>
      <ul className="grid gap-2 text-sm">
        {links.map((link) => (
          <li key={link.network}>
            <a href={link.href} className={linkClass} rel="noopener noreferrer" target="_blank">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  // Below the fold: the operator's details load as the visitor scrolls towards the footer.
  const isNear = useNearViewport(ref);
  return (
    <footer ref={ref} className="border-t border-border bg-card">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_3fr] lg:px-8">
        <div className="grid content-start gap-3">
          <Brand className="text-base" />
          <p className="max-w-sm text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.nav')} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.titleKey} className="grid content-start gap-3">
              <h2 className="text-sm font-semibold">{t(column.titleKey)}</h2>
              <ul className="grid gap-2 text-sm">
                {column.links.map((link) => (
                  <li key={link.labelKey}>
                    {link.isRoute ? (
                      <Link href={link.href} className={linkClass}>
                        {t(link.labelKey)}
                      </Link>
                    ) : (
                      <a href={link.href} className={linkClass}>
                        {t(link.labelKey)}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <SocialColumn isWanted={isNear} />
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:px-8">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

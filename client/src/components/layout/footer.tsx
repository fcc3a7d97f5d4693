import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Brand } from './brand';

interface FooterLink {
  labelKey: string;
  href: string;
  /** A client-side route (wouter Link) rather than a plain anchor. */
  isRoute?: boolean;
}

/**
 * Spec section 2, footer: product links (landing sections and pricing), support, legal and four
 * social links. Only pricing and the landing-page anchors lead somewhere yet; the rest are
 * placeholders (spec: "All but pricing are placeholders"), but for the contact form (issue 12).
 */
const COLUMNS: Array<{ titleKey: string; links: FooterLink[] }> = [
  {
    titleKey: 'footer.product.title',
    links: [
      { labelKey: 'footer.product.howItWorks', href: '/#how-it-works' },
      { labelKey: 'footer.product.pricing', href: '/pricing', isRoute: true },
      { labelKey: 'footer.product.bankPartners', href: '/#bank-partners' },
      { labelKey: 'footer.product.successStories', href: '/#success-stories' },
    ],
  },
  {
    titleKey: 'footer.support.title',
    links: [
      { labelKey: 'footer.support.helpCenter', href: '#' },
      { labelKey: 'footer.support.contact', href: '/contact', isRoute: true },
      { labelKey: 'footer.support.faq', href: '#' },
    ],
  },
  {
    titleKey: 'footer.legal.title',
    links: [
      { labelKey: 'footer.legal.privacy', href: '#' },
      { labelKey: 'footer.legal.terms', href: '#' },
      { labelKey: 'footer.legal.cookies', href: '#' },
      { labelKey: 'footer.legal.gdpr', href: '#' },
    ],
  },
];

const SOCIAL = ['Facebook', 'Instagram', 'LinkedIn', 'YouTube'] as const;

const linkClass = 'text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_3fr] lg:px-8">
        <div className="grid content-start gap-3">
          <Brand className="text-base" />
          <p className="max-w-sm text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.nav')} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {COLUMNS.map((column) => (
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
          <div className="grid content-start gap-3">
            <h2 className="text-sm font-semibold">{t('footer.social.title')}</h2>
            <ul className="grid gap-2 text-sm">
              {SOCIAL.map((network) => (
                <li key={network}>
                  <a href="#" className={linkClass}>
                    {network}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:px-8">
          {t('footer.copyright', { year: 2024 })}
        </p>
      </div>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { Brand } from './brand';
import { LanguageSwitcher } from './language-switcher';
import { MobileNav } from './mobile-nav';
import { getNavLinks } from './nav-links';
import { UserMenu } from './user-menu';

/** The top bar (docs/product.md §2.2): links by role, language, account; a drawer below md. */
export function Navbar() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const { user } = useAuth();

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Brand />

        <nav aria-label={t('nav.main')} className="ml-4 hidden md:block">
          <ul className="flex items-center gap-1">
            {getNavLinks(user).map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={location === link.href ? 'page' : undefined}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground"
                >
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher />
          {user ? (
            <div className="hidden md:block">
              <UserMenu user={user} />
            </div>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="hidden md:inline-flex">
                <Link href="/login">{t('nav.logIn')}</Link>
              </Button>
              <Button asChild size="sm">
                <Link href="/register">{t('nav.signUp')}</Link>
              </Button>
            </>
          )}
          <MobileNav user={user} />
        </div>
      </div>
    </header>
  );
}

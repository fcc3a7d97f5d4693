import { useEffect, useRef, useState } from 'react';
import { LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { CurrentUser } from '@core/schemas/auth';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { getFullName } from '@/lib/auth/user-name';
import { cn } from '@/lib/utils';
import { Brand } from './brand';
import { MobileNavButton } from './mobile-nav';
import { getNavLinks } from './nav-links';
import { UserAvatar } from './user-avatar';

const itemClass =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-base font-medium text-foreground transition-colors hover:bg-accent aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground';

/** The drawer itself (its own chunk): mounted by the first press of the menu button, open. */
export default function MobileNavDrawer({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [isOpen, setIsOpen] = useState(true);
  const { signOut, isPending } = useSignOut();
  const userId = user?.id;

  // Close after a navigation or a sign-out (links close it themselves; this covers the rest),
  // but not on mounting: it mounts to open.
  const seen = useRef({ location, userId });
  useEffect(() => {
    if (seen.current.location !== location || seen.current.userId !== userId) setIsOpen(false);
    seen.current = { location, userId };
  }, [location, userId]);

  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      <SheetTrigger asChild>
        <MobileNavButton />
      </SheetTrigger>
      <SheetContent side="right" aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle className="sr-only">{t('nav.menu')}</SheetTitle>
          <Brand onClick={() => setIsOpen(false)} />
        </SheetHeader>

        {user ? (
          <div className="mx-4 flex items-center gap-3 rounded-xl bg-muted p-3">
            <UserAvatar user={user} className="size-11" />
            <div className="min-w-0">
              <p className="truncate font-semibold">{getFullName(user) || t('common.user')}</p>
              <p className="truncate text-sm text-muted-foreground">{user.email}</p>
            </div>
          </div>
        ) : null}

        <nav aria-label={t('nav.main')} className="px-2">
          <ul className="grid gap-1">
            {getNavLinks(user).map((link) => (
              <li key={link.href}>
                <SheetClose asChild>
                  <Link
                    href={link.href}
                    aria-current={location === link.href ? 'page' : undefined}
                    className={itemClass}
                  >
                    {t(link.labelKey)}
                  </Link>
                </SheetClose>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-auto grid gap-2 border-t border-border p-4">
          {user ? (
            <>
              <SheetClose asChild>
                <Link href="/settings" aria-current={location === '/settings' ? 'page' : undefined} className={itemClass} data-testid="drawer-settings">
                  <Settings aria-hidden="true" className="size-5 text-muted-foreground" />
                  {t('nav.settings')}
                </Link>
              </SheetClose>
              <button
                type="button"
                aria-busy={isPending || undefined}
                onClick={() => {
                  if (!isPending) signOut();
                }}
                className={cn(itemClass, 'text-destructive hover:bg-red-50')}
              >
                {isPending ? <Spinner className="size-5 text-current" /> : <LogOut aria-hidden="true" className="size-5" />}
                {isPending ? t('nav.loggingOut') : t('nav.logout')}
              </button>
            </>
          ) : (
            <>
              <SheetClose asChild>
                <Button asChild variant="outline" size="lg">
                  <Link href="/login">{t('nav.logIn')}</Link>
                </Button>
              </SheetClose>
              <SheetClose asChild>
                <Button asChild size="lg">
                  <Link href="/register">{t('nav.signUp')}</Link>
                </Button>
              </SheetClose>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}

import { lazy, type ComponentProps } from 'react';
import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@core/schemas/auth';
import { Button } from '@/components/ui/button';
import { MenuOnDemand } from './menu-on-demand';

const loadMobileNavDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(loadMobileNavDrawer);

/** The menu button below md. */
export function MobileNavButton(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="icon" className="md:hidden" {...props}>
      <Menu aria-hidden="true" className="size-6" />
      <span className="sr-only">{t('nav.openMenu')}</span>
    </Button>
  );
}

/** Below md the menu is a side drawer; it also shows who is signed in (docs/product.md §2.2). It loads on first use. */
export function MobileNav({ user }: { user: CurrentUser | null }) {
  return (
    <MenuOnDemand load={loadMobileNavDrawer} popup="dialog" button={(props) => <MobileNavButton {...props} />}>
      <MobileNavDrawer user={user} />
    </MenuOnDemand>
  );
}

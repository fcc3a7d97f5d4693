import { lazy, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@core/schemas/auth';
import { Button } from '@/components/ui/button';
import { MenuOnDemand } from './menu-on-demand';
import { UserAvatar } from './user-avatar';

const loadUserMenuContent = () => import('./user-menu-content');
const UserMenuContent = lazy(loadUserMenuContent);

/** The avatar button that opens the user menu. */
export function UserMenuButton({ user, ...props }: { user: CurrentUser } & ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="icon" className="rounded-full" {...props}>
      <UserAvatar user={user} />
      <span className="sr-only">{t('nav.userMenu')}</span>
    </Button>
  );
}

/** The avatar button and its menu (docs/product.md §2.2, user menu); the menu loads on first use. */
export function UserMenu({ user }: { user: CurrentUser }) {
  return (
    <MenuOnDemand load={loadUserMenuContent} button={(props) => <UserMenuButton user={user} {...props} />}>
      <UserMenuContent user={user} />
    </MenuOnDemand>
  );
}

import { LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CurrentUser } from '@core/schemas/auth';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { getFullName } from '@/lib/auth/user-name';
import { getUserMenuLinks } from './nav-links';
import { UserMenuButton } from './user-menu';

/** The user menu itself (its own chunk): mounted by the first press of the avatar button, open. */
export default function UserMenuContent({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { signOut, isPending } = useSignOut();
  const fullName = getFullName(user);

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5 py-2">
          <span className="truncate text-sm font-semibold text-foreground">{fullName || t('common.user')}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {getUserMenuLinks(user).map((link) => (
            <DropdownMenuItem key={link.href} asChild>
              <Link href={link.href}>{t(link.labelKey)}</Link>
            </DropdownMenuItem>
          ))}
          {/* docs/product.md §2.2: a Settings item (issue 12: the account's settings page). */}
          <DropdownMenuItem asChild>
            <Link href="/settings" data-testid="user-menu-settings">
              <Settings aria-hidden="true" />
              {t('nav.settings')}
            </Link>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          aria-busy={isPending || undefined}
          onSelect={(event) => {
            // Keep the menu open so the loading label stays visible.
            event.preventDefault();
            if (!isPending) signOut();
          }}
        >
          {isPending ? <Spinner className="size-4 text-current" /> : <LogOut aria-hidden="true" />}
          {isPending ? t('nav.loggingOut') : t('nav.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import type { CurrentUser } from '@core/schemas/auth';
import { canAccessAdmin, canAccessBroker } from '@/lib/auth/roles';

export interface NavLinkItem {
  href: string;
  /** Translation key of the label. */
  labelKey: string;
}

/** docs/product.md §2.2, navigation bar: what the menu shows for this visitor. */
export function getNavLinks(user: CurrentUser | null): NavLinkItem[] {
  if (!user) return [{ href: '/pricing', labelKey: 'nav.pricing' }];
  const links: NavLinkItem[] = [
    { href: '/assessments', labelKey: 'nav.assessments' },
    { href: '/assessment', labelKey: 'nav.assessment' },
    { href: '/pricing', labelKey: 'nav.pricing' },
  ];
  if (canAccessAdmin(user)) links.push({ href: '/admin', labelKey: 'nav.admin' });
  if (canAccessBroker(user)) links.push({ href: '/broker', labelKey: 'nav.broker' });
  return links;
}

/** The user menu's links (docs/product.md §2.2): assessments, the pinned scenarios (issue 14), admin and broker by role. */
export function getUserMenuLinks(user: CurrentUser): NavLinkItem[] {
  const links: NavLinkItem[] = [
    { href: '/assessments', labelKey: 'nav.assessments' },
    { href: '/compare', labelKey: 'nav.compare' },
  ];
  if (canAccessAdmin(user)) links.push({ href: '/admin', labelKey: 'nav.admin' });
  if (canAccessBroker(user)) links.push({ href: '/broker', labelKey: 'nav.broker' });
  return links;
}

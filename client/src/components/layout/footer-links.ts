import type { SiteInfo } from '@core/schemas/site-info';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@core/social-networks';

export interface FooterLink {
  labelKey: string;
  href: string;
  /** A client-side route (wouter Link) rather than a plain anchor. */
  isRoute?: boolean;
}

/**
 * The footer's columns (docs/product.md §2.2): every link leads to a page of its own (issue 20: none
 * is `#`). Legal and help go to the pages of features/legal; GDPR to the privacy policy's rights.
 */
export const FOOTER_COLUMNS: ReadonlyArray<{ titleKey: string; links: readonly FooterLink[] }> = [
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
      { labelKey: 'footer.support.helpCenter', href: '/help', isRoute: true },
      { labelKey: 'footer.support.faq', href: '/help#faq', isRoute: true },
      { labelKey: 'footer.support.contact', href: '/contact', isRoute: true },
    ],
  },
  {
    titleKey: 'footer.legal.title',
    links: [
      { labelKey: 'footer.legal.privacy', href: '/privacy', isRoute: true },
      { labelKey: 'footer.legal.terms', href: '/terms', isRoute: true },
      { labelKey: 'footer.legal.cookies', href: '/cookies', isRoute: true },
      { labelKey: 'footer.legal.gdpr', href: '/privacy#rights', isRoute: true },
      { labelKey: 'footer.legal.accessibility', href: '/accessibility', isRoute: true },
    ],
  },
];

const NETWORK_NAMES: Record<SocialNetwork, string> = { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn', youtube: 'YouTube' };

/** The networks the operator gave a page for, in a fixed order; none while the details are unknown. */
export function socialLinks(social: SiteInfo['social'] | undefined): Array<{ network: SocialNetwork; name: string; href: string }> {
  if (!social) return [];
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = social[network];
    return href ? [{ network, name: NETWORK_NAMES[network], href }] : [];
  });
}

import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SiteInfo } from '@core/schemas/site-info';

/** Each GDPR right, and where in the product (or to whom) a person goes to use it. */
const RIGHTS: ReadonlyArray<{ id: string; href?: string }> = [
  { id: 'access', href: '/settings#data' },
  { id: 'portability', href: '/settings#data' },
  { id: 'rectification', href: '/settings#profile' },
  { id: 'erasure', href: '/settings#data' },
  { id: 'restriction', href: '/contact' },
  { id: 'objection', href: '/settings#notifications' },
  { id: 'automated', href: '/contact' },
  { id: 'withdraw' },
];

const linkClass = 'font-medium text-primary underline underline-offset-4';

export function RightsList({ authority }: { authority: SiteInfo['supervisoryAuthority'] }) {
  const { t } = useTranslation(['legal', 'account', 'notifications']);
  return (
    <ul className="grid gap-3" data-testid="rights-list">
      {RIGHTS.map((right) => (
        <li key={right.id} className="rounded-lg border border-border bg-card p-3">
          <p className="font-semibold">{t(`privacy.rights.${right.id}.name`)}</p>
          <p>
            {t(`privacy.rights.${right.id}.text`)}{' '}
            {right.href ? (
              <Link href={right.href} className={linkClass}>
                {t(`privacy.rights.${right.id}.link`)}
              </Link>
            ) : null}
          </p>
        </li>
      ))}
      <li className="rounded-lg border border-border bg-card p-3" data-testid="supervisory-authority">
        <p className="font-semibold">{t('privacy.rights.complaint.name')}</p>
        <p>{t('privacy.rights.complaint.text', { name: authority.name, address: authority.address })}</p>
        <p>
          <a href={authority.website} className={linkClass} rel="noopener noreferrer" target="_blank">
            {authority.website}
          </a>
        </p>
      </li>
    </ul>
  );
}

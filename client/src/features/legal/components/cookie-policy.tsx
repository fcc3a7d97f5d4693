import { useTranslation } from 'react-i18next';
import type { SiteInfo } from '@core/schemas/site-info';
import { BROWSER_STORAGE, COOKIES, type StoredItem } from '../lib/stored-in-browser';
import { LegalDocument, WithSiteInfo } from './legal-document';

function StoredList({ items, payments, testId }: { items: readonly StoredItem[]; payments: SiteInfo['processors']['payments']; testId: string }) {
  const { t } = useTranslation('legal');
  return (
    <ul className="grid gap-3" data-testid={testId}>
      {items.map((item) => (
        <li key={item.name} className="grid gap-1 rounded-lg border border-border bg-card p-3" data-cookie-name={item.name}>
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <code className="rounded bg-secondary px-1.5 py-0.5 font-mono text-sm break-all">{item.name}</code>
            <span className="text-sm text-muted-foreground">{t(`cookies.where.${item.where}`)}</span>
          </p>
          <p>{t(`cookies.items.${item.id}.purpose`)}</p>
          <p className="text-sm">
            <span className="font-medium">{t('cookies.lifetimeLabel')}</span> {t(`cookies.items.${item.id}.lifetime`)}
          </p>
          {item.isStripe && payments !== 'stripe' ? <p className="text-sm text-muted-foreground">{t('cookies.stripeInactive')}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function Policy({ info }: { info: SiteInfo }) {
  const payments = info.processors.payments;
  return (
    <LegalDocument
      page="cookies"
      sections={[
        { id: 'summary' },
        { id: 'cookies', extra: <StoredList items={COOKIES} payments={payments} testId="cookie-list" /> },
        { id: 'storage', extra: <StoredList items={BROWSER_STORAGE} payments={payments} testId="storage-list" /> },
        { id: 'consent' },
        { id: 'remove' },
      ]}
    />
  );
}

/** Each cookie and browser-storage key the product sets, why and for how long; no tracking. */
export function CookiePolicy() {
  return <WithSiteInfo>{(info) => <Policy info={info} />}</WithSiteInfo>;
}

import { useTranslation } from 'react-i18next';
import type { SiteInfo } from '@core/schemas/site-info';
import { orPlaceholder } from '../lib/legal-text';

/** The processors this deployment uses (GDPR art. 13(1)(e)), named as the operator configured them. */
export function ProcessorList({ processors }: { processors: SiteInfo['processors'] }) {
  const { t } = useTranslation('legal');
  const hosting = orPlaceholder(t, processors.hostingProvider, 'hostingProvider');
  const storage =
    processors.documentStorage === 's3'
      ? t('privacy.processors.storage.s3', { provider: orPlaceholder(t, processors.storageProvider, 'storageProvider') })
      : t(`privacy.processors.storage.${processors.documentStorage}`, { hosting });
  const rows = [
    { id: 'payments', name: t('privacy.processors.payments.name'), text: t(`privacy.processors.payments.${processors.payments}`) },
    {
      id: 'email',
      name: t('privacy.processors.email.name'),
      text: processors.isEmailSent
        ? t('privacy.processors.email.sent', { provider: orPlaceholder(t, processors.emailProvider, 'emailProvider') })
        : t('privacy.processors.email.notSent', { provider: orPlaceholder(t, processors.emailProvider, 'emailProvider') }),
    },
    { id: 'storage', name: t('privacy.processors.storage.name'), text: storage },
    { id: 'hosting', name: t('privacy.processors.hosting.name'), text: t('privacy.processors.hosting.text', { hosting }) },
  ];
  return (
    <dl className="grid gap-3" data-testid="processor-list">
      {rows.map((row) => (
        <div key={row.id} className="grid gap-1 rounded-lg border border-border bg-card p-3">
          <dt className="font-medium">{row.name}</dt>
          <dd>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}

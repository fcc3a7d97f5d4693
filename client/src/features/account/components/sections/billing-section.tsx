import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../settings-section';

/** Billing: the subscription and past payments, drawn by the subscriptions feature (composed by the page). */
export function BillingSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <SettingsSection id="billing" title={t('billing.title')} description={t('billing.description')}>
      {children}
    </SettingsSection>
  );
}

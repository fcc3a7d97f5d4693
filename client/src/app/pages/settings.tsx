import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@core/schemas/auth';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { BillingSection, DataSection, DevicesSection, EmailSection, LanguageSection, PasswordSection, ProfileSection } from '@/features/account';
import { RequireAuth } from '@/features/auth';
import { useAuth } from '@/lib/auth/use-auth';
import { NotificationsSection } from '@/features/notifications';
import { BillingOverview } from '@/features/subscriptions';
import i18n from '@/lib/i18n';

void i18n.loadNamespaces(['account', 'workspace', 'pricing', 'notifications']);

/**
 * The Settings page's sections, in order: one component each, reachable as /settings#id. A new
 * section (e-mail notifications, say) is one more entry here and one more component.
 */
const SECTIONS: ReadonlyArray<{ id: string; labelKey: string; render: (user: CurrentUser) => ReactNode }> = [
  { id: 'profile', labelKey: 'profile.title', render: (user) => <ProfileSection user={user} /> },
  { id: 'email', labelKey: 'email.title', render: (user) => <EmailSection user={user} /> },
  { id: 'language', labelKey: 'language.title', render: () => <LanguageSection /> },
  { id: 'password', labelKey: 'password.title', render: () => <PasswordSection /> },
  { id: 'devices', labelKey: 'devices.title', render: () => <DevicesSection /> },
  { id: 'notifications', labelKey: 'notifications:section.title', render: (user) => <NotificationsSection role={user.role} /> },
  {
    id: 'billing',
    labelKey: 'billing.title',
    render: () => (
      <BillingSection>
        <BillingOverview />
      </BillingSection>
    ),
  },
  { id: 'data', labelKey: 'data.title', render: () => <DataSection /> },
];

function SettingsContent({ user }: { user: CurrentUser }) {
  // Both namespaces: the notifications section's link label is in its own.
  const { t } = useTranslation(['account', 'notifications']);

  // A link such as /settings#billing arrives before the sections exist: scroll once they do.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid gap-8 lg:grid-cols-[12rem_minmax(0,1fr)]">
        <nav aria-label={t('sectionsNav')} className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm lg:grid lg:gap-1">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline lg:min-h-9">
                  {t(section.labelKey)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid min-w-0 gap-6">
          {SECTIONS.map((section) => (
            <div key={section.id}>{section.render(user)}</div>
          ))}
        </div>
      </div>
    </PageContainer>
  );
}

/** The user menu's Settings item (docs/product.md §2.13; issue 12, "an account they own"): signed-in users. */
export default function SettingsPage() {
  const { user } = useAuth();
  return <RequireAuth>{user ? <SettingsContent user={user} /> : null}</RequireAuth>;
}

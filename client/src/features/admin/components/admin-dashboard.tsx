import { BarChart3, Building2, CalendarClock, ClipboardList, Coins, Globe2, History, Inbox, Landmark, Receipt, SlidersHorizontal, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Tabs, TabsContent, TabsTrigger } from '@/components/ui/tabs';
import { AssessmentsTab } from './assessments-tab';
import { AuditTab } from './audit-tab';
import { BanksTab } from './banks-tab';
import { BuyingStepsTab } from './buying-steps-tab';
import { CostsTab } from './costs-tab';
import { CountriesTab } from './countries-tab';
import { ExchangeRatesTab } from './exchange-rates-tab';
import { LendingRulesTab } from './lending-rules-tab';
import { MessagesTab } from './messages-tab';
import { OverviewTab } from './overview-tab';
import { ScoringTab } from './scoring-tab';
import { ScrollingTabsList } from './scrolling-tabs-list';
import { UsersTab } from './users-tab';

const TABS = [
  { value: 'overview', labelKey: 'tabs.overview', icon: BarChart3, Panel: OverviewTab },
  { value: 'assessments', labelKey: 'tabs.assessments', icon: ClipboardList, Panel: AssessmentsTab },
  { value: 'countries', labelKey: 'tabs.countries', icon: Globe2, Panel: CountriesTab },
  { value: 'banks', labelKey: 'tabs.banks', icon: Building2, Panel: BanksTab },
  { value: 'users', labelKey: 'tabs.users', icon: Users, Panel: UsersTab },
  { value: 'scoring', labelKey: 'tabs.scoring', icon: SlidersHorizontal, Panel: ScoringTab },
  { value: 'lending-rules', labelKey: 'tabs.lendingRules', icon: Landmark, Panel: LendingRulesTab },
  { value: 'exchange-rates', labelKey: 'tabs.exchangeRates', icon: Coins, Panel: ExchangeRatesTab },
  { value: 'costs', labelKey: 'tabs.costs', icon: Receipt, Panel: CostsTab },
  { value: 'buying-steps', labelKey: 'tabs.buyingSteps', icon: CalendarClock, Panel: BuyingStepsTab },
  { value: 'messages', labelKey: 'tabs.messages', icon: Inbox, Panel: MessagesTab },
  { value: 'audit', labelKey: 'tabs.audit', icon: History, Panel: AuditTab },
] as const;

type TabValue = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

/**
 * The admin dashboard (docs/product.md §2.19 and issue 6). The open tab is in the address
 * (/admin?tab=banks), so a reload or a shared link opens the same tab. Only the open tab's
 * panel is mounted, so each tab reads its data when first shown.
 */
export function AdminDashboard() {
  const { t } = useTranslation('admin');
  const tabListRef = useRef<HTMLDivElement>(null);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('tab');
  const current: TabValue = isTab(requested) ? requested : 'overview';

  // The tab row scrolls (on a phone, and at 1280 px with 11 tabs): keep the open tab in view (a link to ?tab=exchange-rates, say).
  useEffect(() => {
    tabListRef.current?.querySelector('[data-state="active"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs
        value={current}
        onValueChange={(value) => navigate(value === 'overview' ? location : `${location}?tab=${value}`, { replace: true })}
        activationMode="manual"
      >
        <ScrollingTabsList
          listRef={tabListRef}
          aria-label={t('tabs.label')}
          labels={{ back: t('tabs.scrollBack'), forward: t('tabs.scrollForward') }}
          data-testid="admin-tabs"
        >
          {TABS.map(({ value, labelKey, icon: Icon }) => (
            <TabsTrigger key={value} value={value} data-testid={`admin-tab-${value}`}>
              <Icon aria-hidden="true" />
              {t(labelKey)}
            </TabsTrigger>
          ))}
        </ScrollingTabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value} data-testid={`admin-panel-${value}`}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}

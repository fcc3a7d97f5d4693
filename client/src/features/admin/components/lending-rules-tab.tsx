import { useState } from 'react';
import { BadgeCheck, CircleHelp, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { originOf, type LimitOrigin, type RouteLimit } from '@core/eligibility/limit-origins';
import type { AdminLendingRule } from '@core/schemas/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatPercent } from '@/lib/format';
import { formatCalendarDate } from '@/lib/format-date';
import { useCountryNames } from '@/lib/use-country-names';
import { useLanguage } from '@/lib/use-language';
import { useLendingRules } from '../api/get-lending-rules';
import { limitSourcesOf } from '../lib/lending-rule-form';
import { AddLendingRuleDialog } from './add-lending-rule-dialog';
import { LendingRuleDialog } from './lending-rule-dialog';
import { DataTable } from './resource-list/data-table';
import { actionsColumn, type ResourceColumn } from './resource-list/resource-column';
import { ResourceSection } from './resource-list/resource-section';
import { RowActions } from './resource-list/row-actions';
import { useEditor } from './resource-list/use-editor';
import { ActiveBadge } from './status-badge';

const ORIGIN_BADGE: Record<LimitOrigin, 'success' | 'secondary' | 'muted'> = { regulator: 'success', bank: 'secondary', acasa: 'muted' };

/** Whose a limit is (issue 19), beside its value: the regulator's, the banks' practice or Acasa's prudence. */
function OriginBadge({ rule, limit }: { rule: AdminLendingRule; limit: RouteLimit }) {
  const { t } = useTranslation('admin');
  const origin = originOf(rule.limitOrigins ?? {}, limit);
  return (
    <Badge variant={ORIGIN_BADGE[origin]} className="font-normal" data-testid={`lending-origin-${rule.countryCode}-${rule.loanCurrency}-${limit}`}>
      {t(`lendingRules.origins.${origin}`)}
    </Badge>
  );
}

/** Issue 6: per property country route, the caps, term, age at maturity, rates, verification, notes and source. */
export function LendingRulesTab() {
  const { t } = useTranslation(['admin', 'translation']);
  const language = useLanguage();
  const countryOf = useCountryNames();
  const query = useLendingRules();
  const editor = useEditor<AdminLendingRule>();
  const [isAdding, setIsAdding] = useState(false);
  const percentOf = (fraction: string | null) => (fraction === null ? null : formatPercent(Number(fraction) * 100, language, 1));
  const rate = (percent: number) => formatPercent(percent, language, 2);
  const routeKey = (rule: AdminLendingRule) => `${rule.countryCode}-${rule.loanCurrency}`;

  const columns: ResourceColumn<AdminLendingRule>[] = [
    {
      id: 'country',
      header: t('lendingRules.country'),
      isRowHeader: true,
      className: 'whitespace-nowrap',
      sortValue: (rule) => countryOf(rule.countryCode)?.name ?? rule.countryCode,
      cell: (rule) => {
        const country = countryOf(rule.countryCode);
        return (
          <span className="grid gap-1">
            <span>
              <span aria-hidden="true">{country?.flag}</span> {country?.name ?? rule.countryCode}
            </span>
            <span className="flex flex-wrap gap-1">
              <Badge variant="outline">{t('lendingRules.loansIn', { currency: rule.loanCurrency })}</Badge>
              {rule.isActive ? null : <ActiveBadge isActive={false} />}
            </span>
          </span>
        );
      },
    },
    {
      id: 'dsti',
      header: t('lendingRules.dsti'),
      className: 'whitespace-nowrap tabular-nums',
      sortValue: (rule) => Number(rule.dstiCap),
      cell: (rule) => {
        const firstHome = percentOf(rule.dstiCapFirstHome);
        return (
          <span className="grid gap-0.5">
            <span className="font-medium">{percentOf(rule.dstiCap)}</span>
            <OriginBadge rule={rule} limit="dsti" />
            {firstHome ? <span className="text-xs text-muted-foreground">{t('lendingRules.firstHome', { value: firstHome })}</span> : null}
          </span>
        );
      },
    },
    {
      id: 'ltv',
      header: t('lendingRules.ltv'),
      className: 'whitespace-nowrap tabular-nums',
      sortValue: (rule) => Number(rule.ltvCap),
      cell: (rule) => {
        const firstHome = percentOf(rule.ltvCapFirstHome);
        return (
          <span className="grid gap-0.5">
            <span className="font-medium">{percentOf(rule.ltvCap)}</span>
            <OriginBadge rule={rule} limit="ltv" />
            {firstHome ? <span className="text-xs text-muted-foreground">{t('lendingRules.firstHome', { value: firstHome })}</span> : null}
            <span className="text-xs text-muted-foreground">{t('lendingRules.landCommercial', { value: percentOf(rule.ltvCapLandCommercial) })}</span>
          </span>
        );
      },
    },
    {
      id: 'term',
      header: t('lendingRules.term'),
      className: 'whitespace-nowrap tabular-nums',
      sortValue: (rule) => rule.maxTermYears,
      cell: (rule) => (
        <span className="grid gap-0.5">
          <span className="font-medium">{t('lendingRules.years', { years: rule.maxTermYears })}</span>
          <OriginBadge rule={rule} limit="maxTerm" />
          <span className="text-xs text-muted-foreground">
            {t('lendingRules.landCommercial', { value: t('lendingRules.years', { years: rule.maxTermYearsLandCommercial }) })}
          </span>
        </span>
      ),
    },
    {
      id: 'ageAtMaturity',
      header: t('lendingRules.ageAtMaturity'),
      className: 'tabular-nums',
      sortValue: (rule) => rule.maxAgeAtMaturity,
      cell: (rule) => (
        <span className="grid gap-0.5">
          <span className="font-medium">{rule.maxAgeAtMaturity}</span>
          <OriginBadge rule={rule} limit="maxAgeAtMaturity" />
        </span>
      ),
    },
    { id: 'baseRate', header: t('lendingRules.baseRate'), className: 'tabular-nums', sortValue: (rule) => Number(rule.baseRate), cell: (rule) => rate(Number(rule.baseRate)) },
    {
      id: 'stressRate',
      header: t('lendingRules.stressRate'),
      className: 'whitespace-nowrap tabular-nums',
      sortValue: (rule) => Number(rule.baseRate) + Number(rule.stressAddon),
      cell: (rule) => (
        <span className="grid gap-0.5">
          <span className="font-medium">{rate(Number(rule.baseRate) + Number(rule.stressAddon))}</span>
          <OriginBadge rule={rule} limit="stress" />
          <span className="text-xs text-muted-foreground">{t('lendingRules.addon', { value: rate(Number(rule.stressAddon)) })}</span>
        </span>
      ),
    },
    {
      id: 'verified',
      header: t('lendingRules.verified'),
      sortValue: (rule) => Number(rule.isVerified),
      // Issue 19 (audit): "verified" is the regulator's limits only, never the banks' practice or Acasa's prudence.
      cell: (rule) => (
        <span className="grid gap-1">
          {rule.isVerified ? (
            <Badge variant="success" data-testid={`lending-verified-${routeKey(rule)}`}>
              <BadgeCheck aria-hidden="true" />
              {t('lendingRules.isVerified')}
            </Badge>
          ) : (
            <Badge variant="warning" data-testid={`lending-verified-${routeKey(rule)}`}>
              <CircleHelp aria-hidden="true" />
              {t('lendingRules.notVerified')}
            </Badge>
          )}
          <span className="text-xs text-muted-foreground">{t('lendingRules.verifiedScope')}</span>
        </span>
      ),
    },
    {
      id: 'notesAndSource',
      header: t('lendingRules.notesAndSource'),
      className: 'min-w-[16rem] max-w-[24rem]',
      cell: (rule) => <NotesAndSources rule={rule} />,
    },
    actionsColumn(t('common.actions'), (rule) => (
      <RowActions
        edit={{
          onClick: () => editor.open(rule),
          label: t('lendingRules.editLabel', { route: t('lendingRules.route', { country: countryOf(rule.countryCode)?.name ?? rule.countryCode, currency: rule.loanCurrency }) }),
          testId: `lending-edit-${routeKey(rule)}`,
        }}
      />
    )),
  ];

  return (
    <>
      <ResourceSection
        titleId="admin-lending-title"
        title={t('lendingRules.title')}
        description={t('lendingRules.description')}
        action={
          <Button onClick={() => setIsAdding(true)} data-testid="add-lending-rule">
            <Plus aria-hidden="true" />
            {t('lendingRules.add')}
          </Button>
        }
        query={query}
        items={query.data}
        empty={{ message: t('lendingRules.empty') }}
      >
        {(rules) => (
          <DataTable
            caption={t('lendingRules.caption')}
            captionId="admin-lending-caption"
            testId="admin-lending-table"
            rows={rules}
            columns={columns}
            getRowId={(rule) => String(rule.id)}
            getRowProps={(rule) => ({ 'data-testid': `lending-row-${routeKey(rule)}`, className: 'align-top' })}
          />
        )}
      </ResourceSection>
      <LendingRuleDialog isOpen={editor.isOpen} onOpenChange={editor.setOpen} rule={editor.item} />
      <AddLendingRuleDialog isOpen={isAdding} onOpenChange={setIsAdding} />
    </>
  );
}

/** A route's notes, each limit with its own source (issue 19, audit), the route's reading list and the date it was checked. */
function NotesAndSources({ rule }: { rule: AdminLendingRule }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const sources = limitSourcesOf(rule);
  const route = `${rule.countryCode}-${rule.loanCurrency}`;
  return (
    <span className="grid gap-1 text-xs">
      {rule.notes ? (
        <span className="line-clamp-3" title={rule.notes}>
          {rule.notes}
        </span>
      ) : null}
      {sources.length > 0 ? (
        <ul className="grid gap-0.5" data-testid={`lending-sources-${route}`}>
          {sources.map(({ limit, source }) => (
            <li key={limit} className="line-clamp-2" title={source} data-limit={limit}>
              <span className="font-medium">{t(`lendingRules.limits.${limit}`)}:</span> {source}
            </li>
          ))}
        </ul>
      ) : null}
      {rule.source ? (
        <span className="line-clamp-2 text-muted-foreground" title={rule.source}>
          {t('lendingRules.sourceLabel', { source: rule.source })}
        </span>
      ) : null}
      {rule.verifiedOn ? (
        <span className="text-muted-foreground" data-testid={`lending-checked-${route}`}>
          {t('lendingRules.checkedOn', { date: formatCalendarDate(rule.verifiedOn, language) })}
        </span>
      ) : null}
      {!rule.notes && !rule.source && !rule.verifiedOn && sources.length === 0 ? <span className="text-muted-foreground">–</span> : null}
    </span>
  );
}

import { useState } from 'react';
import { BadgeCheck, CircleHelp, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { originOf, type LimitOrigin, type RouteLimit } from '@core/eligibility/limit-origins';
import type { AdminLendingRule } from '@core/schemas/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { STICKY_END_CELL, STICKY_END_HEAD, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHead } from '@/components/ui/table';
import { formatPercent } from '@/lib/format';
import { formatCalendarDate } from '@/lib/format-date';
import { useCountryNames } from '@/lib/use-country-names';
import { useLanguage } from '@/lib/use-language';
import { useLendingRules } from '../api/get-lending-rules';
import { limitSourcesOf } from '../lib/lending-rule-form';
import { LendingRuleDialog } from './lending-rule-dialog';
import { EmptyState, ErrorState, LoadingState } from './query-states';
import { ActiveBadge } from './status-badge';
import { TabHeader } from './tab-header';

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
  const { data: rules, isPending, isError, refetch } = useLendingRules();
  const [editing, setEditing] = useState<{ rule: AdminLendingRule | null; isOpen: boolean }>({ rule: null, isOpen: false });
  const percentOf = (fraction: string | null) => (fraction === null ? null : formatPercent(Number(fraction) * 100, language, 1));
  const rate = (percent: number) => formatPercent(percent, language, 2);

  return (
    <section aria-labelledby="admin-lending-title" className="grid grid-cols-1 gap-4">
      <TabHeader id="admin-lending-title" title={t('lendingRules.title')} description={t('lendingRules.description')} />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : rules.length === 0 ? (
        <EmptyState>{t('lendingRules.empty')}</EmptyState>
      ) : (
        <Table caption={t('lendingRules.caption')} captionId="admin-lending-caption" data-testid="admin-lending-table">
          <TableHeader>
            <TableRow>
              <TableHead>{t('lendingRules.country')}</TableHead>
              <TableHead>{t('lendingRules.dsti')}</TableHead>
              <TableHead>{t('lendingRules.ltv')}</TableHead>
              <TableHead>{t('lendingRules.term')}</TableHead>
              <TableHead>{t('lendingRules.ageAtMaturity')}</TableHead>
              <TableHead>{t('lendingRules.baseRate')}</TableHead>
              <TableHead>{t('lendingRules.stressRate')}</TableHead>
              <TableHead>{t('lendingRules.verified')}</TableHead>
              <TableHead>{t('lendingRules.notesAndSource')}</TableHead>
              <TableHead className={STICKY_END_HEAD}>
                <span className="sr-only">{t('common.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rules.map((rule) => {
              const country = countryOf(rule.countryCode);
              const base = Number(rule.baseRate);
              const firstHomeDsti = percentOf(rule.dstiCapFirstHome);
              const firstHomeLtv = percentOf(rule.ltvCapFirstHome);
              const sources = limitSourcesOf(rule);
              return (
                <TableRow key={rule.id} data-testid={`lending-row-${rule.countryCode}-${rule.loanCurrency}`} className="align-top">
                  <TableRowHead className="whitespace-nowrap">
                    <span className="grid gap-1">
                      <span>
                        <span aria-hidden="true">{country?.flag}</span> {country?.name ?? rule.countryCode}
                      </span>
                      <span className="flex flex-wrap gap-1">
                        <Badge variant="outline">{t('lendingRules.loansIn', { currency: rule.loanCurrency })}</Badge>
                        {rule.isActive ? null : <ActiveBadge isActive={false} />}
                      </span>
                    </span>
                  </TableRowHead>
                  <TableCell className="whitespace-nowrap tabular-nums">
                    <span className="grid gap-0.5">
                      <span className="font-medium">{percentOf(rule.dstiCap)}</span>
                      <OriginBadge rule={rule} limit="dsti" />
                      {firstHomeDsti ? <span className="text-xs text-muted-foreground">{t('lendingRules.firstHome', { value: firstHomeDsti })}</span> : null}
                    </span>
                  </TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">
                    <span className="grid gap-0.5">
                      <span className="font-medium">{percentOf(rule.ltvCap)}</span>
                      <OriginBadge rule={rule} limit="ltv" />
                      {firstHomeLtv ? <span className="text-xs text-muted-foreground">{t('lendingRules.firstHome', { value: firstHomeLtv })}</span> : null}
                      <span className="text-xs text-muted-foreground">{t('lendingRules.landCommercial', { value: percentOf(rule.ltvCapLandCommercial) })}</span>
                    </span>
                  </TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">
                    <span className="grid gap-0.5">
                      <span className="font-medium">{t('lendingRules.years', { years: rule.maxTermYears })}</span>
                      <OriginBadge rule={rule} limit="maxTerm" />
                      <span className="text-xs text-muted-foreground">
                        {t('lendingRules.landCommercial', { value: t('lendingRules.years', { years: rule.maxTermYearsLandCommercial }) })}
                      </span>
                    </span>
                  </TableCell>
                  <TableCell className="tabular-nums">
                    <span className="grid gap-0.5">
                      <span className="font-medium">{rule.maxAgeAtMaturity}</span>
                      <OriginBadge rule={rule} limit="maxAgeAtMaturity" />
                    </span>
                  </TableCell>
                  <TableCell className="tabular-nums">{rate(base)}</TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">
                    <span className="grid gap-0.5">
                      <span className="font-medium">{rate(base + Number(rule.stressAddon))}</span>
                      <OriginBadge rule={rule} limit="stress" />
                      <span className="text-xs text-muted-foreground">{t('lendingRules.addon', { value: rate(Number(rule.stressAddon)) })}</span>
                    </span>
                  </TableCell>
                  <TableCell>
                    {/* Issue 19 (audit): "verified" is the regulator's limits only, never the banks' practice or Acasa's prudence. */}
                    <span className="grid gap-1">
                      {rule.isVerified ? (
                        <Badge variant="success" data-testid={`lending-verified-${rule.countryCode}-${rule.loanCurrency}`}>
                          <BadgeCheck aria-hidden="true" />
                          {t('lendingRules.isVerified')}
                        </Badge>
                      ) : (
                        <Badge variant="warning" data-testid={`lending-verified-${rule.countryCode}-${rule.loanCurrency}`}>
                          <CircleHelp aria-hidden="true" />
                          {t('lendingRules.notVerified')}
                        </Badge>
                      )}
                      <span className="text-xs text-muted-foreground">{t('lendingRules.verifiedScope')}</span>
                    </span>
                  </TableCell>
                  <TableCell className="min-w-[16rem] max-w-[24rem]">
                    <span className="grid gap-1 text-xs">
                      {rule.notes ? <span className="line-clamp-3" title={rule.notes}>{rule.notes}</span> : null}
                      {sources.length > 0 ? (
                        // Each limit with its own source (issue 19, audit), not the route's whole reading list.
                        <ul className="grid gap-0.5" data-testid={`lending-sources-${rule.countryCode}-${rule.loanCurrency}`}>
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
                        <span className="text-muted-foreground" data-testid={`lending-checked-${rule.countryCode}-${rule.loanCurrency}`}>
                          {t('lendingRules.checkedOn', { date: formatCalendarDate(rule.verifiedOn, language) })}
                        </span>
                      ) : null}
                      {!rule.notes && !rule.source && !rule.verifiedOn && sources.length === 0 ? <span className="text-muted-foreground">–</span> : null}
                    </span>
                  </TableCell>
                  <TableCell className={STICKY_END_CELL}>
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => setEditing({ rule, isOpen: true })}
                      aria-label={t('lendingRules.editLabel', { route: t('lendingRules.route', { country: country?.name ?? rule.countryCode, currency: rule.loanCurrency }) })}
                      data-testid={`lending-edit-${rule.countryCode}-${rule.loanCurrency}`}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <LendingRuleDialog isOpen={editing.isOpen} onOpenChange={(isOpen) => setEditing((current) => ({ ...current, isOpen }))} rule={editing.rule} />
    </section>
  );
}

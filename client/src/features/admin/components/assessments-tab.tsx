import { useTranslation } from 'react-i18next';
import { MAX_SCORE, REVIEW_STATUSES, type ReviewStatus } from '@core/constants';
import type { AdminAssessmentItem } from '@core/schemas/admin';
import { DEFAULT_PAGE_SIZE } from '@core/schemas/broker';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatEur, formatMoney, formatNumber } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useClampPage, usePagedFilters } from '@/lib/use-paged-filters';
import { useLanguage } from '@/lib/use-language';
import { useAdminAssessments } from '../api/get-admin-assessments';
import { CountryCodes } from './country-codes';
import { ListToolbar } from './list-toolbar';
import { EmptyState, ErrorState, LoadingState } from './query-states';
import { StatusBadge } from './status-badge';

// Drafts are their owners' alone (issue 11): never listed, so not a filter either.
const isStatus = (value: string): value is ReviewStatus => (REVIEW_STATUSES as readonly string[]).includes(value);
const amount = (value: string | null) => (value === null || value === '' ? null : Number(value));

const dash = <span className="text-muted-foreground">–</span>;

/** Issue 19: the household the result counted: the co-applicant's income, currency, employment and age; the dependants. */
function Household({ item }: { item: AdminAssessmentItem }) {
  const { t } = useTranslation(['admin', 'translation']);
  const language = useLanguage();
  const coIncome = amount(item.coApplicantIncome);
  const hasCoApplicant = coIncome !== null && coIncome > 0;
  if (!hasCoApplicant && !item.dependants) return <span className="text-sm text-muted-foreground">{t('assessments.alone')}</span>;
  return (
    <div className="grid gap-0.5 text-sm">
      {hasCoApplicant ? (
        <span className="tabular-nums">{t('assessments.coApplicant', { income: formatMoney(coIncome, item.coApplicantIncomeCurrency ?? 'EUR', language) })}</span>
      ) : null}
      {hasCoApplicant && (item.coApplicantEmploymentType || item.coApplicantAge !== null) ? (
        <span className="text-xs text-muted-foreground">
          {[
            item.coApplicantEmploymentType ? t(`translation:enums.employmentType.${item.coApplicantEmploymentType}`, { defaultValue: item.coApplicantEmploymentType }) : null,
            item.coApplicantAge !== null ? t('assessments.age', { age: item.coApplicantAge }) : null,
          ]
            .filter(Boolean)
            .join(', ')}
        </span>
      ) : null}
      {item.dependants ? <span className="text-xs text-muted-foreground">{t('assessments.dependants', { count: item.dependants })}</span> : null}
    </div>
  );
}

/** Issue 19: the loan the result offers (its bank, amount and first instalment), or "no loan" when none can be made. */
function OfferedLoan({ item }: { item: AdminAssessmentItem }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  if (!item.loan) return item.verdict === 'not_eligible' ? <span className="text-sm text-muted-foreground">{t('assessments.noLoan')}</span> : dash;
  const { loan } = item;
  return (
    <div className="grid gap-0.5">
      <span className="tabular-nums">{formatEur(loan.amount, language)}</span>
      <span className="text-xs text-muted-foreground tabular-nums">{t('assessments.perMonth', { payment: formatEur(loan.monthlyPayment, language, { cents: true }) })}</span>
      {loan.bankName ? <span className="text-xs text-muted-foreground">{loan.bankName}</span> : null}
    </div>
  );
}

/** docs/product.md §2.19: user, countries, income and currency with employment type, loan and maximum, property, status, score, date; issue 19: the household and the loan offered. */
export function AssessmentsTab() {
  const { t } = useTranslation(['admin', 'translation']);
  const language = useLanguage();
  const list = usePagedFilters<{ status: ReviewStatus | '' }>({ status: '' });
  const query = useAdminAssessments({
    status: list.filters.status || undefined,
    search: list.search || undefined,
    page: list.page,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const pages = useClampPage(query.data, query.isPlaceholderData, list.page, DEFAULT_PAGE_SIZE, list.setPage);
  const pageStatus = t('common.pageStatus', { page: formatNumber(list.page, language), pages: formatNumber(pages, language) });
  const eur = (value: string | null) => {
    const number = amount(value);
    return number === null ? dash : formatEur(number, language);
  };

  return (
    <section aria-labelledby="admin-assessments-title" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="admin-assessments-title" className="text-xl font-semibold">
          {t('assessments.title')}
        </h2>
        {query.data ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('common.resultCount', { total: formatNumber(query.data.total, language) })}
          </p>
        ) : null}
      </div>
      <ListToolbar idPrefix="admin-assessments" label={t('assessments.filters')} search={list.searchInput} onSearchChange={list.setSearchInput}>
        <div className="grid gap-2">
          <Label htmlFor="admin-assessments-status">{t('common.status')}</Label>
          <NativeSelect
            id="admin-assessments-status"
            data-testid="admin-assessments-status"
            value={list.filters.status}
            onChange={(event) => list.setFilter('status', isStatus(event.target.value) ? event.target.value : '')}
          >
            <option value="">{t('common.allStatuses')}</option>
            {REVIEW_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </ListToolbar>

      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          testId="admin-assessments-empty"
          action={
            list.isFiltered ? (
              <Button variant="outline" onClick={list.clear}>
                {t('common.clearFilters')}
              </Button>
            ) : null
          }
        >
          {t('assessments.empty')}
        </EmptyState>
      ) : (
        <div className="grid grid-cols-1 gap-4" aria-busy={query.isFetching}>
          <Table caption={t('assessments.caption', { page: pageStatus })} captionId="admin-assessments-caption" data-testid="admin-assessments-table">
            <TableHeader>
              <TableRow>
                <TableHead>{t('assessments.user')}</TableHead>
                <TableHead>{t('assessments.countries')}</TableHead>
                <TableHead>{t('assessments.income')}</TableHead>
                <TableHead>{t('assessments.household')}</TableHead>
                <TableHead>{t('assessments.loan')}</TableHead>
                <TableHead>{t('assessments.loanOffered')}</TableHead>
                <TableHead>{t('assessments.property')}</TableHead>
                <TableHead>{t('common.status')}</TableHead>
                <TableHead>{t('assessments.score')}</TableHead>
                <TableHead>{t('assessments.date')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {query.data.items.map((item) => {
                const name = [item.userFirstName, item.userLastName].filter(Boolean).join(' ');
                const income = amount(item.monthlyIncome);
                return (
                  <TableRow key={item.id} data-testid={`admin-assessment-row-${item.id}`}>
                    <TableCell className="max-w-[14rem] min-w-[9rem]">
                      <div className="grid gap-0.5">
                        <span className="truncate font-medium">{name || item.userEmail}</span>
                        <span className="truncate text-xs text-muted-foreground">{item.userEmail}</span>
                      </div>
                    </TableCell>
                    <TableCell>
                      <CountryCodes residence={item.residenceCountry} origin={item.originCountry} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      <div className="grid gap-0.5">
                        <span className="tabular-nums">{income === null ? dash : formatMoney(income, item.incomeCurrency ?? 'EUR', language)}</span>
                        <span className="text-xs text-muted-foreground">
                          {item.employmentType ? t(`translation:enums.employmentType.${item.employmentType}`, { defaultValue: item.employmentType }) : '–'}
                        </span>
                      </div>
                    </TableCell>
                    <TableCell className="whitespace-nowrap" data-testid={`admin-assessment-household-${item.id}`}>
                      <Household item={item} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      <div className="grid gap-0.5">
                        <span className="tabular-nums">{eur(item.desiredLoanAmount)}</span>
                        {item.maxLoanAmount !== null ? (
                          <span className="text-xs text-muted-foreground">
                            {t('assessments.max')} {eur(item.maxLoanAmount)}
                          </span>
                        ) : null}
                      </div>
                    </TableCell>
                    <TableCell className="whitespace-nowrap" data-testid={`admin-assessment-offer-${item.id}`}>
                      <OfferedLoan item={item} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      <div className="grid gap-0.5">
                        <span>{item.propertyType ? t(`translation:enums.propertyType.${item.propertyType}`, { defaultValue: item.propertyType }) : '–'}</span>
                        <span className="text-xs text-muted-foreground tabular-nums">{eur(item.propertyValue)}</span>
                      </div>
                    </TableCell>
                    <TableCell>
                      <StatusBadge status={item.status} />
                    </TableCell>
                    <TableCell className="tabular-nums">{item.eligibilityScore === null ? dash : t('assessments.scoreValue', { score: item.eligibilityScore, max: MAX_SCORE })}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatDate(item.submittedAt ?? item.createdAt, language)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Pagination
            page={list.page}
            pageCount={pages}
            onPageChange={list.setPage}
            isBusy={query.isPlaceholderData}
            testIdPrefix="admin-assessments-pagination"
            labels={{ nav: t('assessments.pagination'), previous: t('common.previous'), next: t('common.next'), status: pageStatus }}
          />
        </div>
      )}
    </section>
  );
}

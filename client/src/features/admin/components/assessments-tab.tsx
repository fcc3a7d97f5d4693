import { useTranslation } from 'react-i18next';
import { MAX_SCORE, REVIEW_STATUSES, type ReviewStatus } from '@core/constants';
import type { AdminAssessmentItem } from '@core/schemas/admin';
import { DEFAULT_PAGE_SIZE } from '@core/schemas/broker';
import { formatEur, formatMoney } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { usePagedFilters } from '@/lib/use-paged-filters';
import { useLanguage } from '@/lib/use-language';
import { useAdminAssessments } from '../api/get-admin-assessments';
import { CountryCodes } from './country-codes';
import { DataTable } from './resource-list/data-table';
import { FilterSelect } from './resource-list/filter-select';
import { ListToolbar } from './resource-list/list-toolbar';
import type { ResourceColumn } from './resource-list/resource-column';
import { ResourceSection } from './resource-list/resource-section';
import { usePaging } from './resource-list/use-paging';
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
  const paging = usePaging(query, list, { label: t('assessments.pagination'), testIdPrefix: 'admin-assessments-pagination' });
  const eur = (value: string | null) => {
    const number = amount(value);
    return number === null ? dash : formatEur(number, language);
  };

  const columns: ResourceColumn<AdminAssessmentItem>[] = [
    {
      id: 'user',
      header: t('assessments.user'),
      className: 'max-w-[14rem] min-w-[9rem]',
      cell: (item) => (
        <div className="grid gap-0.5">
          <span className="truncate font-medium">{[item.userFirstName, item.userLastName].filter(Boolean).join(' ') || item.userEmail}</span>
          <span className="truncate text-xs text-muted-foreground">{item.userEmail}</span>
        </div>
      ),
    },
    { id: 'countries', header: t('assessments.countries'), cell: (item) => <CountryCodes residence={item.residenceCountry} origin={item.originCountry} /> },
    {
      id: 'income',
      header: t('assessments.income'),
      className: 'whitespace-nowrap',
      cell: (item) => {
        const income = amount(item.monthlyIncome);
        return (
          <div className="grid gap-0.5">
            <span className="tabular-nums">{income === null ? dash : formatMoney(income, item.incomeCurrency ?? 'EUR', language)}</span>
            <span className="text-xs text-muted-foreground">
              {item.employmentType ? t(`translation:enums.employmentType.${item.employmentType}`, { defaultValue: item.employmentType }) : '–'}
            </span>
          </div>
        );
      },
    },
    {
      id: 'household',
      header: t('assessments.household'),
      className: 'whitespace-nowrap',
      cellProps: (item) => ({ 'data-testid': `admin-assessment-household-${item.id}` }),
      cell: (item) => <Household item={item} />,
    },
    {
      id: 'loan',
      header: t('assessments.loan'),
      className: 'whitespace-nowrap',
      cell: (item) => (
        <div className="grid gap-0.5">
          <span className="tabular-nums">{eur(item.desiredLoanAmount)}</span>
          {item.maxLoanAmount !== null ? (
            <span className="text-xs text-muted-foreground">
              {t('assessments.max')} {eur(item.maxLoanAmount)}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'loanOffered',
      header: t('assessments.loanOffered'),
      className: 'whitespace-nowrap',
      cellProps: (item) => ({ 'data-testid': `admin-assessment-offer-${item.id}` }),
      cell: (item) => <OfferedLoan item={item} />,
    },
    {
      id: 'property',
      header: t('assessments.property'),
      className: 'whitespace-nowrap',
      cell: (item) => (
        <div className="grid gap-0.5">
          <span>{item.propertyType ? t(`translation:enums.propertyType.${item.propertyType}`, { defaultValue: item.propertyType }) : '–'}</span>
          <span className="text-xs text-muted-foreground tabular-nums">{eur(item.propertyValue)}</span>
        </div>
      ),
    },
    { id: 'status', header: t('common.status'), cell: (item) => <StatusBadge status={item.status} /> },
    {
      id: 'score',
      header: t('assessments.score'),
      className: 'tabular-nums',
      cell: (item) => (item.eligibilityScore === null ? dash : t('assessments.scoreValue', { score: item.eligibilityScore, max: MAX_SCORE })),
    },
    { id: 'date', header: t('assessments.date'), className: 'whitespace-nowrap', cell: (item) => formatDate(item.submittedAt ?? item.createdAt, language) },
  ];

  return (
    <ResourceSection
      titleId="admin-assessments-title"
      title={t('assessments.title')}
      toolbar={
        <ListToolbar idPrefix="admin-assessments" label={t('assessments.filters')} search={list.searchInput} onSearchChange={list.setSearchInput}>
          <FilterSelect
            id="admin-assessments-status"
            label={t('common.status')}
            allLabel={t('common.allStatuses')}
            value={list.filters.status}
            options={REVIEW_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            onChange={(value) => list.setFilter('status', isStatus(value) ? value : '')}
          />
        </ListToolbar>
      }
      query={query}
      items={query.data?.items}
      empty={{ message: t('assessments.empty'), testId: 'admin-assessments-empty' }}
      filters={list}
      paging={paging}
    >
      {(items) => (
        <DataTable
          caption={t('assessments.caption', { page: paging.status })}
          captionId="admin-assessments-caption"
          testId="admin-assessments-table"
          rows={items}
          columns={columns}
          getRowId={(item) => String(item.id)}
          getRowProps={(item) => ({ 'data-testid': `admin-assessment-row-${item.id}` })}
        />
      )}
    </ResourceSection>
  );
}

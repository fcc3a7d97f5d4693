import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldsShownTo, type AdminColumn, type AssessmentField } from '@core/assessment-fields';
import { MAX_SCORE, REVIEW_STATUSES, type ReviewStatus } from '@core/constants';
import type { AdminAssessmentItem } from '@core/schemas/admin';
import { DEFAULT_PAGE_SIZE } from '@core/schemas/broker';
import { answerText } from '@/lib/answer-text';
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

/**
 * The answers this table writes its own way (the household of issue 19, the loan asked beside the
 * maximum, both countries as one route); null: shown within another's.
 */
function composedAnswers(item: AdminAssessmentItem, maxLoan: ReactNode): Partial<Record<AssessmentField, ReactNode>> {
  return {
    residenceCountry: <CountryCodes residence={item.residenceCountry} origin={item.originCountry} />,
    originCountry: null,
    coApplicantIncome: <Household item={item} />,
    coApplicantEmploymentType: null,
    coApplicantAge: null,
    dependants: null,
    desiredLoanAmount: maxLoan,
  };
}

/**
 * One answer column (core/assessment-fields: shownTo.admin): its fields in the registry's order,
 * the first as the cell's line and the others under it, each the way its kind reads
 * (lib/answer-text.ts) unless composed above.
 */
function AnswerCell({ item, column, composed }: { item: AdminAssessmentItem; column: AdminColumn; composed: Partial<Record<AssessmentField, ReactNode>> }) {
  const { t } = useTranslation(['admin', 'translation']);
  const language = useLanguage();
  const names = fieldsShownTo('admin', column);
  const firstLine = names.find((name) => !(name in composed));
  return (
    <div className="grid gap-0.5">
      {names.map((name) => {
        if (name in composed) return <Fragment key={name}>{composed[name]}</Fragment>;
        const text = answerText(name, item, { t, language });
        return name === firstLine ? (
          <span key={name} className="tabular-nums">
            {text ?? dash}
          </span>
        ) : (
          <span key={name} className="text-xs text-muted-foreground tabular-nums">
            {text ?? '–'}
          </span>
        );
      })}
    </div>
  );
}

/**
 * docs/product.md §2.19: user, countries, income and currency with employment type, loan and maximum, property, status, score, date;
 * issue 19: the household and the loan offered. The answer columns show what the field registry puts in them (shownTo.admin).
 */
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

  /** The loan asked for and, under it, the most partner banks lend. */
  const askedAndMax = (item: AdminAssessmentItem) => (
    <div className="grid gap-0.5">
      <span className="tabular-nums">{eur(item.desiredLoanAmount)}</span>
      {item.maxLoanAmount !== null ? (
        <span className="text-xs text-muted-foreground">
          {t('assessments.max')} {eur(item.maxLoanAmount)}
        </span>
      ) : null}
    </div>
  );
  const answerColumn = (
    column: AdminColumn,
    headerKey: string,
    options: Pick<ResourceColumn<AdminAssessmentItem>, 'className' | 'cellProps'> = {},
  ): ResourceColumn<AdminAssessmentItem> => ({
    id: column,
    header: t(headerKey),
    ...options,
    cell: (item) => <AnswerCell item={item} column={column} composed={composedAnswers(item, askedAndMax(item))} />,
  });

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
    answerColumn('countries', 'assessments.countries'),
    answerColumn('income', 'assessments.income', { className: 'whitespace-nowrap' }),
    answerColumn('household', 'assessments.household', {
      className: 'whitespace-nowrap',
      cellProps: (item) => ({ 'data-testid': `admin-assessment-household-${item.id}` }),
    }),
    answerColumn('loan', 'assessments.loan', { className: 'whitespace-nowrap' }),
    {
      id: 'loanOffered',
      header: t('assessments.loanOffered'),
      className: 'whitespace-nowrap',
      cellProps: (item) => ({ 'data-testid': `admin-assessment-offer-${item.id}` }),
      cell: (item) => <OfferedLoan item={item} />,
    },
    answerColumn('property', 'assessments.property', { className: 'whitespace-nowrap' }),
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

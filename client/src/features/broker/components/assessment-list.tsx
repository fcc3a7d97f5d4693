import { ChevronRight, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAX_SCORE } from '@core/constants';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { useMediaQuery } from '@/lib/use-media-query';
import { applicantName, type BrokerListItem } from '../lib/review';
import { CountryRoute } from './country-route';
import { LoanAmount } from './loan-amount';
import { OfferedLoan } from './offered-loan';
import { StatusBadge } from './status-badge';

interface AssessmentListProps {
  items: BrokerListItem[];
  onOpen: (id: string) => void;
  /** Already translated: what the table is ("Assessments, page 1 of 3"). */
  caption: string;
}

function PriorityBadge() {
  const { t } = useTranslation('broker');
  return (
    <Badge variant="outline" className="border-amber-300 text-amber-900">
      <Star aria-hidden="true" />
      {t('list.priority')}
    </Badge>
  );
}

function Score({ score }: { score: number | null }) {
  const { t } = useTranslation('broker');
  if (score === null) return <span className="text-muted-foreground">–</span>;
  return <span className="tabular-nums">{t('list.scoreValue', { score, max: MAX_SCORE })}</span>;
}

/**
 * The review list: a table on wide screens, stacked cards on phones (one or the other is
 * rendered, never both, so each row has one test id and one accessible name).
 */
export function AssessmentList({ items, onOpen, caption }: AssessmentListProps) {
  const isWide = useMediaQuery('(min-width: 768px)');
  return isWide ? <AssessmentTable items={items} onOpen={onOpen} caption={caption} /> : <AssessmentCards items={items} onOpen={onOpen} caption={caption} />;
}

function AssessmentTable({ items, onOpen, caption }: AssessmentListProps) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  return (
    <Table caption={caption} captionId="broker-list-caption" data-testid="broker-table">
      <TableHeader>
        <TableRow>
          <TableHead>{t('list.applicant')}</TableHead>
          <TableHead>{t('list.status')}</TableHead>
          <TableHead>{t('list.countries')}</TableHead>
          <TableHead>{t('list.loan')}</TableHead>
          <TableHead>{t('list.offered')}</TableHead>
          <TableHead>{t('list.score')}</TableHead>
          <TableHead>{t('list.applied')}</TableHead>
          <TableHead>
            <span className="sr-only">{t('list.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => {
          const name = applicantName({ firstName: item.userFirstName, lastName: item.userLastName, email: item.userEmail });
          return (
            <TableRow
              key={item.id}
              data-testid={`broker-row-${item.id}`}
              className="cursor-pointer hover:bg-accent/60"
              // The mouse may click anywhere on the row; keyboard users have the button.
              onClick={() => onOpen(item.id)}
            >
              <TableCell className="max-w-[16rem]">
                <div className="grid gap-0.5">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="truncate font-medium">{name}</span>
                    {item.userPlan === 'premium' ? <PriorityBadge /> : null}
                  </span>
                  <span className="truncate text-xs text-muted-foreground">{item.userEmail}</span>
                </div>
              </TableCell>
              <TableCell>
                <StatusBadge status={item.status} />
              </TableCell>
              <TableCell>
                <CountryRoute residence={item.residenceCountry} origin={item.originCountry} />
              </TableCell>
              <TableCell>
                <LoanAmount item={item} />
              </TableCell>
              <TableCell data-testid={`broker-offered-${item.id}`}>
                <OfferedLoan item={item} />
              </TableCell>
              <TableCell>
                <Score score={item.eligibilityScore} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(item.submittedAt ?? item.createdAt, language)}</TableCell>
              <TableCell className="text-right">
                <button
                  type="button"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(item.id);
                  }}
                  className="inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-medium text-primary hover:bg-secondary"
                  data-testid={`broker-open-${item.id}`}
                >
                  {t('list.review')}
                  <span className="sr-only">{t('list.reviewOf', { name })}</span>
                  <ChevronRight aria-hidden="true" className="size-4" />
                </button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function AssessmentCards({ items, onOpen, caption }: AssessmentListProps) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  return (
    <ul className="grid gap-3" aria-label={caption} data-testid="broker-cards">
      {items.map((item) => {
        const name = applicantName({ firstName: item.userFirstName, lastName: item.userLastName, email: item.userEmail });
        return (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onOpen(item.id)}
              data-testid={`broker-row-${item.id}`}
              className="grid w-full gap-3 rounded-xl border border-border bg-card p-4 text-left shadow-xs transition-colors hover:bg-accent/60"
            >
              <span className="flex items-start justify-between gap-3">
                <span className="grid min-w-0 gap-0.5">
                  <span className="truncate font-semibold">{name}</span>
                  <span className="truncate text-sm text-muted-foreground">{item.userEmail}</span>
                </span>
                <StatusBadge status={item.status} />
              </span>
              <span className="text-sm">
                <CountryRoute residence={item.residenceCountry} origin={item.originCountry} />
              </span>
              <span className="grid grid-cols-2 gap-3 text-sm">
                <span className="grid gap-0.5">
                  <span className="text-xs text-muted-foreground">{t('list.loan')}</span>
                  <LoanAmount item={item} />
                </span>
                {/* A bank's name is the admins' text, however long: it wraps inside the card rather than widen the phone's page. */}
                <span className="grid min-w-0 gap-0.5 [overflow-wrap:anywhere]" data-testid={`broker-offered-${item.id}`}>
                  <span className="text-xs text-muted-foreground">{t('list.offered')}</span>
                  <OfferedLoan item={item} />
                </span>
              </span>
              <span className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-t border-border pt-2 text-xs text-muted-foreground">
                <span className="tabular-nums">
                  {t('list.scoreLabel', { score: item.eligibilityScore === null ? '–' : t('list.scoreValue', { score: item.eligibilityScore, max: MAX_SCORE }) })}
                </span>
                <span>{t('list.appliedOn', { date: formatDate(item.submittedAt ?? item.createdAt, language) })}</span>
              </span>
              {item.userPlan === 'premium' ? <PriorityBadge /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITY_KINDS, type AuditEntityKind } from '@core/schemas/audit';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@core/schemas/broker';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDateTime } from '@/lib/format-date';
import { getApiErrorDetails } from '@/lib/api-client';
import { usePagedFilters } from '@/lib/use-paged-filters';
import { useLanguage } from '@/lib/use-language';
import { useAdminUsers } from '../api/get-admin-users';
import { useAuditLog } from '../api/get-audit-log';
import { AuditDiff } from './audit-diff';
import { FilterSelect } from './resource-list/filter-select';
import { ResourceSection } from './resource-list/resource-section';
import { usePaging } from './resource-list/use-paging';

const ACTION_BADGE = { create: 'success', update: 'secondary', delete: 'destructive' } as const;
const isKind = (value: string): value is AuditEntityKind => (AUDIT_ENTITY_KINDS as readonly string[]).includes(value);

type Filters = { entityKind: AuditEntityKind | ''; actorId: string; from: string; to: string };

/** Every admin change (issue 15, ADR 028): who, when, what, and the fields before and after; filterable. */
export function AuditTab() {
  const { t } = useTranslation(['admin', 'translation']);
  const language = useLanguage();
  const list = usePagedFilters<Filters>({ entityKind: '', actorId: '', from: '', to: '' });
  const { entityKind, actorId, from, to } = list.filters;
  const query = useAuditLog({ entityKind: entityKind || undefined, actorId: actorId || undefined, from: from || undefined, to: to || undefined, page: list.page, pageSize: DEFAULT_PAGE_SIZE });
  // The admin filter offers today's admins (a former admin's rows stay listed under "all").
  const admins = useAdminUsers({ role: 'admin', page: 1, pageSize: MAX_PAGE_SIZE });
  const paging = usePaging(query, list, { label: t('audit.pagination'), testIdPrefix: 'admin-audit-pagination' });
  const fieldErrors = query.isError ? getApiErrorDetails(query.error).fieldErrors : undefined;

  return (
    <ResourceSection
      titleId="admin-audit-title"
      title={t('audit.title')}
      description={t('audit.description')}
      toolbar={
        <div role="search" aria-label={t('audit.filters')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FilterSelect
            id="admin-audit-kind"
            label={t('audit.kind')}
            allLabel={t('audit.allKinds')}
            value={entityKind}
            options={AUDIT_ENTITY_KINDS.map((kind) => ({ value: kind, label: t(`audit.kinds.${kind}`) }))}
            onChange={(value) => list.setFilter('entityKind', isKind(value) ? value : '')}
          />
          <FilterSelect
            id="admin-audit-actor"
            label={t('audit.actor')}
            allLabel={t('audit.allActors')}
            value={actorId}
            options={(admins.data?.items ?? []).map((admin) => ({ value: admin.id, label: admin.email }))}
            onChange={(value) => list.setFilter('actorId', value)}
          />
          <div className="grid gap-2">
            <Label htmlFor="admin-audit-from">{t('audit.from')}</Label>
            <Input
              id="admin-audit-from"
              type="date"
              value={from}
              max={to || undefined}
              onChange={(event) => list.setFilter('from', event.target.value)}
              aria-invalid={fieldErrors?.from ? true : undefined}
              data-testid="admin-audit-from"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="admin-audit-to">{t('audit.to')}</Label>
            <Input
              id="admin-audit-to"
              type="date"
              value={to}
              min={from || undefined}
              onChange={(event) => list.setFilter('to', event.target.value)}
              aria-invalid={fieldErrors?.to ? true : undefined}
              data-testid="admin-audit-to"
            />
          </div>
        </div>
      }
      query={query}
      items={query.data?.items}
      errorMessage={fieldErrors ? Object.values(fieldErrors).join(' ') : undefined}
      empty={{ message: t('audit.empty'), testId: 'admin-audit-empty' }}
      filters={list}
      paging={paging}
    >
      {(entries) => (
        <ul className="grid gap-3" aria-label={t('audit.listLabel', { page: paging.status })} data-testid="admin-audit-list">
          {entries.map((entry) => (
            <li key={entry.id} className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-4 shadow-xs" data-testid="admin-audit-entry" data-kind={entry.entityKind}>
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={ACTION_BADGE[entry.action]}>{t(`audit.actions.${entry.action}`)}</Badge>
                <Badge variant="outline">{t(`audit.kinds.${entry.entityKind}`)}</Badge>
                <span className="min-w-0 font-semibold break-words">{entry.entityLabel}</span>
                <time dateTime={entry.createdAt} className="text-xs text-muted-foreground sm:ml-auto">
                  {formatDateTime(entry.createdAt, language)}
                </time>
              </div>
              <p className="text-sm text-muted-foreground">
                {entry.actor ? t('audit.by', { who: entry.actor.name ? `${entry.actor.name} (${entry.actor.email})` : entry.actor.email }) : t('audit.byDeleted')}
              </p>
              <AuditDiff entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </ResourceSection>
  );
}

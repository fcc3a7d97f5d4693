import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A list's filters: a select (or two) and the e-mail search, labelled, in one search landmark. */
export function ListToolbar({ idPrefix, label, search, onSearchChange, children }: {
  idPrefix: string;
  label: string;
  search: string;
  onSearchChange: (value: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <div role="search" aria-label={label} className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      {children}
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-search`}>{t('common.searchEmail')}</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={`${idPrefix}-search`}
            type="search"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="pl-9"
            placeholder={t('common.searchPlaceholder')}
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            data-testid={`${idPrefix}-search`}
          />
        </div>
      </div>
    </div>
  );
}

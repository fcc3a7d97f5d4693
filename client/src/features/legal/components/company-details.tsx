import { useTranslation } from 'react-i18next';
import type { SiteInfo, SiteInfoField } from '@core/schemas/site-info';
import { placeholder } from '../lib/legal-text';

const FIELDS = ['name', 'registrationNumber', 'vatId', 'address', 'email', 'phone', 'dpoContact'] as const satisfies readonly SiteInfoField[];

function Value({ field, value }: { field: (typeof FIELDS)[number]; value: string | null }) {
  const { t } = useTranslation('legal');
  if (value === null) return <span className="text-muted-foreground italic">{placeholder(t, field)}</span>;
  if (field === 'email') return <a className="text-primary underline underline-offset-4" href={`mailto:${value}`}>{value}</a>;
  if (field === 'phone') return <a className="text-primary underline underline-offset-4" href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>;
  return <>{value}</>;
}

/** The controller's identity and contacts (GDPR art. 13(1)(a)-(b)), as the operator set them. */
export function CompanyDetails({ company }: { company: SiteInfo['company'] }) {
  const { t } = useTranslation('legal');
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-border bg-card p-4 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr] sm:p-5" data-testid="company-details">
      {FIELDS.map((field) => (
        <div key={field} className="contents">
          <dt className="font-medium">{t(`common.field.${field}`)}</dt>
          <dd className="mb-2 min-w-0 sm:mb-0">
            <Value field={field} value={company[field]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

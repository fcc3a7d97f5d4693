import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { auditChanges, type AuditChange, type AuditEntry } from '@core/schemas/audit';

/**
 * A dotted field name that may wrap only after a dot (`items.<wbr>notary.<wbr>share`), never
 * inside a name: a narrow column breaks it where a person would.
 */
function FieldName({ field }: { field: string }) {
  const parts = field.split('.');
  return (
    <code className="text-xs break-normal">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <>
              .<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </code>
  );
}

/** A stored value as text: empty as a dash, yes/no, lists joined. */
function useShowValue() {
  const { t } = useTranslation('admin');
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('audit.emptyValue');
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    if (Array.isArray(value)) return value.length ? value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ') : t('audit.emptyValue');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
}

/**
 * One change as a field-by-field table: only the fields that differ, the old value struck
 * through and the new one beside it (words as well as colours, so neither is needed alone).
 */
export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const showValue = useShowValue();
  // A role reads as the back office names it (Broker), not as stored (broker).
  const show = (value: unknown) => (entry.entityKind === 'user_role' && typeof value === 'string' ? t(`roles.${value}`) : showValue(value));
  // An order reads as a numbered list of names, each whole on its line (names do not break mid-word).
  const showSide = (change: AuditChange, value: unknown) =>
    change.kind === 'order' && Array.isArray(value) ? (
      <ol className="list-decimal pl-5 [overflow-wrap:normal]" data-testid="audit-order">
        {value.map((name) => (
          <li key={String(name)}>{String(name)}</li>
        ))}
      </ol>
    ) : (
      show(value)
    );
  // Items of a list are matched by their name (core/schemas/audit.ts): a reorder is one "order changed" row.
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <p className="text-sm text-muted-foreground">{t('audit.noFieldChanges')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[18rem] border-collapse text-sm" data-testid="audit-diff">
        <caption className="sr-only">{t('audit.diffCaption', { entity: entry.entityLabel })}</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted-foreground">
            <th scope="col" className="py-1 pr-3 font-medium">{t('audit.field')}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{t('audit.before')}</th>
            <th scope="col" className="py-1 font-medium">{t('audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr
              key={`${change.kind ?? 'field'}:${change.field}`}
              className="border-b border-border/60 align-top last:border-0"
              data-testid="audit-change"
              data-field={change.field}
              data-kind={change.kind ?? 'field'}
            >
              <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                <FieldName field={change.field} />
                {change.kind === 'order' ? <span className="block text-xs text-muted-foreground">{t('audit.orderChanged')}</span> : null}
              </th>
              <td className="py-1.5 pr-3 [overflow-wrap:anywhere] text-red-800">
                {entry.before ? <del className="decoration-red-800/60">{showSide(change, change.before)}</del> : show(null)}
              </td>
              <td className="py-1.5 [overflow-wrap:anywhere] text-green-800">{entry.after ? <ins className="no-underline">{showSide(change, change.after)}</ins> : show(null)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

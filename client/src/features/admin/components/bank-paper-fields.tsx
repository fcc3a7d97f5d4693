import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES } from '@core/constants';
import { BANK_CRITERIA } from '@core/schemas/admin';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHead } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { todayIsoDate } from '@/lib/format-date';
import { BankSection, type BankSectionProps } from './bank-form-fields';
import { CheckboxList } from './checkbox-list';

const DOCUMENT_COLUMNS = ['requiredDocuments', 'translatedDocuments', 'apostilledDocuments'] as const;

/** Which documents the bank asks for, which translated and which apostilled: one row per document type. */
export function BankDocumentFields({ form, error }: BankSectionProps) {
  const { t } = useTranslation(['admin', 'translation']);
  const problems = DOCUMENT_COLUMNS.map((column) => error(column)).filter(Boolean);
  return (
    <BankSection id="bank-documents" title={t('banks.sections.documents')} description={t('banks.sections.documentsDescription')}>
      <Table caption={t('banks.documents.caption')} captionId="bank-documents-caption" data-testid="bank-documents-table">
        <TableHeader>
          <TableRow>
            <TableHead>{t('banks.documents.document')}</TableHead>
            {DOCUMENT_COLUMNS.map((column) => (
              <TableHead key={column} className="text-center">
                {t(`banks.fields.${column}`)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {DOCUMENT_TYPES.map((type) => {
            const document = t(`banks.documentTypes.${type}`);
            return (
              <TableRow key={type}>
                <TableRowHead className="min-w-[9rem]">{document}</TableRowHead>
                {DOCUMENT_COLUMNS.map((column) => (
                  <TableCell key={column} className="text-center">
                    <input
                      type="checkbox"
                      value={type}
                      className="size-5 accent-[var(--color-primary)]"
                      aria-label={t('banks.documents.cell', { document, column: t(`banks.fields.${column}`) })}
                      data-testid={`bank-${column}-${type}`}
                      {...form.register(column)}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {problems.length > 0 ? <p className="text-sm font-medium text-destructive">{problems[0]}</p> : null}
    </BankSection>
  );
}

/** Where the criteria were read, when, and which of them are only our estimate. */
export function BankSourceFields({ form, error }: BankSectionProps) {
  const { t } = useTranslation(['admin', 'translation']);
  return (
    <BankSection id="bank-source" title={t('banks.sections.source')} description={t('banks.sections.sourceDescription')}>
      <FormField id="bank-criteria-source" label={t('banks.fields.criteriaSource')} hint={t('banks.hints.criteriaSource')} error={error('criteriaSource')}>
        <Textarea rows={4} data-testid="bank-criteria-source" {...form.register('criteriaSource')} />
      </FormField>
      <FormField id="bank-criteria-verified-on" label={t('banks.fields.criteriaVerifiedOn')} hint={t('banks.hints.criteriaVerifiedOn')} error={error('criteriaVerifiedOn')}>
        <Input type="date" max={todayIsoDate()} className="sm:max-w-xs" data-testid="bank-criteria-verified-on" {...form.register('criteriaVerifiedOn')} />
      </FormField>
      <CheckboxList
        id="bank-criteria-estimates"
        legend={t('banks.fields.criteriaEstimates')}
        hint={t('banks.hints.criteriaEstimates')}
        error={error('criteriaEstimates')}
        options={BANK_CRITERIA.map((criterion) => ({ value: criterion, label: t(`banks.criteria.${criterion}`) }))}
        register={form.register('criteriaEstimates')}
      />
    </BankSection>
  );
}

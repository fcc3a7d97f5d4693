import { Loader2, ScanText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentDto, DocumentReading as Reading } from '@core/schemas/documents';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { readingPeriod } from '../lib/reading-period';

/**
 * What the server read on an income document (issue 23): the figures as the document prints
 * them, for the applicant to compare with what they declared. It says what was not found rather
 * than guess, and that nothing they declared has changed.
 */
export function DocumentReading({ reading }: { reading: Reading }) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, reading.currency ?? 'EUR', language, { cents: true });
  const period = readingPeriod(reading, language);
  const facts = [
    reading.net !== null ? t('documents.reading.net', { amount: money(reading.net) }) : t('documents.reading.netNotFound'),
    reading.gross !== null ? t('documents.reading.gross', { amount: money(reading.gross) }) : null,
    period ? t('documents.reading.period', { period }) : t('documents.reading.periodNotFound'),
    reading.employer ? t('documents.reading.employer', { employer: reading.employer }) : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <div className="grid gap-1 rounded-md bg-muted/50 p-2 text-sm" data-testid="document-reading">
      <p className="flex items-center gap-1.5 font-medium">
        <ScanText aria-hidden="true" className="size-4 text-primary" />
        {t('documents.reading.title')}
      </p>
      <ul className="grid gap-0.5 ps-6">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {reading.nameLine === null ? <p className="ps-6 text-amber-900">{t('documents.reading.nameNotFound')}</p> : null}
      {reading.method === 'ocr' ? <p className="ps-6 text-xs text-muted-foreground">{t('documents.reading.fromPicture')}</p> : null}
      <p className="ps-6 text-xs text-muted-foreground">{t('documents.reading.unchanged')}</p>
    </div>
  );
}

/**
 * Where the reading of a document stands: "Reading the document…" while a photo or scan waits for
 * OCR (the list is asked again meanwhile, get-documents.ts), then what was read, or that nothing
 * could be. One polite live region holds all three, so a screen reader hears the change without
 * losing its place. Nothing for a document that is not read.
 */
export function DocumentReadingState({ document }: { document: Pick<DocumentDto, 'reading' | 'readingStatus'> }) {
  const { t } = useTranslation('workspace');
  if (document.readingStatus === null && document.reading === null) return null;
  return (
    <div aria-live="polite" data-testid="document-reading-state">
      {document.readingStatus === 'pending' ? (
        <p className="flex items-center gap-1.5 rounded-md bg-muted/50 p-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-4 animate-spin text-primary" />
          {t('documents.reading.pending')}
        </p>
      ) : document.reading ? (
        <DocumentReading reading={document.reading} />
      ) : (
        <p className="rounded-md bg-muted/50 p-2 text-sm text-muted-foreground">{t('documents.reading.nothingRead')}</p>
      )}
    </div>
  );
}

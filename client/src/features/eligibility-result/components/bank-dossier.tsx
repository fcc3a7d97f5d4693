import { Suspense } from 'react';
import { FileDown, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@core/constants';
import { LANGUAGE_DEFINITIONS } from '@core/languages';
import { hasFeature } from '@core/plans';
import { dossierLanguages } from '@core/schemas/dossiers';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { localeFor } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useDownloadDossier } from '../api/download-dossier';

/** A language's name mid-sentence in the reader's language ("in Romanian", "în română", "en roumain"). */
function languageInSentence(language: Language, reader: Language): string {
  try {
    return new Intl.DisplayNames([localeFor(reader)], { type: 'language', fallback: 'none' }).of(language) ?? LANGUAGE_DEFINITIONS[language].ownName;
  } catch {
    return LANGUAGE_DEFINITIONS[language].ownName;
  }
}

interface BankDossierProps {
  assessmentId: string;
  bank: { bankId: number; name: string };
  /** The bank's country (the property country): its language is the dossier's first. */
  country: string;
}

/**
 * One bank's dossier (issue 23, item 5): a PDF to hand to the bank, in the language of its country
 * when the product speaks it and in English (one button when that is English). On the stored,
 * submitted result of its signed-in owner whose plan has the certificate; nobody else sees it.
 */
export function BankDossier(props: BankDossierProps) {
  const { user } = useAuth();
  if (!user || !hasFeature(user, 'pdfCertificate')) return null;
  // Its texts load with the first dossier block: the bank card waits for them, not the whole result.
  return (
    <Suspense fallback={null}>
      <DossierDownload {...props} />
    </Suspense>
  );
}

function DossierDownload({ assessmentId, bank, country }: BankDossierProps) {
  const { t } = useTranslation('dossier');
  const reader = useLanguage();
  const download = useDownloadDossier();

  const titleId = `result-dossier-${bank.bankId}-title`;
  const descriptionId = `result-dossier-${bank.bankId}-description`;
  const pending = download.isPending ? download.variables?.language : undefined;
  const onDownload = (language: Language) => {
    // aria-disabled, not disabled, while one is prepared: the button keeps the keyboard's focus.
    if (download.isPending) return;
    download.mutate(
      { assessmentId, bankId: bank.bankId, language },
      { onError: (error) => toast({ variant: 'destructive', title: t('download.errorTitle'), description: getApiErrorDetails(error).message }) },
    );
  };

  return (
    <section aria-labelledby={titleId} className="grid gap-2 rounded-lg border border-dashed border-primary/40 p-3" data-testid="result-bank-dossier">
      <h5 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {t('download.title')}
      </h5>
      <p id={descriptionId} className="text-xs text-muted-foreground">
        {t('download.description', { bank: bank.name })}
      </p>
      <div className="flex flex-wrap gap-2">
        {dossierLanguages(country).map((language) => {
          const button = t('download.button', { language: languageInSentence(language, reader) });
          const isPreparing = pending === language;
          return (
            <Button
              key={language}
              size="sm"
              variant="outline"
              className="max-w-full whitespace-normal text-left"
              onClick={() => onDownload(language)}
              aria-disabled={download.isPending || undefined}
              aria-busy={isPreparing || undefined}
              aria-label={t('download.buttonLabel', { button, bank: bank.name })}
              aria-describedby={descriptionId}
              data-testid={`result-bank-dossier-${language}`}
            >
              {isPreparing ? <Spinner className="size-4 text-current" /> : <FileDown aria-hidden="true" />}
              {button}
            </Button>
          );
        })}
      </div>
      <p role="status" className="sr-only">
        {pending ? t('download.preparing') : null}
      </p>
    </section>
  );
}

import { FileBadge, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hasFeature } from '@core/plans';
import type { Assessment } from '@core/schemas/assessment';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth/use-auth';
import { getApiErrorDetails } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { useDownloadCertificate } from '../api/download-certificate';

/**
 * The PDF pre-assessment certificate (Pro and Premium). A Free user sees what it is and where
 * to get it, not a button that fails; a draft has no score to certify yet.
 */
export function CertificateDownload({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const { user } = useAuth();
  const download = useDownloadCertificate();
  const isScored = assessment.status !== 'draft' && assessment.eligibilityScore !== null;
  const canDownload = user !== null && hasFeature(user, 'pdfCertificate');

  if (!isScored) return null;

  if (!canDownload) {
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-secondary p-4 text-sm text-secondary-foreground sm:flex-row sm:items-center" data-testid="certificate-upgrade">
        <Sparkles aria-hidden="true" className="size-5 shrink-0" />
        <p className="flex-1">{t('certificate.upgradeHint')}</p>
        <Button asChild size="sm" variant="outline">
          <Link href="/pricing">{t('certificate.seePlans')}</Link>
        </Button>
      </div>
    );
  }

  const onDownload = () =>
    download.mutate(
      { assessmentId: assessment.id, language },
      {
        onError: (error) =>
          toast({ variant: 'destructive', title: t('certificate.errorTitle'), description: getApiErrorDetails(error).message }),
      },
    );

  return (
    <Button onClick={onDownload} disabled={download.isPending} data-testid="certificate-download" aria-describedby="certificate-hint">
      {download.isPending ? <Spinner className="size-4 text-current" /> : <FileBadge aria-hidden="true" />}
      {download.isPending ? t('certificate.preparing') : t('certificate.download')}
      <span id="certificate-hint" className="sr-only">
        {t('certificate.hint')}
      </span>
    </Button>
  );
}

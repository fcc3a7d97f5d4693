import { BadgeCheck, CircleCheck, ShieldAlert, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCertificateCode, normaliseCertificateCode, type PublicFigureBasis } from '@core/schemas/certificates';
import { Card, CardContent } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatEur } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useCountryNames } from '@/lib/use-country-names';
import { useLanguage } from '@/lib/use-language';
import { useCertificateVerification } from '../api/get-certificate-verification';

/**
 * The page a certificate's printed link opens (issue 12): whether the code is genuine, and the
 * figures it certifies, in the reader's language. Nothing personal: the API gives none.
 */
export function CertificateVerification({ code }: { code: string }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const countryName = useCountryNames();
  const query = useCertificateVerification(code);
  const printed = formatCertificateCode(normaliseCertificateCode(code));

  if (query.isPending) return <Spinner label={t('verify.checking')} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('verify.loadError')} />;
  const result = query.data;

  // A genuine certificate whose assessment a broker rejected (issue 11): said as such, with the date, not as an unknown code.
  if (!result.valid && result.revokedAt) {
    return (
      <Card data-testid="verify-revoked">
        <CardContent className="flex flex-col items-start gap-3 sm:flex-row">
          <ShieldAlert aria-hidden="true" className="size-10 shrink-0 text-destructive" />
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold">{t('verify.revokedTitle')}</h2>
            <p className="text-sm text-muted-foreground">{t('verify.revokedDescription', { code: printed, date: formatDate(result.revokedAt, language) })}</p>
          </div>
        </CardContent>
      </Card>
    );
  }

  if (!result.valid) {
    return (
      <Card data-testid="verify-invalid">
        <CardContent className="flex flex-col items-start gap-3 sm:flex-row">
          <ShieldX aria-hidden="true" className="size-10 shrink-0 text-destructive" />
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold">{t('verify.invalidTitle')}</h2>
            <p className="text-sm text-muted-foreground">{t('verify.invalidDescription', { code: printed })}</p>
          </div>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card data-testid="verify-valid">
      <CardContent className="grid gap-6">
        <div className="flex flex-col items-start gap-3 sm:flex-row">
          <BadgeCheck aria-hidden="true" className="size-10 shrink-0 text-success" />
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold">{t('verify.validTitle')}</h2>
            <p className="text-sm text-muted-foreground">{t('verify.validDescription', { code: printed })}</p>
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">{t('verify.score')}</dt>
            <dd className="text-2xl font-bold" data-testid="verify-score">
              {t('verify.scoreValue', { score: result.score })}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">{t('verify.maxLoan')}</dt>
            <dd className="text-2xl font-bold" data-testid="verify-max-loan">
              {formatEur(Number(result.maxLoanAmount), language)}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">{t('verify.corridor')}</dt>
            <dd className="font-medium">
              {t('verify.corridorValue', { residence: countryName(result.corridor.residenceCountry)?.name, property: countryName(result.corridor.propertyCountry)?.name })}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">{t('verify.issuedOn')}</dt>
            <dd className="font-medium">{formatDate(result.issuedAt, language)}</dd>
          </div>
        </dl>
        <section aria-labelledby="verify-basis-title" className="grid gap-3">
          <h3 id="verify-basis-title" className="font-semibold">
            {t('verify.basisTitle')}
          </h3>
          <dl className="grid gap-3 sm:grid-cols-3" data-testid="verify-basis">
            {(['income', 'identity', 'property'] as const).map((figure) => (
              <div className="grid content-start gap-1" key={figure} data-testid={`verify-basis-${figure}`}>
                <dt className="text-sm text-muted-foreground">{t(`verify.${figure}`)}</dt>
                <dd className="flex items-start gap-1.5 text-sm">
                  <BasisText basis={result.basis[figure]} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <p className="text-xs text-muted-foreground">{t('verify.disclaimer')}</p>
      </CardContent>
    </Card>
  );
}

/** One figure's basis (issue 23): verified by a broker against N documents on a date, or declared. */
function BasisText({ basis }: { basis: PublicFigureBasis }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  if (basis.state === 'declared') return <span className="text-muted-foreground">{t('verify.declared')}</span>;
  const values = { documents: basis.documentCount, date: formatDate(basis.verifiedAt, language) };
  if (basis.state === 'verifiedLower') return <span>{t('verify.verifiedLower', values)}</span>;
  return (
    <>
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
      <span className="font-medium">{t('verify.verified', values)}</span>
    </>
  );
}

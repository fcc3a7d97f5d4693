import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { CertificateVerification } from '@/features/certificate-verification';
import i18n from '@/lib/i18n';

void i18n.loadNamespaces('account');

/** Everyone, signed in or not (a bank reading a certificate): /verify/:code, the PDF's printed link. */
export default function VerifyPage() {
  const { t } = useTranslation('account');
  const { code = '' } = useParams<{ code: string }>();
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t('verify.title')} description={t('verify.description')} />
      <CertificateVerification code={code} />
    </PageContainer>
  );
}

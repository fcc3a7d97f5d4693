import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { ContactForm } from '@/features/contact';
import i18n from '@/lib/i18n';

void i18n.loadNamespaces('account');

/** Everyone (issue 12: "Contact support" leads somewhere that works). */
export default function ContactPage() {
  const { t } = useTranslation('account');
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t('contact.title')} description={t('contact.description')} />
      <ContactForm />
    </PageContainer>
  );
}

import { PrivacyPolicy } from '@/features/legal';
import i18n from '@/lib/i18n';

// The Settings words the pages quote (Settings › Your data) live in account and notifications.
void i18n.loadNamespaces(['legal', 'account', 'notifications']);

/** Everyone (issue 20): GDPR art. 13 privacy policy. */
export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}

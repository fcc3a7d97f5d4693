import { TermsOfUse } from '@/features/legal';
import i18n from '@/lib/i18n';

// The Settings words the pages quote (Settings › Your data) live in account and notifications.
void i18n.loadNamespaces(['legal', 'account', 'notifications']);

/** Everyone (issue 20): Terms of use. */
export default function TermsOfUsePage() {
  return <TermsOfUse />;
}

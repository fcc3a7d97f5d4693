import { HelpCentre } from '@/features/legal';
import i18n from '@/lib/i18n';

// The Settings words the pages quote (Settings › Your data) live in account and notifications.
void i18n.loadNamespaces(['legal', 'account', 'notifications']);

/** Everyone (issue 20): Help and frequently asked questions. */
export default function HelpCentrePage() {
  return <HelpCentre />;
}

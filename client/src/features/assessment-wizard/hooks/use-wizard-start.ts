import { useEffect, useState } from 'react';
import { useAuth } from '@/lib/auth/use-auth';
import { applyLanguage, getCurrentLanguage, isLanguage } from '@/lib/i18n';
import { clearPreselection, getPreselection } from '@/lib/preselection';
import { useDraft } from '../api/get-draft';
import { wizardStart, type WizardStart } from '../lib/wizard-values';

/**
 * Where the wizard opens (docs/product.md §4): the landing hand-off (countries, language, step 2),
 * else a signed-in user's draft at the step docs/product.md §4 gives, else step 1. Null while the draft loads.
 * The answer is fixed once known, so later cache changes never reset the form.
 */
export function useWizardStart(): { start: WizardStart | null; isSignedIn: boolean } {
  const { user } = useAuth();
  const isSignedIn = user !== null;
  // Read without removing (StrictMode calls initialisers twice); removed in the effect below.
  const [preselection] = useState(getPreselection);
  const draft = useDraft({ enabled: isSignedIn });
  const [start, setStart] = useState<WizardStart | null>(null);

  useEffect(() => {
    if (!preselection) return;
    clearPreselection();
    if (isLanguage(preselection.language)) void applyLanguage(preselection.language);
  }, [preselection]);

  const isDraftKnown = !isSignedIn || !draft.isPending;
  const draftData = isSignedIn ? (draft.data ?? null) : null;

  useEffect(() => {
    if (start || !isDraftKnown) return;
    setStart(wizardStart({ draft: draftData, preselection, language: getCurrentLanguage() }));
  }, [start, isDraftKnown, draftData, preselection]);

  return { start, isSignedIn };
}

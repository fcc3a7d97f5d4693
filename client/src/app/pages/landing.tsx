import i18n from '@/lib/i18n';
import { LandingPage } from '@/features/landing';

// Start fetching this page's translations as soon as its chunk arrives (often preloaded by
// main.tsx), in parallel with the current-user call, instead of when it first renders.
void i18n.loadNamespaces('landing');

/** Signed-out home. */
export default function Landing() {
  return <LandingPage />;
}

import { useLayoutEffect } from 'react';
import { removeBootShell } from '@/lib/boot-shell';
import i18n from '@/lib/i18n';
import { LandingPage } from '@/features/landing';
import { PlanCards } from '@/features/pricing';

// Start fetching this page's translations as soon as its chunk arrives (often preloaded by
// main.tsx), in parallel with the current-user call, instead of when it first renders. The plan
// cards are the pricing page's, with its words.
void i18n.loadNamespaces(['landing', 'pricing']);

/** Signed-out home. */
export default function Landing() {
  // The server's static first screen (issue 13) gives way to this one before it is painted, and
  // before the landing's own effects (a /#section scroll) run.
  useLayoutEffect(removeBootShell, []);
  return <LandingPage plans={<PlanCards headingLevel={3} />} />;
}

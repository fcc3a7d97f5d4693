import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

// Its own chunk: the landing page's first load stays as it was (issue 13).
const AffordabilityBlock = lazy(() => import('./affordability-block'));

/**
 * Holds the place of "What can I afford?" (below the fold) and loads it once the visitor scrolls
 * near it, or at once when a link points at it (/#afford).
 */
export function AffordabilitySlot() {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(ref, { initially: typeof window !== 'undefined' && window.location.hash === '#afford' });
  return (
    <div ref={ref} id="afford" className="min-h-[28rem] scroll-mt-16">
      {isNear ? (
        <Suspense fallback={null}>
          <AffordabilityBlock />
        </Suspense>
      ) : null}
    </div>
  );
}

import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// Its own chunk: the landing page's first load stays as it was (issue 13).
const AffordabilityBlock = lazy(() => import('./affordability-block'));

/**
 * Holds the place of "What can I afford?" (below the fold) and loads it once the visitor scrolls
 * near it, or at once when a link points at it (/#afford).
 */
export function AffordabilitySlot() {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(() => typeof window !== 'undefined' && window.location.hash === '#afford');
  useEffect(() => {
    if (isNear) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
    }, { rootMargin: '400px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
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

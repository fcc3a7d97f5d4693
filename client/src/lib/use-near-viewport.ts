import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come near the screen (within `margin` of it), and stays true from then
 * on: what lies below the fold loads and renders when the visitor scrolls towards it, not while
 * the first screen is painting (issue 13). True at once where there is no IntersectionObserver.
 */
export function useNearViewport(ref: RefObject<Element | null>, { margin = '400px', initially = false }: { margin?: string; initially?: boolean } = {}): boolean {
  const [isNear, setIsNear] = useState(initially);
  useEffect(() => {
    if (isNear) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
    }, { rootMargin: `${margin} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, ref, margin]);
  return isNear;
}

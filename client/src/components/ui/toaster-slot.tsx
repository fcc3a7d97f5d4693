import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** After the page's load event, when the browser is idle: the toast area is not part of the first screen. */
function whenSettled(run: () => void): () => void {
  let idleId: number | undefined;
  let timerId: number | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(run, { timeout: 2000 });
    else timerId = window.setTimeout(run, 500);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timerId !== undefined) window.clearTimeout(timerId);
  };
}

/**
 * The toast area (Radix's toast, a tenth of every page's first script) loads once the page has
 * settled, or at once when a toast comes first (issue 13). A toast raised before it has loaded
 * waits in the store and shows when it has.
 */
export function ToasterSlot() {
  const { toasts } = useToast();
  const [isSettled, setIsSettled] = useState(false);
  useEffect(() => whenSettled(() => setIsSettled(true)), []);
  if (!isSettled && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

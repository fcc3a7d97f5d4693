import { useState, type PointerEvent } from 'react';

/**
 * A header menu whose code (Radix's menu, dialog and positioning: a fifth of every page's first
 * script) loads when the visitor reaches for it, not with the page (issue 13). Until then its
 * button is a plain one that looks the same; pointing at it or focusing it starts the download,
 * and the first press shows the real menu, open. After that the real one stays.
 */
export function useMenuOnDemand(load: () => Promise<unknown>, popup: 'menu' | 'dialog' = 'menu') {
  const [isOpenedOnce, setIsOpenedOnce] = useState(false);
  const preload = () => void load().catch(() => undefined);
  return {
    isOpenedOnce,
    triggerProps: {
      'aria-haspopup': popup,
      'aria-expanded': false,
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') preload();
      },
      onFocus: preload,
      onClick: () => setIsOpenedOnce(true),
    },
  };
}

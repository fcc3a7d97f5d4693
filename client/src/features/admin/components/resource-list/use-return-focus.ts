import { useRef, type RefObject } from 'react';

/**
 * Focus back on the button that opened a dialog when it closes. Radix returns focus to its own
 * Trigger, and our dialogs open from a row's button without one, so focus fell to <body> and a
 * keyboard user started again from the top of the page. `instead` wins when set (after a delete
 * the row's button is gone); an opener no longer in the page is skipped too.
 */
export function useReturnFocus(instead?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = instead?.current ?? opener.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

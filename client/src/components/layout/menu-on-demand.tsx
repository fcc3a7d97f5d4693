import { Suspense, useState, type PointerEvent, type ReactNode } from 'react';

/** What the stand-in button carries: it says what it opens, and it asks for the real one. */
export interface StandInButtonProps {
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': false;
  onPointerEnter: (event: PointerEvent) => void;
  onFocus: () => void;
  onClick: () => void;
}

/**
 * A header menu whose code (Radix's menu, dialog and positioning: a fifth of every page's first
 * script) loads when the visitor reaches for it, not with the page (issue 13). Until then its
 * button is a plain one that looks the same (`button`); pointing at it or focusing it starts the
 * download (`load`), and the first press mounts the real menu (`children`, a lazy component that
 * renders the same button as its trigger), open. After that the real one stays.
 */
export function MenuOnDemand({
  load,
  popup = 'menu',
  button,
  children,
}: {
  load: () => Promise<unknown>;
  popup?: 'menu' | 'dialog';
  button: (props: StandInButtonProps) => ReactNode;
  children: ReactNode;
}) {
  const [isOpenedOnce, setIsOpenedOnce] = useState(false);
  const preload = () => void load().catch(() => undefined);
  const standIn = button({
    'aria-haspopup': popup,
    'aria-expanded': false,
    onPointerEnter: (event) => {
      if (event.pointerType === 'mouse') preload();
    },
    onFocus: preload,
    onClick: () => setIsOpenedOnce(true),
  });
  if (!isOpenedOnce) return standIn;
  return <Suspense fallback={standIn}>{children}</Suspense>;
}

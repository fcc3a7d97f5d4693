import { useState } from 'react';

/**
 * Which row an editing dialog is open for: `open(row)` edits it, `open(null)` adds one. The row
 * stays set while the dialog closes, so its text does not vanish during the fade.
 */
export function useEditor<T>() {
  const [state, setState] = useState<{ item: T | null; isOpen: boolean }>({ item: null, isOpen: false });
  return {
    item: state.item,
    isOpen: state.isOpen,
    open: (item: T | null) => setState({ item, isOpen: true }),
    setOpen: (isOpen: boolean) => setState((current) => ({ ...current, isOpen })),
  };
}

// Where focus goes when the shopper takes a file out of the upload view's list (Remove, Remove from list): the pressed
// control leaves the page with its row, and focus fell to the page's body, out of the drawer. Rows are marked data-row
// (their key) and the controls that take them out data-remove (prescription-files.tsx).
import { useLayoutEffect, useState } from 'react';

/** Whether the focus fell out of the widget (the control that had it left the page), not moved on by the shopper. */
function focusLost(inside: HTMLElement): boolean {
  const active = (inside.getRootNode() as Document | ShadowRoot).activeElement;
  return !active || !active.isConnected || active === inside.ownerDocument.body;
}

/**
 * Once the row `leave` named is gone, focus goes to the next row's Remove, else the one before it, else `fallback` (the
 * upload control), unless the shopper has moved on meanwhile; `stay` forgets a row whose removal failed.
 */
export function useFocusAfterRemoval(view: { current: HTMLElement | null }, fallback: () => HTMLElement | null) {
  const [leaving, setLeaving] = useState<{ row: string; index: number } | null>(null);
  const rows = () => [...(view.current?.querySelectorAll<HTMLElement>('[data-row]') ?? [])];
  useLayoutEffect(() => {
    const root = view.current;
    const now = rows();
    if (!leaving || !root || now.some((row) => row.dataset.row === leaving.row)) return;
    setLeaving(null);
    const removes = now.map((row) => row.querySelector<HTMLElement>('[data-remove]'));
    const next = removes.slice(leaving.index).find(Boolean) ?? removes.slice(0, leaving.index).reverse().find(Boolean) ?? fallback();
    if (focusLost(root)) next?.focus();
  });
  return {
    leave: (row: string) => setLeaving({ row, index: rows().findIndex((element) => element.dataset.row === row) }),
    stay: () => setLeaving(null),
  };
}

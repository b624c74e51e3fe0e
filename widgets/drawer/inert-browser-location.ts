// Stands in for wouter's browser-location module, which patches the host page's `history.pushState` and
// `history.replaceState` and marks `window` as it is imported. The drawer routes in memory only: the host's history
// and window stay exactly as the shop left them. wouter reads these only as its default router, which the drawer's
// Router always replaces with its memory hook.

const unused = (): never => {
  throw new Error('The drawer routes in memory; the browser location is not used.');
};

/** wouter's default location hook. */
export const useBrowserLocation = unused;
/** wouter's default search hook. */
export const useSearch = unused;
/** wouter's browser navigation. */
export const navigate = unused;
/** wouter's history-state hook. */
export const useHistoryState = unused;
/** wouter's pathname hook. */
export const usePathname = unused;
/** wouter's location property hook. */
export const useLocationProperty = unused;

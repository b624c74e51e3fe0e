// Replaces wouter's browser-location module: the drawer routes in memory and never touches the
// host page's history (no patched pushState, no popstate listener, no symbol on window).

const none = (): never => {
  throw new Error('The direct-billing drawer routes in memory; browser location is not used.');
};

/** wouter's default router hook; never called because every Router gets the memory hook. */
export const useBrowserLocation = none;
/** wouter's default search hook; never called for the same reason. */
export const useSearch = none;
/** wouter's browser navigate; never called for the same reason. */
export const navigate = none;
/** wouter's history-state hook; never called for the same reason. */
export const useHistoryState = none;
/** wouter's pathname hook; never called for the same reason. */
export const usePathname = none;
/** wouter's location property hook; never called for the same reason. */
export const useLocationProperty = none;

// Stands in for `use-sync-external-store/shim`: Preact's compat layer already has the hook.
export { useSyncExternalStore } from 'react';

// Where the drawer is: wouter's memory location under the drawer's base path, so routing never reads or writes the
// host page's URL or history (spec 000 section 2, "Screens and routes"). The drawer's Router and the flow's signals
// both read this one location.
import { computed, signal } from '@preact/signals-react';
import { memoryLocation } from 'wouter/memory-location';
import { drawerViewOf, type DrawerView } from '../../src/domain/drawer/resume.ts';
import { drawerBase } from '../../src/domain/drawer/trail.ts';
import { screenChanged } from './announce.ts';

/** The drawer's routes live under the host page's path followed by /direct-billing (spec 000 section 2). */
export const routeBase = signal(drawerBase('/'));

/** Puts the drawer's routes under the host page's path, as it opens on that page. */
export function setRouteBase(hostPath: string): void {
  const base = drawerBase(hostPath);
  if (base === routeBase.value) return;
  routeBase.value = base;
  resetDrawerLocation();
}

/** The location's path for a view. */
export const drawerPath = (target: string): string => `${routeBase.value}/${target}`;

// Recorded, so that closing can reset it and a test can see that every navigation replaces the entry it is on.
const location = memoryLocation<unknown>({ path: drawerPath('intro'), record: true });

/** The entries of the drawer's location, oldest first (navigation replaces, so there is one). */
export const drawerHistory: readonly string[] = location.history;

// The memory location as signals read it. wouter offers no subscription outside components, so every move of the
// location goes through this module (the Router's hook included) and is mirrored right after it.
const here = signal<{ readonly path: string; readonly state: unknown }>({ path: drawerPath('intro'), state: null });

function mirror(): void {
  here.value = { path: location.history.at(-1) ?? '', state: location.state };
}

/**
 * The view a path names; a path no view has gives the error view, as the drawer's Switch does. Compared as wouter
 * matches routes (case-insensitively), so the view and the route shown never disagree.
 */
export function viewAt(path: string): DrawerView {
  const [within = ''] = path.split('?');
  const base = routeBase.value.toLowerCase();
  const name = within.toLowerCase().startsWith(`${base}/`) ? within.slice(base.length + 1).toLowerCase() : '';
  return drawerViewOf(name) ?? 'error';
}

/** The view shown, read from the location. */
export const view = computed(() => viewAt(here.value.path));
/** Navigation state carried to the view shown (start hands the new record's id to resume); null when none was. */
export const navState = computed(() => here.value.state);

/**
 * Whether the flow has put the drawer on a view since it opened: until then the location is only where the last close
 * left it, and showing it would flash the intro before the view asked for.
 */
export const placed = signal(false);

/** Moves the drawer. Navigation replaces: the drawer keeps no history of its own and the host's is never touched. */
export function navigateDrawer(path: string, state?: unknown): void {
  placed.value = true;
  const before = view.peek();
  // wouter keeps the previous state when a navigation carries none; here state belongs to the navigation that carried it.
  location.navigate(path, { replace: true, state: state ?? null });
  mirror();
  if (view.peek() !== before) screenChanged();
}

/** Back to the first view with no state: when the drawer closes, and when the flow forgets the shopper. */
export function resetDrawerLocation(): void {
  placed.value = false;
  location.reset();
  location.navigate(drawerPath('intro'), { replace: true, state: null });
  mirror();
}

const navigateFromRouter = (path: string, options?: { state?: unknown }): void => navigateDrawer(path, options?.state);

/** The drawer Router's location hook: wouter's memory hook, whose navigation (a Link, a Redirect) also goes through here. */
export const useDrawerLocation = Object.assign((): [string, typeof navigateFromRouter] => [location.hook()[0], navigateFromRouter], {
  searchHook: location.searchHook,
});

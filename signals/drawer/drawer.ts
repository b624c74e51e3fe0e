// Whether the drawer is open, on which view, and who opened it (to give focus back).
import { signal } from '@preact/signals-react';
import type { DrawerView } from '../../src/domain/drawer/resume.ts';

/**
 * The views `open` accepts (spec 000 section 2, open-drawer): the entries, and every view a page can sensibly show on
 * its own (not the prescription check's animation, nor the product change, which belongs to a line of the review).
 */
export const DRAWER_TARGETS = [
  'intro', 'login-redirect', 'start', 'resume', 'loading', 'error', 'insurers', 'insurance-member', 'insurance-information',
  'quote', 'select-prescription', 'select-product', 'review',
] as const satisfies readonly DrawerView[];
/** A view the drawer can open on. */
export type DrawerTarget = (typeof DRAWER_TARGETS)[number];

/** The open drawer's starting view; null when closed. */
export const drawerTarget = signal<DrawerTarget | null>(null);

/** How the host page asked to open the drawer (spec 000 section 2, "open-drawer"): read-only, and state for the view. */
export interface DrawerOptions {
  viewOnly?: boolean | undefined;
  state?: unknown;
}

/** The open drawer's options; the views read them (view-only mode, navigation state). */
export const drawerOptions = signal<DrawerOptions>({});

/**
 * The view the drawer was asked to open on when its own code, or its words, did not come (spec 000 section 9, script
 * chunk load timeout): the page says so and offers to try again. Null otherwise.
 */
export const unopened = signal<DrawerTarget | null>(null);

/**
 * Whether the drawer's code that did not come is code the browser will not fetch again on this page (a file it imports
 * failed): the notice then offers to reload the page, the one thing that brings it.
 */
export const unopenedTillReload = signal(false);

let opener: HTMLElement | null = null;
/** What runs once the drawer has closed and given focus back: the page told then may move focus itself. */
let afterClose: (() => void) | null = null;
/** When the drawer was last asked to open (performance.now()): its loading state counts its delay from the press. */
let askedAt = 0;

/** Opens the drawer on a view; the element that had focus gets it back on close. */
export function openDrawer(target: DrawerTarget = 'intro', from?: HTMLElement | null, options: DrawerOptions = {}): void {
  if (drawerTarget.value) return;
  unopened.value = null;
  opener = from ?? null;
  askedAt = performance.now();
  drawerOptions.value = options;
  drawerTarget.value = target;
}

/** The element to give focus back to when the drawer closes. */
export function drawerOpener(): HTMLElement | null {
  return opener;
}

/** When the drawer was last asked to open, as performance.now() tells time. */
export function drawerAskedAt(): number {
  return askedAt;
}

/**
 * Closes the drawer, or the notice of a drawer that did not open; `then` runs once the drawer has given focus back (at
 * once when no drawer was open), as focus moved while the modal dialog is still open would not land on the page.
 */
export function closeDrawer(then: (() => void) | null = null): void {
  const open = drawerTarget.peek() !== null;
  afterClose = open ? then : null;
  drawerTarget.value = null;
  unopened.value = null;
  if (!open) then?.();
}

/** Takes what was to run once the drawer closed (the drawer runs it after giving focus back). */
export function takeAfterClose(): (() => void) | null {
  const then = afterClose;
  afterClose = null;
  return then;
}

/**
 * The drawer's code did not come: it closes, and the page tells the shopper, who may try again, or, when only a reload
 * brings that code (`reload`), reload the page.
 */
export function drawerNotLoaded(reload = false): void {
  unopened.value = drawerTarget.peek();
  unopenedTillReload.value = reload;
  drawerTarget.value = null;
}

/** Opens the drawer again as it was asked for when its code did not come. */
export function openAgain(): void {
  const target = unopened.peek();
  if (target) openDrawer(target, opener, drawerOptions.peek());
}

/** Lets go of the drawer that did not open (the shopper dismissed the notice). */
export function forgetUnopened(): void {
  unopened.value = null;
}

/** Closed, no opener (tests). */
export function resetDrawer(): void {
  drawerTarget.value = null;
  drawerOptions.value = {};
  unopened.value = null;
  unopenedTillReload.value = false;
  opener = null;
  afterClose = null;
}

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

let opener: HTMLElement | null = null;

/** Opens the drawer on a view; the element that had focus gets it back on close. */
export function openDrawer(target: DrawerTarget = 'intro', from?: HTMLElement | null, options: DrawerOptions = {}): void {
  if (drawerTarget.value) return;
  opener = from ?? null;
  drawerOptions.value = options;
  drawerTarget.value = target;
}

/** The element to give focus back to when the drawer closes. */
export function drawerOpener(): HTMLElement | null {
  return opener;
}

/** Closes the drawer. */
export function closeDrawer(): void {
  drawerTarget.value = null;
}

/** Closed, no opener (tests). */
export function resetDrawer(): void {
  drawerTarget.value = null;
  drawerOptions.value = {};
  opener = null;
}

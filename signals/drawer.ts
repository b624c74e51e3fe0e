// Whether the drawer is open, on which view, and who opened it (to give focus back).
import { signal } from '@preact/signals-react';
import type { DrawerView } from '../src/domain/resume.ts';

/**
 * The drawer's views that can be opened directly, out of the views of spec 000 section 2: those built so far, and
 * the two the toggle opens the flow on (spec 001 section 2), which issue 6 fills in.
 */
export const DRAWER_TARGETS = ['intro', 'start', 'error', 'loading', 'insurance-member'] as const satisfies readonly DrawerView[];
/** A view the drawer can open on. */
export type DrawerTarget = (typeof DRAWER_TARGETS)[number];

/** The open drawer's starting view; null when closed. */
export const drawerTarget = signal<DrawerTarget | null>(null);

let opener: HTMLElement | null = null;

/** Opens the drawer on a view; the element that had focus gets it back on close. */
export function openDrawer(target: DrawerTarget = 'intro', from?: HTMLElement | null): void {
  if (drawerTarget.value) return;
  opener = from ?? null;
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
  opener = null;
}

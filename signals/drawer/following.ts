// The views that can follow the one shown, for the drawer to fetch their code ahead (src/domain/drawer/following.ts).
import { computed, signal } from '@preact/signals-react';
import { followingViews } from '../../src/domain/drawer/following.ts';
import { drawerViewOf, type DrawerView } from '../../src/domain/drawer/resume.ts';
import { pageFlow } from './flow.ts';
import { view } from './drawer-route.ts';

/** The views the drawer was predicted to show first as it opened (src/domain/drawer/opening.ts); none before it opens. */
const opening = signal<readonly DrawerView[]>([]);

/**
 * The drawer opens, predicted to show `views` first: its entry views are followed by those, not by the flow's default view
 * (a resumed claim fetched the intro's code for nothing).
 */
export function openWith(views: readonly DrawerView[]): void {
  opening.value = views;
}

/** The drawer's views that can follow the one shown under the shop's page flow; none until the flow is loaded. */
export const followingShown = computed<DrawerView[]>(() =>
  followingViews(pageFlow.value, view.value, opening.value)
    .map(drawerViewOf)
    .filter((next): next is DrawerView => next !== null),
);

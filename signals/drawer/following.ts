// The views that can follow the one shown, for the drawer to fetch their code ahead (src/domain/drawer/following.ts).
import { computed } from '@preact/signals-react';
import { followingViews } from '../../src/domain/drawer/following.ts';
import { drawerViewOf, type DrawerView } from '../../src/domain/drawer/resume.ts';
import { pageFlow } from './flow.ts';
import { view } from './drawer-route.ts';

/** The drawer's views that can follow the one shown under the shop's page flow; none until the flow is loaded. */
export const followingShown = computed<DrawerView[]>(() =>
  followingViews(pageFlow.value, view.value)
    .map(drawerViewOf)
    .filter((next): next is DrawerView => next !== null),
);

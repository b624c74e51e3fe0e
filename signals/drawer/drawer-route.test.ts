// The drawer's memory location (spec 000 section 2, "Screens and routes"): what go() does to it, and what the flow reads back.
import { beforeEach, describe, expect, it } from 'vitest';
import { drawerHistory, drawerPath, navigateDrawer, resetDrawerLocation, viewAt } from './drawer-route.ts';
import { fail, go, navState, resetFlow, view } from './flow.ts';

beforeEach(() => resetFlow());

describe('the view a path names (spec 000 §2: a view this build lacks shows the error view)', () => {
  it.each([
    ['a view of the spec', '/direct-billing/insurers', 'insurers'],
    ['an entry view', '/direct-billing/login-redirect', 'login-redirect'],
    ['a path with a query', '/direct-billing/review?from=edit', 'review'],
    ['another case, as wouter matches routes', '/Direct-Billing/Quote', 'quote'],
    ['a view no build has', '/direct-billing/not-in-this-build', 'error'],
    ['a view nested under another', '/direct-billing/intro/more', 'error'],
    ['the base alone', '/direct-billing', 'error'],
    ['a path outside the base', '/intro', 'error'],
  ])('%s: %s is %s', (_name, path, expected) => {
    expect(viewAt(path)).toBe(expected);
  });
});

describe('go (spec 000 §2: navigation replaces, never pushes)', () => {
  it('moves the location from an action, outside any component, and the flow reads the view from it', () => {
    go('insurers');
    expect(drawerHistory.at(-1)).toBe(drawerPath('insurers'));
    expect(view.value).toBe('insurers');
    fail(new Error('down'));
    expect(view.value).toBe('error');
  });

  it('replaces the entry it is on: one entry however far the shopper goes', () => {
    go('insurers');
    go('insurance-member');
    go('insurance-information');
    expect(drawerHistory).toEqual([drawerPath('insurance-information')]);
  });

  it('carries state with the navigation, and a navigation without state carries none', () => {
    go('resume', { id: 'r1' });
    expect(view.value).toBe('resume');
    expect(navState.value).toEqual({ id: 'r1' });
    go('insurers');
    expect(navState.value).toBeNull();
  });

  it('shows the error view for a path no view has', () => {
    navigateDrawer('/direct-billing/not-in-this-build');
    expect(view.value).toBe('error');
  });

  it('resets to the intro with no state, as closing the drawer and forgetting the shopper do', () => {
    go('review', { prescriptionId: 'p1' });
    resetDrawerLocation();
    expect(drawerHistory).toEqual([drawerPath('intro')]);
    expect(view.value).toBe('intro');
    expect(navState.value).toBeNull();
    go('review');
    resetFlow();
    expect(view.value).toBe('intro');
  });
});

// The page opens the drawer on a view that cannot open now (spec 000 §2, open-drawer): one console warning says why, and
// the flow's default view opens as the flow itself opens it, to be used: a view-only request was for the claim's view,
// and does not turn the fallback into a read-only screen whose buttons still work.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { DrawerHost } from '../../mount.tsx';
import { openDrawer, type DrawerTarget } from '../../../signals/drawer/drawer.ts';
import { signedInVisitor } from '../../../test/component/setup.ts';

const VIEW_ONLY = 'View only: your claim as it stands. Nothing here can be changed.';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('spec 000 §2: open on a view that cannot open now', () => {
  it.each<DrawerTarget>(['review', 'select-product', 'insurance-information'])(
    'open("%s", { viewOnly: true }) with no claim warns once and opens the intro, not view-only',
    async (target) => {
      await signedInVisitor();
      const warnings: string[] = [];
      vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
      render(<DrawerHost />);
      act(() => openDrawer(target, null, { viewOnly: true }));
      const start = await screen.findByRole('button', { name: 'Get started' });
      expect(start.hasAttribute('disabled')).toBe(false);
      expect(screen.queryByText(VIEW_ONLY)).toBeNull();
      expect(warnings).toEqual([`[direct-billing] open("${target}"): "${target}" shows a claim and none is in progress; the drawer opens on "intro", not view-only`]);
    },
  );

  it('a view-only request that can open stays view-only', async () => {
    await signedInVisitor();
    render(<DrawerHost />);
    act(() => openDrawer('intro', null, { viewOnly: true }));
    expect(await screen.findByText(VIEW_ONLY)).toBeTruthy();
  });
});

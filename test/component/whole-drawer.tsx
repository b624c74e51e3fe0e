// The whole drawer (the host, its router and every view) open on a claim the test brought to a step: for the tests of
// moves between views, which the views alone cannot show.
import { act, render, screen } from '@testing-library/preact';
import { DrawerHost } from '../../widgets/mount.tsx';
import { openDrawer } from '../../signals/drawer/drawer.ts';
import { setInsuranceLoad } from '../../signals/claim/claim.ts';
import { claimAt, drawerSandbox, type ClaimOptions, type DrawerSandbox } from './drawer-claim.ts';

/** A claim ready to submit, its insurance loaded, and the whole drawer open on its review (headed `heading`). */
export async function wholeDrawerOnReview(locale = 'en-ca', options: ClaimOptions = {}, heading = 'Review your claim'): Promise<DrawerSandbox & { id: string }> {
  const drawer = await drawerSandbox(locale);
  const id = await claimAt(drawer.sandbox, 'ready-to-claim', options);
  setInsuranceLoad('ready');
  render(<DrawerHost />);
  act(() => openDrawer('review'));
  await screen.findByRole('heading', { name: heading });
  return { ...drawer, id };
}

// The header's Back retraces the way of this opening of the drawer (spec 000 §2: previous targets; the screens seen),
// in the whole North American drawer against the real sandbox in process: a drawer the page opens on a view has no
// screen behind it but the flow's previous one, whatever the drawer showed when it was last closed.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/preact';
import { closeDrawer, openDrawer } from '../../signals/drawer/drawer.ts';
import { resetDrawerAfterEach } from '../../test/component/drawer-claim.ts';
import { wholeDrawerOnReview } from '../../test/component/whole-drawer.tsx';

resetDrawerAfterEach();

describe('spec 000 §2: Back walks back this opening’s screens, then the flow’s previous targets', () => {
  it('closed on the review, opened again on the member found (the page’s open("insurance-member")): Back shows the insurers list, not the review', async () => {
    await wholeDrawerOnReview();
    act(() => closeDrawer());
    act(() => openDrawer('insurance-member'));
    expect(await screen.findByRole('heading', { name: 'Good news, we found you' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Choose your insurer' })).toBeTruthy();
  });
});

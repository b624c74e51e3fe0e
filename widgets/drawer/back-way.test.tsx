// The header's Back retraces the way of this opening of the drawer (spec 000 §2: previous targets; the screens seen),
// in the whole North American drawer against the real sandbox in process: a drawer the page opens on a view has no
// screen behind it but the flow's previous one, whatever the drawer showed when it was last closed.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { DrawerHost } from '../mount.tsx';
import { closeDrawer, openDrawer } from '../../signals/drawer/drawer.ts';
import { claimAt, drawerSandbox, lookUpOnEmptyForm, resetDrawerAfterEach } from '../../test/component/drawer-claim.ts';
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

  it('the member found after Check eligibility: Back shows the lookup form with what was typed, then the insurers list; looked up again, the member found', async () => {
    const { sandbox } = await drawerSandbox('en-ca');
    await claimAt(sandbox, 'insurer-chosen');
    render(<DrawerHost />);
    act(() => openDrawer('insurers'));
    fireEvent.click(await screen.findByRole('button', { name: 'Quillfeather Vision Plan' }));
    await screen.findByRole('heading', { level: 3, name: 'Check eligibility' });
    await lookUpOnEmptyForm(sandbox, { 'Member ID': 'W1234567', 'Group ID': 'GRP-100', 'Date of birth': '04/12/1988', 'Postal code': 'H2X 1Y4' });
    const typed = (label: string) => (screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement).value;

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Check eligibility' })).toBeTruthy();
    await screen.findByRole('textbox', { name: /^Member ID/ });
    expect([typed('Member ID'), typed('Group ID'), typed('Date of birth'), typed('Postal code')]).toEqual(['W1234567', 'GRP-100', '04/12/1988', 'H2X 1Y4']);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Choose your insurer' })).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Quillfeather Vision Plan' }));
    expect(await screen.findByRole('heading', { name: 'Good news, we found you' })).toBeTruthy();
  });
});


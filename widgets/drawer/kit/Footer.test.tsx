// The footer's main button under a double tap, in the whole North American drawer against the real sandbox in process
// (spec 000 §2, the footer of each view): the second tap lands on the screen the first one brought, before the shopper
// has seen it, and is no press of it. Here the doctor's page (step 3) leads to the upload (step 4), whose Continue
// refuses an empty list.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { DrawerHost } from '../../mount.tsx';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { setInsuranceLoad } from '../../../signals/claim/claim.ts';
import { SEEN_AFTER_MS } from '../../../src/domain/drawer/press.ts';
import { claimAt, drawerSandbox } from '../../../test/component/drawer-claim.ts';

const REFUSED = 'Please upload at least one prescription.';

/** The footer's Continue of the screen shown. */
const next = () => within(document.querySelector<HTMLElement>('.footer')!).getByRole('button', { name: 'Continue' });

/** A tap as a phone's browser tells it: a click from a touch pointer, counted by the browser (`detail`). */
const tap = (button: HTMLElement, detail: number) =>
  fireEvent(button, new PointerEvent('click', { bubbles: true, cancelable: true, composed: true, detail, pointerType: 'touch' }));

beforeEach(async () => {
  const { sandbox } = await drawerSandbox();
  // The claim has its member and its doctor, no prescription yet: the doctor's page goes on to an empty upload step.
  await claimAt(sandbox, 'prescription-required');
  setInsuranceLoad('ready');
});

/** The drawer open on the wizard's pages, walked by single presses to the doctor's (step 3). */
async function atDoctor(): Promise<void> {
  render(<DrawerHost />);
  act(() => openDrawer('insurance-information'));
  await screen.findByRole('heading', { name: 'Who is the eyewear for?' });
  fireEvent.click(next(), { detail: 1 });
  await screen.findByRole('heading', { name: 'Your eye doctor' });
}
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('spec 000 §2 footer: a double tap on Continue acts once, on the screen it was aimed at', () => {
  it('a double tap on the doctor’s Continue: its second click, on the upload step’s Continue, leaves the upload step without an error', async () => {
    await atDoctor();
    fireEvent.click(next(), { detail: 1 });
    await screen.findByRole('heading', { name: 'Upload your prescription' });
    // act: what the click did is on screen when it returns.
    act(() => void fireEvent.click(next(), { detail: 2 }));
    expect(screen.queryByText(REFUSED)).toBeNull();
    // The shopper's own press of the upload step's Continue, later, still acts.
    fireEvent.click(next(), { detail: 1 });
    expect(await screen.findByText(REFUSED)).toBeTruthy();
  });

  it('where the browser counts every tap as a first, a tap on a screen just shown is ignored, and one after the shopper has seen it acts', async () => {
    // The screen's clock stands still unless the test moves it: no press comes later than the test says.
    vi.useFakeTimers({ toFake: ['Date', 'performance'], now: Date.now() });
    await atDoctor();
    // The shopper has read the doctor's page, and taps twice.
    vi.advanceTimersByTime(SEEN_AFTER_MS);
    tap(next(), 1);
    await screen.findByRole('heading', { name: 'Upload your prescription' });
    act(() => void tap(next(), 1));
    expect(screen.queryByText(REFUSED)).toBeNull();
    vi.advanceTimersByTime(SEEN_AFTER_MS);
    tap(next(), 1);
    expect(await screen.findByText(REFUSED)).toBeTruthy();
  });
});

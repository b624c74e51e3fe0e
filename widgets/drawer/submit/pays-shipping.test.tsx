// What the shopper pays counts the shipping they pay (spec 000 §9: residual = order subtotal + shipping − confirmed
// amount), in the whole drawer and on the cart's call-to-action, against the real sandbox in process: one box of contact
// lenses (74.50) is under the demo shop's free shipping threshold, so the order pays 8.95 of shipping, which the insurer
// leaves to the shopper. The review's estimate, the claim applied and the call-to-action all say so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { DrawerHost } from '../../mount.tsx';
import Cta from '../../cta/Cta.tsx';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { record, setInsuranceLoad } from '../../../signals/claim/claim.ts';
import { resetSubmit } from '../../../signals/drawer/submit/flow-submit.ts';
import { setEstimateSource } from '../../../signals/claim/estimate.ts';
import { claimAt, drawerSandbox } from '../../../test/component/drawer-claim.ts';
import type { sandboxFetch } from '../../../test/component/sandbox-fetch.ts';

afterEach(() => {
  cleanup();
  resetSubmit();
  setEstimateSource(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The signed-in visitor's cart becomes one box of the demo's daily contact lenses, alone: 74.50, and 8.95 of shipping. */
function oneBoxOfLenses(sandbox: ReturnType<typeof sandboxFetch>): void {
  const visitor = [...sandbox.state.sessions.values()].find((s) => s.registerType === 'R');
  if (!visitor) throw new Error('no signed-in visitor');
  for (const line of ['line-1', 'line-2', 'line-4']) sandbox.state.setQuantity(visitor, line, 0);
  if (!sandbox.state.setQuantity(visitor, 'line-3', 1)) throw new Error('no demo cart with its lenses');
}

/** Text as read, Intl's and French typography's no-break spaces read as spaces. */
const read = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('spec 000 §9 residual: the shipping the order pays is left to pay, beside the insurer\'s share', () => {
  it('en-ca: the review\'s estimate, the claim applied and the call-to-action say $8.95 left to pay, never $0.00', async () => {
    const { sandbox } = await drawerSandbox('en-ca');
    oneBoxOfLenses(sandbox);
    await claimAt(sandbox, 'ready-to-claim', { terms: true, claims: 'contacts' });
    setInsuranceLoad('ready');
    render(<DrawerHost />);
    act(() => openDrawer('review'));
    await screen.findByRole('heading', { name: 'Review your claim' });

    const estimate = await screen.findByRole('region', { name: 'Estimated coverage' });
    await within(estimate).findByText('$8.95');
    expect([...estimate.querySelectorAll('dl > div')].map(read)).toEqual(['Your insurer pays (estimate)$74.50', 'You pay (estimate)$8.95']);
    await screen.findByText('Estimate: your insurer pays $74.50, you pay $8.95');

    fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
    const applied = await screen.findByRole('dialog', { name: 'Claim applied' });
    expect(read(applied)).toContain('Your insurer pays $74.50 of your order. You pay the remaining $8.95 at checkout.');
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');

    cleanup();
    render(<Cta />);
    await screen.findByRole('heading', { name: 'Your insurance is applied' });
    expect(screen.getByText('Your insurer covers $74.50 of this order. You pay the remaining $8.95. Complete your checkout to keep this amount.')).toBeTruthy();
  });
});

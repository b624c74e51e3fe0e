// The switch of a French shopper whose claim was cancelled while the day's quote limit holds (spec 000 §8
// REQUEST_QUOTE_RESTRICTED: daily quote attempts exceeded, retry after 24 hours; §4 Nullify), against the real sandbox
// in process, in the French of France: a click would start a claim whose first quote the service refuses, so the
// switch waits and says when it can be used again, as the call-to-action does; the shop's addBenefits() starts nothing
// either. Under the limit, the switch starts the flow as before.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { addBenefits, cancelClaim } from '../../signals/claim/actions.ts';
import { record } from '../../signals/claim/claim.ts';
import { quoteLimitMet, resetQuoteLimit } from '../../signals/claim/quote-limit.ts';
import { drawerTarget, resetDrawer } from '../../signals/drawer/drawer.ts';
import { cancelledAfter, endFrenchShopper, quoted, startFrenchShopper, type FrenchShopper } from '../../test/component/french-shopper.ts';
import Toggle from './Toggle.tsx';

/** What the switch says while it waits. */
const WAIT = 'De nouveau disponible dans 24\u00a0heures\u202f: vous avez demandé le nombre maximal de devis autorisé par jour.';

let sandbox: FrenchShopper;

beforeEach(async () => {
  sandbox = await startFrenchShopper();
});
afterEach(() => {
  endFrenchShopper();
  resetQuoteLimit();
  resetDrawer();
});

/** The signed-in switch (ToggleLive's, which replaces the one the toggle shows while it loads), once it is `available` or not. */
async function theSwitch(available: boolean): Promise<HTMLElement> {
  render(<Toggle />);
  const shown = () => screen.getByRole('switch', { name: 'Utiliser le tiers payant' });
  await waitFor(() => {
    expect(shown().getAttribute('aria-disabled')).toBe(String(!available));
    // The signed-in switch has the record's part beside it (ToggleStatus), which the loading one has not.
    expect(shown().getAttribute('aria-busy')).toBe('false');
  });
  return shown();
}

describe('spec 000 §8 REQUEST_QUOTE_RESTRICTED and §4 Nullify: the switch after a claim cancelled under the day\'s quote limit', () => {
  it.each([
    ['the cancelled record\'s own three quotes of the day', 3, false],
    ['the service\'s refusal of a request met on this page', 1, true],
  ])('%s: the switch is unavailable and says when it can be used again; a click and addBenefits() open nothing', async (_name, quotes, refused) => {
    await cancelledAfter(sandbox, quotes);
    if (refused) quoteLimitMet(sandbox.state.service.now());
    else resetQuoteLimit();
    const toggle = await theSwitch(false);
    const hint = toggle.getAttribute('aria-describedby') ?? '';
    await waitFor(() => expect(document.getElementById(hint)?.textContent).toBe(WAIT));
    fireEvent.click(toggle);
    await addBenefits();
    expect(drawerTarget.value).toBeNull();
  });

  it('one quote of the day, then cancelled: the switch starts the flow again, with nothing said of a limit', async () => {
    await cancelledAfter(sandbox, 1);
    const toggle = await theSwitch(true);
    expect(toggle.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(WAIT)).toBeNull();
    fireEvent.click(toggle);
    await waitFor(() => expect(drawerTarget.value).not.toBeNull());
  });

  it('three quotes refused today, the claim asking a fourth: the switch stays off and says when, and Space changes nothing (no use of insurance sent)', async () => {
    await quoted(sandbox, 3, 'refuse');
    resetQuoteLimit();
    const toggle = await theSwitch(false);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent).toBe(WAIT));
    fireEvent.click(toggle);
    await addBenefits();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(sandbox.calls.filter((c) => c.endsWith('/change-insurance-status'))).toEqual([]);
  });

  it('the day\'s three quotes spent on a claim in progress since cancelled (no record shown): the switch waits and says when; nothing opens', async () => {
    await quoted(sandbox, 3, 'refuse');
    await cancelClaim();
    expect(record.value).toBeNull();
    const toggle = await theSwitch(false);
    await waitFor(() => expect(document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent).toBe(WAIT));
    fireEvent.click(toggle);
    await addBenefits();
    expect(drawerTarget.value).toBeNull();
  });
});

// What the French quote view says as its answer comes, against the real sandbox in process: a screen change is said by
// its heading's focus (the shell's as the view shows, the view's own as a screen follows another), never again by the
// drawer's announcer, or a screen reader says « Votre devis » twice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { setInsuranceLoad } from '../../../signals/claim/claim.ts';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { go, pageFlow, resetFlow } from '../../../signals/drawer/flow.ts';
import { announce } from '../../../signals/drawer/announce.ts';
import { pageFlow as sandboxPageFlow } from '../../../sandbox/service/configurations.ts';
import { DrawerHost } from '../../mount.tsx';
import Quote from './Quote.tsx';
import { approvedQuote, endFrenchShopper, startFrenchShopper, type FrenchShopper } from '../../../test/component/french-shopper.ts';
import { frenchQuoteRequired } from '../../../test/unit/french-quote.ts';
import { timesSaid, watchFocus } from '../../../test/component/said.ts';
import type * as Announce from '../../../signals/drawer/announce.ts';

// The drawer's announcer as it is, watched: what it is asked to say is said, a moment later, in its live region.
vi.mock('../../../signals/drawer/announce.ts', async (original) => {
  const actual = await original<typeof Announce>();
  return { ...actual, announce: vi.fn(actual.announce) };
});

let sandbox: FrenchShopper;

beforeEach(async () => {
  sandbox = await startFrenchShopper();
  vi.mocked(announce).mockClear();
});
afterEach(() => {
  endFrenchShopper();
  resetFlow();
});

const HEADING = 'Votre devis';

/**
 * How many times the words are said: by the focus and the live regions of the view, and by each announcement the drawer
 * was asked to make, which its own region says a moment later.
 */
function said(text: string, view: HTMLElement): number {
  return timesSaid(text, view) + vi.mocked(announce).mock.calls.filter(([words]) => words.includes(text)).length;
}

describe('spec 000 §9 the approved quote, said once', () => {
  it('the quote that answers the shopper’s request is said by its focused heading alone, as focus moves to it', async () => {
    await frenchQuoteRequired(sandbox);
    pageFlow.value = sandboxPageFlow('FR');
    go('quote');
    render(<Quote />);
    const focus = watchFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Demander un devis' }));
    const heading = await screen.findByRole('heading', { level: 3, name: HEADING });
    // The amounts come after the screen's change has been made, and said.
    await screen.findByRole('button', { name: 'Accepter le devis' });
    focus.stop();
    expect(document.activeElement).toBe(heading);
    expect(said(HEADING, heading.closest('section') as HTMLElement)).toBe(1);
    // Each screen said as focus moves to its heading: the wait's, then the quote's, which a rename of the focused wait's
    // heading would leave to the readers that say one (NVDA), and never say to the others (VoiceOver, JAWS).
    expect(focus).toMatchObject({ said: ['Demande de devis en cours', HEADING], renamed: [], fell: 0 });
  });

  it('the drawer opened on an approved quote says it by the heading the shell focuses alone', async () => {
    await approvedQuote(sandbox);
    setInsuranceLoad('ready');
    render(<DrawerHost />);
    act(() => openDrawer('loading'));
    const heading = await screen.findByRole('heading', { level: 3, name: HEADING });
    await screen.findByRole('button', { name: 'Accepter le devis' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(said(HEADING, heading.closest('section') as HTMLElement)).toBe(1);
  });
});

// The call-to-action's Try again after the shop's session read failed as the page loaded (spec 001 §8, the init error
// "when the auth token fails"): it reads who the shopper is again and, signed in, their insurance state too, so a shopper
// with a claim in progress gets its card back, against the real sandbox in process. The error shown is told to the
// shop's analytics (spec 000 §6: one event per error shown, INIT_ERROR server-caused), as the signed-in card tells its own.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import Cta from './Cta.tsx';
import { startVisit } from '../../signals/session/visit.ts';
import { hostEvents } from '../../signals/host/events.ts';
import { claimAt, drawerSandbox } from '../../test/component/drawer-claim.ts';
import { configure } from '../../test/component/setup.ts';
import { ORIGIN } from '../../test/component/sandbox-fetch.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('spec 001 §8 init error: Try again redoes what failed, the session and then the insurance state', () => {
  test.each([
    ['en-ca', 'We’re sorry. There was an issue retrieving insurance information. Please try again.', 'Try again', 'Continue my claim'],
    ['fr-ca', /^Nous sommes désolés\. Un problème est survenu/, 'Réessayer', 'Reprendre ma demande'],
  ] as const)('a claim in progress, the page reloaded while the shop’s person call answered 503 once: the analytics hear the init error once, and Try again shows the claim’s card (%s)', async (locale, message, again, resume) => {
    const { sandbox } = await drawerSandbox(locale);
    await claimAt(sandbox, 'insurer-chosen');
    // The page is reloaded: the widgets start afresh, and the shop's session read meets one server failure.
    configure({ apiBaseUrl: `${ORIGIN}/services/direct-billing`, locale });
    sandbox.state.faults.add({ call: 'person/@self', kind: 'status', status: 503, remaining: 1 });
    const heard: unknown[] = [];
    const stop = hostEvents.on('analytics', (payload) => void heard.push(payload));
    const view = render(<Cta />);
    await startVisit();
    expect((await screen.findByRole('alert')).textContent).toMatch(message);
    // Once for the error shown, however often the card draws again.
    view.rerender(<Cta />);
    const initErrors = () => heard.filter((event) => (event as { action?: string }).action === 'error');
    expect(initErrors()).toEqual([{ elementType: 'OTHER', widget: 'ctaWidget', action: 'error', error: 'INIT_ERROR', errorCause: 'server' }]);
    fireEvent.click(screen.getByRole('button', { name: again }));
    expect(await screen.findByRole('button', { name: resume })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(initErrors()).toHaveLength(1);
    stop();
  });
});

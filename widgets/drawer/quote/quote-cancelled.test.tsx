// A claim cancelled in another tab while this tab's quote view is open (spec 000 sections 4 and 5): the sandbox nullifies
// the accepted quote with its claim, and the view, reading the record on its catch-up, says the claim was cancelled and
// offers what the call-to-action offers a cancelled claim, in its words (« Utiliser à nouveau ma mutuelle ») and by its
// verb (the flow's entry, a new claim), beside Close; never a quote request the service would refuse (409). Once the
// day's quotes are spent, applying again is not offered: the card's words say when it can be.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, getDefaultNormalizer, render, screen } from '@testing-library/preact';
import { pageFlow as sandboxPageFlow } from '../../../sandbox/service/configurations.ts';
import { getClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { nullifyClaim } from '../../../src/api/claim/claims.ts';
import { record, setRecord, setRestricted } from '../../../signals/claim/claim.ts';
import { currentApi } from '../../../signals/claim/claim-actions.ts';
import { catchUpInsuranceState } from '../../../signals/claim/claim-load.ts';
import { go, pageFlow, resetFlow, view } from '../../../signals/drawer/flow.ts';
import { hostEvents } from '../../../signals/host/events.ts';
import { flowEntry } from '../../../src/domain/toggle/toggle-action.ts';
import { quoteClock } from '../../../signals/drawer/quote/flow-quote.ts';
import { acceptedClaim, cancelledAfter, endFrenchShopper, SETTLE, startFrenchShopper, WALK_START } from '../../../test/component/french-shopper.ts';
import { signedInVisitor } from '../../../test/component/setup.ts';
import Quote from './Quote.tsx';

afterEach(() => {
  endFrenchShopper();
  resetFlow();
});

const WORDS = [
  ['en', 'en-fr', {
    accepted: 'Quote accepted', cancelled: 'Your claim was cancelled', body: 'Your order is back at full price. You can apply your vision insurance again.',
    close: 'Close', request: 'Request a quote', requestHeading: 'Request your quote', again: 'Apply again',
    later: 'Your order is back at full price. You have requested the most quotes allowed in a day: you can apply your vision insurance again in 24 hours.',
    restricted: 'Your order is back at full price. You’ve reached the daily limit of online claims. Please try again in 24 hours.',
  }],
  ['fr-FR', 'fr-fr', {
    accepted: 'Devis accepté', cancelled: 'Votre demande a été annulée', body: 'Votre commande est de nouveau au plein tarif. Vous pouvez utiliser à nouveau votre mutuelle.',
    close: 'Fermer', request: 'Demander un devis', requestHeading: 'Demandez votre devis', again: 'Utiliser à nouveau ma mutuelle',
    later: 'Votre commande est de nouveau au plein tarif. Vous avez demandé le nombre maximal de devis autorisé par jour\u202f: vous pourrez utiliser à nouveau votre mutuelle dans 24\u00a0heures.',
    restricted: 'Votre commande est de nouveau au plein tarif. Vous avez atteint la limite quotidienne de demandes en ligne. Veuillez réessayer dans 24\u00a0heures.',
  }],
] as const;

describe('spec 000 §4: the quote view of a claim cancelled in another tab', () => {
  it.each(WORDS)('%s: the accepted quote nullified with its claim says the claim was cancelled, with Close and no quote request', async (_language, locale, words) => {
    vi.useFakeTimers({ toFake: ['Date'], now: WALK_START });
    const sandbox = await signedInVisitor({ locale, country: 'FR', currency: 'EUR' });
    quoteClock.current = { now: () => sandbox.state.service.now(), sleep: async (ms: number) => sandbox.state.advanceClock(ms) };
    pageFlow.value = sandboxPageFlow('FR');
    go('quote');
    const id = await acceptedClaim(sandbox);
    render(<Quote />);
    await screen.findByRole('heading', { level: 3, name: words.accepted });
    // The other tab cancels the claim; this tab reads the record as it catches up.
    await nullifyClaim(currentApi(), id, 'CUSTOMER_INITIATED', 'CUSTOMER');
    sandbox.state.advanceClock(SETTLE);
    await act(() => catchUpInsuranceState());
    expect(record.value?.claimData?.quote?.status).toBe('CLAIM_NULLIFIED');
    await screen.findByRole('heading', { level: 3, name: words.cancelled });
    expect(await screen.findByText(words.body)).toBeTruthy();
    expect(screen.getByRole('button', { name: words.close })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: words.requestHeading })).toBeNull();
    expect(screen.queryByRole('button', { name: words.request })).toBeNull();
    expect(sandbox.calls.filter((call) => call.endsWith('/quote/request-new'))).toHaveLength(1);
    // The call-to-action's way on, beside Close: its words, and its verb, the flow's entry for a new claim.
    const buttons = () => screen.getAllByRole('button').map((button) => button.textContent);
    expect(await screen.findByRole('button', { name: words.again })).toBeTruthy();
    expect(buttons()).toEqual([words.again, words.close]);
    const heard: unknown[] = [];
    const stop = hostEvents.on('analytics', (payload) => void heard.push(payload));
    fireEvent.click(screen.getByRole('button', { name: words.again }));
    stop();
    expect(view.value).toBe(flowEntry(record.value, false));
    expect(heard).toContainEqual(expect.objectContaining({ elementType: 'START', widget: 'drawerWidget' }));
  });

  it.each(WORDS)('%s: a claim cancelled on the day\'s third quote: no new claim whose quote the service would refuse; the card\'s words say when, with Close', async (_language, locale, words) => {
    const sandbox = await startFrenchShopper(locale);
    pageFlow.value = sandboxPageFlow('FR');
    go('quote');
    await cancelledAfter(sandbox, 3);
    render(<Quote />);
    await screen.findByRole('heading', { level: 3, name: words.cancelled });
    // The French of France keeps its narrow no-break space before the colon, which the default normalizer would collapse.
    expect(await screen.findByText(words.later, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([words.close]);
  });

  it.each(WORDS)('%s: a claim a person cancelled by hand (CLAIM_NULLIFIED_MANUALLY) on the day\'s third quote: the card\'s words say when, with Close alone', async (_language, locale, words) => {
    const sandbox = await startFrenchShopper(locale);
    pageFlow.value = sandboxPageFlow('FR');
    go('quote');
    await cancelledAfter(sandbox, 3);
    const id = record.value?.id ?? '';
    const stored = sandbox.state.service.records.get(id);
    if (!stored) throw new Error(`no sandbox record ${id}`);
    sandbox.state.service.setStatus(stored, 'CLAIM_NULLIFIED_MANUALLY');
    setRecord(await getClaimRecord(currentApi(), id));
    expect(record.value?.status).toBe('CLAIM_NULLIFIED_MANUALLY');
    render(<Quote />);
    await screen.findByRole('heading', { level: 3, name: words.cancelled });
    expect(await screen.findByText(words.later, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([words.close]);
  });

  it.each(WORDS)('%s: a claim cancelled while the day\'s online claims are used up (LIMIT_REACHED): the words say the limit and when to try again, never to apply again, with Close', async (_language, locale, words) => {
    const sandbox = await startFrenchShopper(locale);
    pageFlow.value = sandboxPageFlow('FR');
    go('quote');
    await cancelledAfter(sandbox, 1);
    setRestricted({ reason: 'LIMIT_REACHED', retryAfterSeconds: null });
    render(<Quote />);
    await screen.findByRole('heading', { level: 3, name: words.cancelled });
    expect(await screen.findByText(words.restricted, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeTruthy();
    expect(screen.queryByText(words.body)).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([words.close]);
  });
});

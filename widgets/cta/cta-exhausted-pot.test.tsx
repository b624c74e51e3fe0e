// A French quote the mutuelle refuses for an exhausted pot (spec 000 §8: INSUFFICIENT_COVERAGE when the last quote is a
// customer-facing INSUFFICIENT_BALANCE; spec 001 §8 "exhausted pot"; spec 000 §4 claim outcomes), against the real
// sandbox in process, in the French of France: « Payer au plein tarif » leaves the record as it is, so the card on the
// cart says the outcome, the order at full price, with no amount the mutuelle would pay and nothing to resume; and the
// drawer's estimate box, which before the quote says the share comes with it (spec 000 §1), says nothing after the refusal.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/preact';
import { INSURER_DELAYS_MS } from '../../sandbox/service/scenarios.ts';
import { getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { requestQuote } from '../../src/api/quote/quotes.ts';
import { cta, record, setInsuranceLoad, setRecord } from '../../signals/claim/claim.ts';
import { currentApi } from '../../signals/claim/claim-kit.ts';
import { quoteClock, resetQuote } from '../../signals/drawer/quote/flow-quote.ts';
import { signedInVisitor } from '../../test/component/setup.ts';
import { frenchQuoteRequired } from '../../test/unit/french-quote.ts';
import { DrawerEstimate } from '../drawer/estimate.tsx';
import Cta from './Cta.tsx';

let sandbox: Awaited<ReturnType<typeof signedInVisitor>>;

beforeEach(async () => {
  sandbox = await signedInVisitor({ locale: 'fr-fr', country: 'FR', currency: 'EUR' });
  quoteClock.current = { now: () => sandbox.state.service.now(), sleep: async (ms: number) => sandbox.state.advanceClock(ms) };
});
afterEach(() => {
  cleanup();
  resetQuote();
  vi.unstubAllGlobals();
});

/** Text as read, the no-break spaces of French typography and of Intl's amounts read as spaces. */
const read = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The call-to-action's card under its level-2 heading: its text and its buttons. */
async function card(heading: string): Promise<{ text: string; buttons: string[] }> {
  const title = await screen.findByRole('heading', { level: 2, name: heading });
  const region = title.closest('section') as HTMLElement;
  return { text: read(region), buttons: within(region).queryAllByRole('button').map((b) => b.textContent ?? '') };
}

describe('spec 000 §8 INSUFFICIENT_COVERAGE, spec 001 §8 "exhausted pot": the cart and the drawer after the refusal', () => {
  it('before the quote: in progress, the share said to come with the quote, no amount; after the refusal: the pot used up, full price, no amount, nothing to resume', async () => {
    // The member number's scenario word: the mutuelle answers the quote with an insufficient balance.
    const id = await frenchQuoteRequired(sandbox, 'LOWBAL-42');
    setInsuranceLoad('ready');
    render(
      <>
        <Cta />
        <DrawerEstimate />
      </>,
    );
    const before = await card('Votre demande est en cours');
    await waitFor(() => expect(read(screen.getByRole('region', { name: 'Prise en charge estimée' }))).toContain('Votre mutuelle indiquera sa prise en charge dans son devis.'));
    expect(before.buttons).toEqual(['Reprendre ma demande', 'Annuler la demande']);
    expect(read(document.body)).not.toMatch(/€/);

    await requestQuote(currentApi(), id);
    sandbox.state.advanceClock(Math.max(...Object.values(INSURER_DELAYS_MS)) + 1);
    setRecord(await getClaimRecord(currentApi(), id));
    // What « Payer au plein tarif » leaves: the record back at QUOTE_REQUIRED, its last quote the refusal, in progress for the spec.
    expect(record.value?.status).toBe('QUOTE_REQUIRED');
    expect(cta.value).toBe('IN_PROGRESS');

    const after = await card('Votre forfait optique est épuisé');
    expect(after.text).toContain('Votre mutuelle ne peut pas prendre en charge cette commande : elle est à payer au plein tarif.');
    expect(after.text).not.toContain('en cours');
    expect(after.text).not.toMatch(/€/);
    expect(after.buttons).toEqual(['Annuler la demande']);
    expect(screen.queryByRole('region', { name: 'Prise en charge estimée' })).toBeNull();
    expect(read(document.body)).not.toMatch(/€/);
  });
});

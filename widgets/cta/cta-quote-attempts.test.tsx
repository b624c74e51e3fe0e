// The day's quote attempts as a French shopper meets them on the cart's call-to-action and in the quote view (spec 000
// §9: up to 3, then a 24-hour wait; spec 001 §2: the cancel confirmations' last-attempt variant and the CTA states;
// spec 001 §9: the warning that cancelling means waiting 24 hours; spec 000 §8 REQUEST_QUOTE_RESTRICTED: daily quote
// attempts exceeded, retry after 24 hours), against the real sandbox in process, in the French of France: the warning
// shows on the third quote of the day, never on the first; once no quote may be asked, both say so and when to come
// back, and neither offers a request the service can only refuse; nor does the card of a claim cancelled then, whose
// « Utiliser à nouveau ma mutuelle » would start a claim whose first quote the service refuses (spec 000 §4 Nullify).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { pageFlow as sandboxPageFlow } from '../../sandbox/service/configurations.ts';
import { QUOTE_REQUESTS_PER_DAY } from '../../sandbox/service/quotes.ts';
import { record, setInsuranceLoad, setRecord } from '../../signals/claim/claim.ts';
import { quoteLimitMet, resetQuoteLimit } from '../../signals/claim/quote-limit.ts';
import { go, pageFlow, resetFlow } from '../../signals/drawer/flow.ts';
import Quote from '../drawer/quote/Quote.tsx';
import { cancelledAfter, endFrenchShopper, quoted, startFrenchShopper, type FrenchShopper } from '../../test/component/french-shopper.ts';
import * as records from '../../test/component/records.ts';
import Cta from './Cta.tsx';

let sandbox: FrenchShopper;

beforeEach(async () => {
  sandbox = await startFrenchShopper();
});
afterEach(() => {
  endFrenchShopper();
  resetFlow();
});

const WARNING = /C’est votre dernière tentative aujourd’hui/;
const LIMIT_MET = /Vous avez déjà demandé le nombre maximal de devis/;
const HOUR = 3_600_000;

/** The cancel confirmation the call-to-action opens under the card headed `heading`. */
async function confirmation(heading: string): Promise<HTMLElement> {
  render(<Cta />);
  const card = (await screen.findByRole('heading', { level: 2, name: heading })).closest('section') as HTMLElement;
  fireEvent.click(within(card).getByRole('button', { name: 'Annuler la demande' }));
  return screen.findByRole('dialog', { name: /^Annuler votre demande/ });
}

describe('spec 000 §9 and spec 001 §2, §9: the last-attempt warning of the cancel confirmation, in fr-FR', () => {
  it.each([
    ['one quote refused: a claim in progress', 1, 'refuse', 'Votre demande est en cours', false],
    ['one quote accepted: the claim applied', 1, 'accept', 'Votre prise en charge est appliquée', false],
    ['two quotes, the second accepted', 2, 'accept', 'Votre prise en charge est appliquée', false],
    ['three quotes, the third accepted: the day’s last', 3, 'accept', 'Votre prise en charge est appliquée', true],
  ] as const)('%s', async (_name, quotes, last, heading, warned) => {
    await quoted(sandbox, quotes, last);
    const dialog = await confirmation(heading);
    expect(WARNING.test(dialog.textContent ?? '')).toBe(warned);
  });

  it('a claim cancelled after two quotes today, the new claim\'s first accepted: the day\'s third, so the card warns, as the quote view counts it', async () => {
    await cancelledAfter(sandbox, 2);
    await quoted(sandbox, 1, 'accept');
    expect(record.value?.claimData?.quoteSummaries).toHaveLength(1);
    const dialog = await confirmation('Votre prise en charge est appliquée');
    expect(dialog.textContent).toMatch(WARNING);
  });

  it('three quotes refused yesterday: today\'s cancel spends none of today\'s three, so the card\'s confirmation does not warn', async () => {
    await quoted(sandbox, 3, 'refuse');
    // The next day: the record last changed 25 hours ago, with its three quotes.
    vi.setSystemTime(Date.parse(record.value?.lastModified ?? '') + 25 * HOUR);
    const dialog = await confirmation('Votre demande est en cours');
    expect(dialog.textContent).not.toMatch(WARNING);
  });

  it('three quotes refused 23 hours ago: still the day\'s, the card says the limit and its confirmation says the wait already applies', async () => {
    await quoted(sandbox, 3, 'refuse');
    vi.setSystemTime(Date.parse(record.value?.lastModified ?? '') + 23 * HOUR);
    const dialog = await confirmation('Limite quotidienne de devis atteinte');
    expect(dialog.textContent).toMatch(LIMIT_MET);
    expect(dialog.textContent).not.toMatch(WARNING);
  });

  it('three quotes refused today: no quote is left to lose, so the confirmation says the 24-hour wait already applies, not a last attempt', async () => {
    await quoted(sandbox, 3, 'refuse');
    const dialog = await confirmation('Limite quotidienne de devis atteinte');
    expect(dialog.textContent).toContain('Vous avez déjà demandé le nombre maximal de devis autorisé par jour\u202f: que vous annuliez ou non, vous pourrez refaire une demande dans 24\u00a0heures.');
    expect(dialog.textContent).not.toMatch(WARNING);
  });

  it('a claim cancelled after one quote today, the new claim\'s first accepted: the day\'s second, no warning', async () => {
    await cancelledAfter(sandbox, 1);
    await quoted(sandbox, 1, 'accept');
    const dialog = await confirmation('Votre prise en charge est appliquée');
    expect(dialog.textContent).not.toMatch(WARNING);
  });
});

/** The call-to-action's card under its level-2 heading: its text and its buttons. */
async function card(heading: string): Promise<{ text: string; buttons: string[] }> {
  const title = await screen.findByRole('heading', { level: 2, name: heading });
  const region = title.closest('section') as HTMLElement;
  return { text: region.textContent ?? '', buttons: within(region).queryAllByRole('button').map((b) => b.textContent ?? '') };
}

/** The quote view on the drawer's quote step, as a resumed claim opens it. */
function quoteView(): ReturnType<typeof render> {
  pageFlow.value = sandboxPageFlow('FR');
  go('quote');
  return render(<Quote />);
}

describe('spec 000 §8 REQUEST_QUOTE_RESTRICTED and spec 001 §2 CTA states: the day\'s quote limit, in fr-FR', () => {
  it('three quotes refused today: the card says the limit and 24 hours, with nothing to resume; the quote view says it too, with no request, as after a reload', async () => {
    await quoted(sandbox, 3, 'refuse');
    // A page loaded afresh: nothing remembers a refusal, the record's three quotes tell.
    resetQuoteLimit();
    render(<Cta />);
    const limit = await card('Limite quotidienne de devis atteinte');
    expect(limit.text).toContain('Vous pourrez demander un nouveau devis dans 24\u00a0heures.');
    expect(limit.buttons).toEqual(['Annuler la demande']);
    quoteView();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Limite quotidienne de devis atteinte' }).textContent).toContain('Veuillez réessayer dans 24\u00a0heures'));
    expect(screen.queryByRole('button', { name: /Demander un (nouveau )?devis/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Payer au plein tarif' })).toBeTruthy();
    // No fourth request went out: nothing offered one.
    expect(sandbox.calls.filter((c) => c.endsWith('/quote/request-new'))).toHaveLength(3);
  });

  it('the service refuses a request for quotes used on another record: « Fermer » leaves the card saying the limit, and the view shown again says it, with no request', async () => {
    await quoted(sandbox, 1, 'refuse');
    // Two requests of the day on a record since cancelled: the customer's, not this record's.
    const file = sandbox.state.service.customer(record.value?.customerNumber ?? '');
    file.quoteRequests.push(sandbox.state.service.now(), sandbox.state.service.now());
    render(<Cta />);
    expect((await card('Votre demande est en cours')).buttons).toEqual(['Reprendre ma demande', 'Annuler la demande']);
    const view = quoteView();
    fireEvent.click(await screen.findByRole('button', { name: 'Demander un nouveau devis' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Limite quotidienne de devis atteinte' }).textContent).toContain('Veuillez réessayer dans 24\u00a0heures'));
    // Spec 000 §8: the heading names the limit, not the refused quote the request was asked from.
    expect(screen.getByRole('heading', { level: 3, name: 'Limite quotidienne de devis atteinte' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Devis refusé' })).toBeNull();
    // Beside the card behind, also named by the limit, the drawer's region keeps the drawer's own name before it.
    render(<h2 id="db-drawer-title">Tiers payant</h2>);
    expect(screen.getAllByRole('region', { name: 'Limite quotidienne de devis atteinte' })).toHaveLength(1);
    expect(screen.getAllByRole('region', { name: 'Tiers payant Limite quotidienne de devis atteinte' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    const limit = await card('Limite quotidienne de devis atteinte');
    expect(limit.buttons).toEqual(['Annuler la demande']);
    view.unmount();
    quoteView();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Limite quotidienne de devis atteinte' }).textContent).toContain('Veuillez réessayer dans 24\u00a0heures'));
    expect(screen.queryByRole('button', { name: /Demander un (nouveau )?devis/ })).toBeNull();
    expect(sandbox.calls.filter((c) => c.endsWith('/quote/request-new'))).toHaveLength(2);
  });

  it('three quotes, the third accepted, then cancelled: the card says when the mutuelle can be used again, with no « Utiliser à nouveau ma mutuelle », whose new claim\'s quote the service would refuse', async () => {
    await cancelledAfter(sandbox, 3);
    // A page loaded afresh: nothing remembers a refusal, the cancelled record's three quotes tell.
    resetQuoteLimit();
    render(<Cta />);
    const cancelled = await card('Votre demande a été annulée');
    expect(cancelled.text).toContain('vous pourrez utiliser à nouveau votre mutuelle dans 24\u00a0heures.');
    expect(cancelled.buttons).toEqual([]);
    // What the button would have started: the customer's quotes of the day are spent (spec 000 §8 REQUEST_QUOTE_RESTRICTED).
    expect(sandbox.state.service.customer(record.value?.customerNumber ?? '').quoteRequests).toHaveLength(QUOTE_REQUESTS_PER_DAY);
  });

  it('a claim cancelled once this page met the service\'s refusal of a request for the day\'s limit: no « Utiliser à nouveau ma mutuelle » either', async () => {
    await cancelledAfter(sandbox, 1);
    // The service refused a request of another record, for quotes used there.
    quoteLimitMet(sandbox.state.service.now());
    render(<Cta />);
    const cancelled = await card('Votre demande a été annulée');
    expect(cancelled.text).toContain('vous pourrez utiliser à nouveau votre mutuelle dans 24\u00a0heures.');
    expect(cancelled.buttons).toEqual([]);
  });

  it('a claim cancelled after one quote of the day: « Utiliser à nouveau ma mutuelle » is offered, as before', async () => {
    await cancelledAfter(sandbox, 1);
    render(<Cta />);
    const cancelled = await card('Votre demande a été annulée');
    expect(cancelled.text).not.toContain('24\u00a0heures');
    expect(cancelled.buttons).toEqual(['Utiliser à nouveau ma mutuelle']);
  });

  it('a claim the mutuelle acknowledged then cancelled, once this page met the limit: the card says why and when, with no « Utiliser à nouveau ma mutuelle »', async () => {
    setRecord(records.acknowledgedCancelled);
    setInsuranceLoad('ready');
    quoteLimitMet();
    render(<Cta />);
    const cancelled = await card('Votre demande a été annulée');
    expect(cancelled.text).toContain('Votre mutuelle n’a pas pu confirmer votre demande tout de suite');
    expect(cancelled.text).toContain('vous pourrez utiliser à nouveau votre mutuelle dans 24\u00a0heures.');
    expect(cancelled.buttons).toEqual([]);
  });

  it('three quotes refused today, then the claim in progress cancelled from the card: it says the limit and when, with nothing to start, and focus on it', async () => {
    await quoted(sandbox, 3, 'refuse');
    const dialog = await confirmation('Limite quotidienne de devis atteinte');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, annuler ma demande' }));
    await waitFor(() => expect(record.value).toBeNull());
    const after = await card('Limite quotidienne de devis atteinte');
    expect(after.text).toContain('vous pourrez utiliser à nouveau votre mutuelle dans 24 heures.');
    expect(after.buttons).toEqual([]);
    expect(screen.queryByRole('heading', { name: /^Vous avez une mutuelle/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Utiliser ma mutuelle' })).toBeNull();
  });

  it('a claim in progress cancelled from the card: the default card that follows says it was cancelled, in its status line', async () => {
    await quoted(sandbox, 1, 'refuse');
    const dialog = await confirmation('Votre demande est en cours');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, annuler ma demande' }));
    await screen.findByRole('heading', { level: 2, name: /^Vous avez une mutuelle/ });
    await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Votre demande a été annulée, et votre commande est au plein tarif.'));
  });
});

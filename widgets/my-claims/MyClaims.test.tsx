// The my-claims widget against the in-process sandbox (spec 001 §2 My-claims): the customer's claims with localized
// dates and money, every status shown, notices downloaded through their URL, failures with Try again, the empty state.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import MyClaims from './MyClaims.tsx';
import { loadSession } from '../../signals/session/session.ts';
import { resetMyClaims } from '../../signals/my-claims/my-claims.ts';
import { configure } from '../../test/component/setup.ts';
import { sandboxFetch } from '../../test/component/sandbox-fetch.ts';
import { timesSaid, watchLiveRegions } from '../../test/component/said.ts';

/** A visitor of the sandbox shop; `failing` makes the calls whose path holds it fail (or answer `answer`) that many times. */
async function visit(data: Record<string, string> = {}, { signIn = true, failing = '', times = 0, answer = '' } = {}) {
  configure(data);
  const sandbox = sandboxFetch();
  let left = times;
  const calls: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(String(input));
    if (failing && String(input).includes(failing) && left-- > 0) {
      return Promise.resolve(answer ? new Response(answer, { status: 200, headers: { 'content-type': 'application/json' } }) : new Response('{}', { status: 500 }));
    }
    return sandbox.fetch(input, init);
  });
  if (signIn) await sandbox.signIn();
  await loadSession();
  return { sandbox, calls };
}

beforeEach(() => {
  resetMyClaims();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('spec 001 §2 My-claims', () => {
  it('lists the claims in a table with a caption, row headers, localized dates and money, and the statuses shown', async () => {
    await visit();
    render(<MyClaims />);
    const table = await screen.findByRole('table', { name: 'Your vision insurance claims, newest first' });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Order', 'Submitted', 'Status', 'Insurance summary', 'Insurance deduction', 'Refunded', 'Documents']);
    // Each claim goes by the shop's order number; the service's claim id is shown nowhere (issue 24).
    const row = within(table).getByRole('row', { name: /69990417/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('69990417');
    const cells = within(row).getAllByRole('cell').map((td) => td.textContent);
    expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} (AM|PM)$/);
    expect(cells[1]).toBe('Refunded');
    expect(cells[3]).toBe('$120.00');
    expect(cells[4]).toBe('$120.00');
    expect(within(table).getByRole('row', { name: /69989852/ }).textContent).toContain('Invoiced');
    expect(within(table).getByRole('row', { name: /69987003/ }).textContent).toContain('Status not available');
    expect(table.textContent).not.toContain('CLM-SEED');
  });

  it('asks for the legacy customer number’s claims too when the shop gives one', async () => {
    configure();
    const sandbox = sandboxFetch();
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(String(input));
      const answer = await sandbox.fetch(input, init);
      if (!String(input).includes('person/@self')) return answer;
      const person = (await answer.json()) as Record<string, unknown>;
      return Response.json({ ...person, legacyId: 'LEGACY-77' });
    });
    await sandbox.signIn();
    await loadSession();
    render(<MyClaims />);
    await screen.findByRole('rowheader', { name: '69978841' });
    expect(urls.some((u) => u.includes('legacyCustomerNumber=LEGACY-77'))).toBe(true);
  });

  it('speaks French: statuses, dates and money in French', async () => {
    await visit({ locale: 'fr-fr', country: 'FR', currency: 'EUR' });
    render(<MyClaims />);
    const table = await screen.findByRole('table', { name: 'Vos demandes de prise en charge, les plus récentes d’abord' });
    expect(within(table).getAllByRole('columnheader')[0]?.textContent).toBe('Commande');
    const cells = within(within(table).getByRole('row', { name: /69990417/ })).getAllByRole('cell').map((td) => td.textContent);
    expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    expect(cells[1]).toBe('Remboursée');
    expect(cells[3]?.replace(/\s/g, ' ')).toBe('120,00 €');
    expect(within(table).getByRole('button', { name: 'Télécharger le décompte de prise en charge de la commande 69990417 (PDF) (s’ouvre dans un nouvel onglet)' })).toBeTruthy();
  });

  it.each([
    ['English', {}, 'Not given', 'None', 'The explanation of benefits for order 69990417 opened in a new tab. If it did not, open it here (PDF)', /^Download the explanation of benefits for order 69990417/],
    ['the French of France', { locale: 'fr-fr', country: 'FR', currency: 'EUR' }, 'Information non communiquée', 'Aucun', 'Le décompte de prise en charge de la commande 69990417 s’est ouvert dans un nouvel onglet. Sinon, ouvrez-le ici (PDF)', /^Télécharger le décompte de prise en charge de la commande 69990417/],
    ['Quebec French', { locale: 'fr-ca' }, 'Information non communiquée', 'Aucun', 'Le relevé de prestations de la commande 69990417 s’est ouvert dans un nouvel onglet. Sinon, ouvrez-le ici (PDF)', /^Télécharger le relevé de prestations de la commande 69990417/],
  ])('an amount the service did not send reads as a dash, never a word that agrees or not, and an opened notice is named with its article (%s)', async (_name, data, spoken, noDocument, opened, download) => {
    await visit(data);
    render(<MyClaims />);
    const table = await screen.findByRole('table');
    // The seeded claim of an old status has no amounts and no documents.
    const cells = within(within(table).getByRole('row', { name: /69987003/ })).getAllByRole('cell');
    for (const amount of [cells[3], cells[4]]) {
      expect(within(amount as HTMLElement).getByText('—').getAttribute('aria-hidden')).toBe('true');
      expect(within(amount as HTMLElement).getByText(spoken)).toBeTruthy();
      expect(amount?.textContent).not.toContain(noDocument);
    }
    expect(cells[5]?.textContent).toBe(noDocument);
    fireEvent.click(within(table).getByRole('button', { name: download }));
    expect((await within(table).findByRole('link', { name: opened })).getAttribute('target')).toBe('_blank');
  });

  // Noon UTC on 15 March is 15 March in every zone from UTC-11 to UTC+11, so the day shown does not depend on the machine.
  const MARCH_15 = JSON.stringify({ claims: [{ claimId: 'CLM-DATED', submissionDate: '2026-03-15T12:00:00Z', status: 'ACCEPTED', customerFacingStatus: 'ACCEPTED', orderNumber: 'ORD-1' }] });

  it.each([
    ['English, the default MM/dd/yyyy', {}, /^03\/15\/2026, \d{1,2}:\d{2} (AM|PM)$/],
    ['English, a shop configured dd/MM/yyyy', { dateFormat: 'dd/MM/yyyy' }, /^15\/03\/2026, \d{1,2}:\d{2} (AM|PM)$/],
    ['French, the default MM/dd/yyyy', { locale: 'fr-fr', country: 'FR', currency: 'EUR' }, /^03\/15\/2026, \d{2}:\d{2}$/],
    ['French, a shop configured dd/MM/yyyy', { locale: 'fr-fr', country: 'FR', currency: 'EUR', dateFormat: 'dd/MM/yyyy' }, /^15\/03\/2026, \d{2}:\d{2}$/],
  ])('spec 000 §3: the submission date follows the shop’s date format (%s)', async (_name, data, shown) => {
    await visit(data, { failing: '/claims', times: 1, answer: MARCH_15 });
    render(<MyClaims />);
    const table = await screen.findByRole('table');
    const cells = within(within(table).getByRole('row', { name: /ORD-1/ })).getAllByRole('cell').map((td) => td.textContent);
    expect(cells[0]).toMatch(shown);
  });

  it.each([
    ['English', {}, 'Claim CLM-NO-ORDER', 'Order'],
    ['Quebec French', { locale: 'fr-ca' }, 'Demande CLM-NO-ORDER', 'Commande'],
    ['the French of France', { locale: 'fr-fr', country: 'FR', currency: 'EUR' }, 'Demande CLM-NO-ORDER', 'Commande'],
  ])('issue 24: a claim the service sent without an order number goes by its claim id, said as such (%s)', async (_name, data, name, column) => {
    const noOrder = JSON.stringify({ claims: [{ claimId: 'CLM-NO-ORDER', submissionDate: '2026-03-15T12:00:00Z', status: 'ACCEPTED' }] });
    await visit(data, { failing: '/claims', times: 1, answer: noOrder });
    render(<MyClaims />);
    const table = await screen.findByRole('table');
    expect([within(table).getAllByRole('columnheader')[0]?.textContent, within(table).getByRole('rowheader').textContent]).toEqual([column, name]);
    expect(screen.getByRole('heading', { name })).toBeTruthy();
  });

  // An order claimed, the claim cancelled, the order claimed again: two claims of one order, each with its notice.
  const CLAIMED_AGAIN = JSON.stringify({
    claims: [
      { claimId: 'CLM-2', submissionDate: '2026-11-28T18:29:00Z', status: 'ACCEPTED', orderNumber: '70000103', attachments: [{ id: 'n2', type: 'EXPLANATION_OF_BENEFITS' }] },
      { claimId: 'CLM-1', submissionDate: '2026-11-28T18:24:00Z', status: 'CANCELLED', orderNumber: '70000103', attachments: [{ id: 'n1', type: 'EXPLANATION_OF_BENEFITS' }] },
      { claimId: 'CLM-0', submissionDate: '2026-10-28T18:25:00Z', status: 'REFUNDED', orderNumber: '69990417', attachments: [{ id: 'n0', type: 'EXPLANATION_OF_BENEFITS' }] },
    ],
  });

  it.each([
    ['English', {}, 'Order 70000103, claim of ', /^Download the explanation of benefits for order 70000103, claim of (.+) \(PDF\) \(opens in a new tab\)$/, 'Order 69990417'],
    ['Quebec French', { locale: 'fr-ca' }, 'Commande 70000103, demande du ', /^Télécharger le relevé de prestations de la commande 70000103, demande du (.+) \(PDF\) \(s’ouvre dans un nouvel onglet\)$/, 'Commande 69990417'],
  ])('two claims of one order are told apart by when each was sent, in the headings and the download buttons a screen reader lists (%s)', async (_name, data, shared, download, alone) => {
    await visit(data, { failing: '/claims', times: 1, answer: CLAIMED_AGAIN });
    render(<MyClaims />);
    const list = await screen.findByRole('list', { name: /^(Your vision insurance claims|Vos demandes d’assurance vision)/ });
    const cards = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    // Each card of the order is named with the date it shows under "Submitted"; its button says the same date.
    const sent = cards.map((card) => within(card).getAllByRole('definition')[0]?.textContent);
    expect(new Set(sent).size).toBe(3);
    for (const [i, card] of cards.slice(0, 2).entries()) {
      expect(within(card).getByRole('heading').textContent).toBe(`${shared}${sent[i]}`);
      expect(download.exec(within(card).getByRole('button').textContent ?? '')?.[1]).toBe(sent[i]);
    }
    // The claim no other claim shares its order with keeps its name alone.
    expect(within(cards[2]!).getByRole('heading').textContent).toBe(alone);
    // No two headings, and no two download buttons of the cards or of the table, read alike.
    expect(new Set(within(list).getAllByRole('heading').map((h) => h.textContent)).size).toBe(3);
    expect(new Set(within(list).getAllByRole('button').map((b) => b.textContent)).size).toBe(3);
    expect(new Set(within(screen.getByRole('table')).getAllByRole('button').map((b) => b.textContent)).size).toBe(3);
  });

  it('shows each claim as a list of labelled values for narrow screens', async () => {
    await visit();
    render(<MyClaims />);
    const list = await screen.findByRole('list', { name: 'Your vision insurance claims, newest first' });
    const card = within(list).getByRole('heading', { name: 'Order 69990417' }).closest('li') as HTMLElement;
    expect(within(card).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Submitted', 'Status', 'Insurance summary', 'Insurance deduction', 'Refunded', 'Documents']);
  });

  it('downloads an explanation of benefits through its URL: a PDF', async () => {
    const { sandbox } = await visit();
    render(<MyClaims />);
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Download the explanation of benefits for order 69990417 (PDF) (opens in a new tab)' }));
    const link = await within(table).findByRole('link', { name: /open it here \(PDF\)/ });
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled();
    const file = await sandbox.fetch(link.getAttribute('href') ?? '');
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 4))).toBe('%PDF');
  });

  it.each([
    ['English', {}, 'Download the explanation of benefits for order {{id}} (PDF) (opens in a new tab)', 'The explanation of benefits for order {{id}} opened in a new tab. If it did not, open it here (PDF)'],
    [
      'the French of France', { locale: 'fr-fr', country: 'FR', currency: 'EUR' }, 'Télécharger le décompte de prise en charge de la commande {{id}} (PDF) (s’ouvre dans un nouvel onglet)',
      'Le décompte de prise en charge de la commande {{id}} s’est ouvert dans un nouvel onglet. Sinon, ouvrez-le ici (PDF)',
    ],
  ])('a download says before the click that it opens a new tab, and the link each leaves names its order and notice (%s)', async (_name, data, button, link) => {
    await visit(data);
    render(<MyClaims />);
    const table = await screen.findByRole('table');
    const orders = ['69990417', '69989852'];
    for (const id of orders) fireEvent.click(within(table).getByRole('button', { name: button.replace('{{id}}', id) }));
    for (const id of orders) expect((await within(table).findByRole('link', { name: link.replace('{{id}}', id) })).getAttribute('target')).toBe('_blank');
    // A screen reader's list of links: one entry per notice opened, none alike.
    const links = within(table).getAllByRole('link').map((a) => a.textContent);
    expect(new Set(links).size).toBe(links.length);
  });

  it.each([
    ['English', {}, /^Download the explanation of benefits for order 69990417/, 'We couldn’t get the explanation of benefits.', 'Try again: download the explanation of benefits for order 69990417 (PDF) (opens in a new tab)', /open it here/],
    [
      'the French of France', { locale: 'fr-fr', country: 'FR', currency: 'EUR' }, /^Télécharger le décompte de prise en charge de la commande 69990417/, 'Impossible de récupérer le décompte de prise en charge.',
      'Réessayer\u202f: télécharger le décompte de prise en charge de la commande 69990417 (PDF) (s’ouvre dans un nouvel onglet)', /ouvrez-le ici/,
    ],
    ['Quebec French', { locale: 'fr-ca' }, /^Télécharger le relevé de prestations de la commande 69990417/, 'Impossible de récupérer le relevé de prestations.', 'Réessayer\u00a0: télécharger le relevé de prestations de la commande 69990417 (PDF) (s’ouvre dans un nouvel onglet)', /ouvrez-le ici/],
  ])('a failed download says so and offers Try again, the notice in lower case after its colon (%s)', async (_name, data, download, failed, retry, opened) => {
    await visit(data, { failing: 'get-attachment-url', times: 1 });
    render(<MyClaims />);
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: download }));
    expect((await within(table).findByRole('alert')).textContent).toBe(failed);
    const again = within(table).getByRole('button', { name: /^(Try again|Réessayer)/ });
    expect(again.textContent).toBe(retry);
    fireEvent.click(again);
    await within(table).findByRole('link', { name: opened });
  });

  it('a failed retrieval shows an alert with Try again, which lists the claims', async () => {
    await visit({}, { failing: '/claims', times: 1 });
    render(<MyClaims />);
    expect((await screen.findByRole('alert')).textContent).toContain('We couldn’t load your claims.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table');
  });

  it('the page’s load is shown, not said; the load a Try again starts is said once, by a region there before it (WCAG 4.1.3)', async () => {
    const loading = 'Loading your claims…';
    await visit({}, { failing: '/claims', times: 1 });
    const heard = watchLiveRegions();
    render(<MyClaims />);
    expect(screen.getByText(loading)).toBeTruthy();
    expect(timesSaid(loading)).toBe(0);
    const again = await screen.findByRole('button', { name: 'Try again' });
    heard.flush();
    expect(heard.said).toEqual([]);
    expect(heard.insertedSaying.filter((text) => text.includes(loading))).toEqual([]);
    fireEvent.click(again);
    expect(timesSaid(loading)).toBe(1);
    await screen.findByRole('table');
    heard.stop();
    expect(heard.said).toEqual([loading]);
    expect(heard.insertedSaying.filter((text) => text.includes(loading))).toEqual([]);
  });

  it('a Try again keeps focus in the widget: on the wait it starts, then on the claims, or on the Try again of a second failure (WCAG 2.4.3)', async () => {
    await visit({}, { failing: '/claims', times: 2 });
    render(<MyClaims />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(document.activeElement).toBe(screen.getByRole('status'));
    const again = await screen.findByRole('button', { name: 'Try again' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    fireEvent.click(again);
    expect(document.activeElement).toBe(screen.getByRole('status'));
    const table = await screen.findByRole('table', { name: 'Your vision insurance claims, newest first' });
    await waitFor(() => expect(document.activeElement).toBe(table));
  });

  // Issue 27, data cannot reach the prototype: an amount past the safe range of minor units is an answer the widget
  // does not understand (src/contract/common.ts, Amount), so the shopper gets the error with its Try again, never a blank.
  const HUGE = JSON.stringify({ claims: [{ claimId: 'CLM-HUGE', submissionDate: '2026-03-15T12:00:00Z', status: 'ACCEPTED', insuranceDeduction: { amount: 1e14 }, refunded: { amount: 1e14 } }] });
  it.each([
    ['English', {}, 'We couldn’t load your claims.', 'Try again'],
    ['French', { locale: 'fr-fr', country: 'FR', currency: 'EUR' }, 'Impossible de charger vos demandes.', 'Réessayer'],
  ])('an amount of 1e14 shows the error and its Try again, never a blank widget (%s)', async (_name, data, message, again) => {
    await visit(data, { failing: '/claims', times: 1, answer: HUGE });
    render(<MyClaims />);
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    fireEvent.click(screen.getByRole('button', { name: again }));
    await screen.findByRole('table');
  });

  // Statuses, attachment types and keys named after what every object inherits: shown as data, nothing crashes.
  const BUILT_INS = `{"claims":[{"claimId":"__proto__","submissionDate":"2026-03-15T12:00:00Z","status":"toString","customerFacingStatus":"constructor",
    "__proto__":{"polluted":true},"constructor":"x","hasOwnProperty":1,"orderNumber":"hasOwnProperty","insuranceSummary":"valueOf",
    "insuranceDeduction":{"amount":12.5,"toString":"x"},"attachments":[{"id":"toString","type":"__proto__","name":"constructor"},{"id":"a2","type":"hasOwnProperty"}]}]}`;
  it.each([
    ['English', {}, 'Status not available'],
    ['French', { locale: 'fr-fr', country: 'FR', currency: 'EUR' }, 'Statut non disponible'],
  ])('statuses, keys and attachment types named __proto__, constructor, toString, hasOwnProperty show as a claim, not a crash (%s)', async (_name, data, unknownStatus) => {
    await visit(data, { failing: '/claims', times: 1, answer: BUILT_INS });
    render(<MyClaims />);
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /hasOwnProperty/ });
    expect(within(row).getAllByRole('cell')[1]?.textContent).toBe(unknownStatus);
    expect(row.textContent).toContain('valueOf');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('says so when the customer has no claims', async () => {
    await visit({}, { failing: '/claims', times: 1, answer: '{"claims":[]}' });
    render(<MyClaims />);
    await screen.findByText('You have no insurance claims yet. Claims you submit with an order appear here.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks a signed-out visitor to sign in, and calls nothing', async () => {
    const { calls } = await visit({}, { signIn: false });
    render(<MyClaims />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(/^\/en-ca\/sign-in\?redirectUrl=/);
    expect(calls.filter((c) => c.includes('direct-billing'))).toEqual([]);
  });
});

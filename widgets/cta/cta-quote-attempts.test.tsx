// The day's quote attempts as a French shopper meets them on the cart's call-to-action (spec 000 §9: up to 3, then a
// 24-hour wait; spec 001 §2: the cancel confirmations' last-attempt variant; spec 001 §9: its warning that cancelling
// means waiting 24 hours), against the real sandbox in process, in the French of France: the warning shows on the
// third quote of the day, never on the first, whether the shopper accepted it or refused it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { acceptQuote, refuseQuote, requestQuote } from '../../src/api/quote/quotes.ts';
import { getClaimRecord, updateClaimRecord } from '../../src/api/claim/claim-records.ts';
import { setInsuranceLoad, setRecord } from '../../signals/claim/claim.ts';
import { currentApi } from '../../signals/claim/claim-kit.ts';
import { endFrenchShopper, SETTLE, startFrenchShopper, type FrenchShopper } from '../../test/component/french-shopper.ts';
import { frenchQuoteRequired } from '../../test/unit/french-quote.ts';
import Cta from './Cta.tsx';

let sandbox: FrenchShopper;

beforeEach(async () => {
  sandbox = await startFrenchShopper();
});
afterEach(endFrenchShopper);

const WARNING = /C’est votre dernière tentative aujourd’hui/;

/** The shopper's record after `quotes` quotes of the demo cart, each answered by the mutuelle then refused, the last one refused or accepted. */
async function quoted(quotes: number, last: 'refuse' | 'accept'): Promise<void> {
  const id = await frenchQuoteRequired(sandbox);
  const api = currentApi();
  await updateClaimRecord(api, id, { termsAndConditionsAccepted: true });
  for (let i = 1; i <= quotes; i++) {
    await requestQuote(api, id);
    sandbox.state.advanceClock(SETTLE);
    await (i === quotes && last === 'accept' ? acceptQuote(api, id) : refuseQuote(api, id));
  }
  sandbox.state.advanceClock(SETTLE);
  setRecord(await getClaimRecord(api, id));
  setInsuranceLoad('ready');
}

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
    await quoted(quotes, last);
    const dialog = await confirmation(heading);
    expect(WARNING.test(dialog.textContent ?? '')).toBe(warned);
  });
});

// The host page says the service is offline (spec 001 §6, serviceStatus) over a claim the insurer accepted, against the
// real sandbox in process. A claim applied to the order stays applied: its share still comes off the cart's totals, so
// the call-to-action keeps saying so with its amount, never "order at full price"; its cancel, a call the service cannot
// answer now, stays in sight, unavailable, with when it can be used; and the toggle beside it adds no second state.
// With the benefits switched off the order is at full price, and the card says the service is unavailable.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import Cta from './Cta.tsx';
import Toggle from '../toggle/Toggle.tsx';
import { changeInsuranceStatus, getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { record, setInsuranceLoad, setRecord } from '../../signals/claim/claim.ts';
import { currentApi } from '../../signals/claim/claim-actions.ts';
import { setServiceStatus } from '../../signals/host/service-status.ts';
import { ctaMountsChanged } from '../../signals/host/page-widgets.ts';
import { acceptedOnCart as acceptedInNorthAmerica } from '../../test/component/drawer-claim.ts';
import { acceptedClaim, endFrenchShopper, startFrenchShopper } from '../../test/component/french-shopper.ts';

const WORDS = {
  'en-ca': {
    applied: 'Your insurance is applied',
    amount: /^Your insurer covers \$\d+\.\d\d of this order\./,
    down: 'Vision insurance is unavailable right now',
    downBody: 'We can’t reach the insurance service at the moment. You can still order at full price, or come back later to apply your benefits.',
    cancel: 'Cancel claim',
    held: 'You can cancel once vision insurance is available again.',
    confirm: 'Cancel your claim?',
    synced: 'Insurance Synced',
    remove: 'Remove benefits',
  },
  'fr-ca': {
    applied: 'Votre assurance est appliquée',
    amount: /^Votre assureur prend en charge \d+,\d\d\u00a0\$ sur cette commande\./,
    down: 'L’assurance vision est indisponible pour le moment',
    downBody: 'Nous ne pouvons pas joindre le service d’assurance pour le moment. Vous pouvez commander au prix plein, ou revenir plus tard pour utiliser vos garanties.',
    cancel: 'Annuler la demande',
    held: 'Vous pourrez annuler lorsque l’assurance vision sera de nouveau disponible.',
    confirm: 'Annuler votre demande?',
    synced: 'Assurance synchronisée',
    remove: 'Retirer mes garanties',
  },
  'fr-fr': {
    applied: 'Votre prise en charge est appliquée',
    amount: /^Votre mutuelle prend en charge \d+,\d\d\u00a0€ sur cette commande\./,
    down: 'Le tiers payant est indisponible pour le moment',
    downBody: 'Nous ne pouvons pas joindre le service de tiers payant pour le moment. Vous pouvez commander au plein tarif, ou revenir plus tard pour utiliser votre mutuelle.',
    cancel: 'Annuler la demande',
    held: 'Vous pourrez annuler lorsque le tiers payant sera de nouveau disponible.',
    confirm: 'Annuler votre demande\u202f?',
    synced: 'Tiers payant activé',
    remove: 'Retirer le tiers payant',
  },
} as const;
type Locale = keyof typeof WORDS;

afterEach(() => {
  endFrenchShopper();
  setServiceStatus(true);
  ctaMountsChanged(-1);
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The shopper's claim accepted by the insurer, with their benefits on, as the cart page holds it. */
async function acceptedOnCart(locale: Locale): Promise<string> {
  if (locale === 'fr-fr') {
    const id = await acceptedClaim(await startFrenchShopper());
    setInsuranceLoad('ready');
    return id;
  }
  return (await acceptedInNorthAmerica(locale)).id;
}

/** The cart page: the toggle and the call-to-action beside it. */
function renderCart(): void {
  ctaMountsChanged(1);
  render(
    <>
      <Toggle />
      <Cta />
    </>,
  );
}

describe('spec 001 §6 serviceStatus(false) over an accepted claim (spec 001 §2 CTA states; spec 000 §1 and §4)', () => {
  test.each(Object.keys(WORDS) as Locale[])('%s: applied, the card keeps its amount, the cancel waits and says so, the toggle adds no second state', async (locale) => {
    const w = WORDS[locale];
    await acceptedOnCart(locale);
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    expect(record.value?.claimData?.useInsuranceStatus).toBe('INSURANCE_ENABLED');
    renderCart();
    const heading = await screen.findByRole('heading', { name: w.applied });
    const body = heading.nextElementSibling?.textContent ?? '';
    expect(body).toMatch(w.amount);
    await screen.findByRole('button', { name: w.cancel });

    act(() => setServiceStatus(false));

    const card = screen.getByRole('region', { name: w.applied });
    // The card says why its cancel waits, and still says the claim is applied, with its amount.
    await within(card).findByText(w.held);
    expect(within(card).getByRole('heading', { name: w.applied }).nextElementSibling?.textContent).toBe(body);
    expect(screen.queryByText(w.down)).toBeNull();
    expect(screen.queryByText(w.downBody)).toBeNull();
    const cancel = within(card).getByRole('button', { name: w.cancel });
    expect(cancel.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(cancel.getAttribute('aria-describedby') ?? '')?.textContent).toBe(w.held);
    fireEvent.click(cancel);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The toggle agrees: on, and the card beside it speaks for the claim.
    expect(screen.getAllByRole('switch')[0]?.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText(w.synced)).toBeNull();
    expect(screen.queryByRole('button', { name: w.remove })).toBeNull();

    // Back online: the cancel is offered again.
    act(() => setServiceStatus(true));
    await waitFor(() => expect(screen.queryByText(w.held)).toBeNull());
    expect(cancel.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(cancel);
    expect(await screen.findByRole('dialog', { name: w.confirm })).toBeTruthy();
  });

  test.each(['en-ca', 'fr-ca'] as const)('%s: accepted with the benefits switched off, the order is at full price: the card says the service is unavailable', async (locale) => {
    const w = WORDS[locale];
    const id = await acceptedOnCart(locale);
    setRecord(await changeInsuranceStatus(currentApi(), id, 'INSURANCE_DISABLED'));
    await waitFor(async () => {
      setRecord(await getClaimRecord(currentApi(), id));
      expect(record.value?.claimData?.useInsuranceStatus).toBe('INSURANCE_DISABLED');
    });
    renderCart();
    await screen.findByRole('button', { name: w.cancel });

    act(() => setServiceStatus(false));

    const card = await screen.findByRole('region', { name: w.down });
    expect(within(card).getByText(w.downBody)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: w.applied })).toBeNull();
  });
});

// The host page says the service is offline (spec 001 §6, serviceStatus) where the toggle stands alone, no call-to-action
// on the page to say it, against the real sandbox in process. The toggle says what the call-to-action would say: a claim
// applied stays applied, with no "Remove benefits" until the service is back; anything else is the service unavailable,
// the order at full price, never "Insurance Synced". Every click of the toggle would call the service: none does.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import Toggle from './Toggle.tsx';
import Cta from '../cta/Cta.tsx';
import { changeInsuranceStatus, getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { record, setInsuranceLoad, setRecord } from '../../signals/claim/claim.ts';
import { currentApi } from '../../signals/claim/claim-actions.ts';
import { addBenefits, removeBenefits } from '../../signals/claim/actions.ts';
import { drawerTarget } from '../../signals/drawer/drawer.ts';
import { setServiceStatus } from '../../signals/host/service-status.ts';
import { ctaMountsChanged } from '../../signals/host/page-widgets.ts';
import { acceptedOnCart as acceptedInNorthAmerica, claimAt, drawerSandbox, SETTLE } from '../../test/component/drawer-claim.ts';
import { acceptedClaim, endFrenchShopper, startFrenchShopper } from '../../test/component/french-shopper.ts';
import type { sandboxFetch } from '../../test/component/sandbox-fetch.ts';

const WORDS = {
  'en-ca': {
    toggle: 'Use insurance benefits',
    synced: 'Insurance Synced',
    remove: 'Remove benefits',
    benefits: 'See benefits',
    removeHeld: 'You can remove your benefits once vision insurance is available again.',
    down: 'Vision insurance is unavailable right now',
    downBody: 'We can’t reach the insurance service at the moment. You can still order at full price, or come back later to apply your benefits.',
  },
  'fr-ca': {
    toggle: 'Utiliser mes garanties',
    synced: 'Assurance synchronisée',
    remove: 'Retirer mes garanties',
    benefits: 'Voir mes garanties',
    removeHeld: 'Vous pourrez retirer vos garanties lorsque l’assurance vision sera de nouveau disponible.',
    down: 'L’assurance vision est indisponible pour le moment',
    downBody: 'Nous ne pouvons pas joindre le service d’assurance pour le moment. Vous pouvez commander au prix plein, ou revenir plus tard pour utiliser vos garanties.',
  },
  'fr-fr': {
    toggle: 'Utiliser le tiers payant',
    synced: 'Tiers payant activé',
    remove: 'Retirer le tiers payant',
    benefits: 'Voir mes garanties',
    removeHeld: 'Vous pourrez retirer le tiers payant lorsqu’il sera de nouveau disponible.',
    down: 'Le tiers payant est indisponible pour le moment',
    downBody: 'Nous ne pouvons pas joindre le service de tiers payant pour le moment. Vous pouvez commander au plein tarif, ou revenir plus tard pour utiliser votre mutuelle.',
  },
} as const;
type Locale = keyof typeof WORDS;

afterEach(() => {
  endFrenchShopper();
  setServiceStatus(true);
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The shopper's claim accepted by the insurer, with their benefits on, as the page holds it; answers the sandbox. */
async function acceptedOnPage(locale: Locale): Promise<ReturnType<typeof sandboxFetch>> {
  if (locale === 'fr-fr') {
    const sandbox = await startFrenchShopper();
    await acceptedClaim(sandbox);
    setInsuranceLoad('ready');
    return sandbox;
  }
  return (await acceptedInNorthAmerica(locale)).sandbox;
}

/** The service calls that would change the use of insurance. */
const insuranceChanges = (sandbox: ReturnType<typeof sandboxFetch>) => sandbox.calls.filter((call) => call.endsWith('/change-insurance-status'));

describe('spec 001 §6 serviceStatus(false) with the toggle alone on the page (spec 001 §2 "Insurance toggle"; spec 000 §4)', () => {
  test.each(Object.keys(WORDS) as Locale[])('%s: a claim applied stays synced; the switch and "Remove benefits" wait for the service and say so, and call nothing', async (locale) => {
    const w = WORDS[locale];
    const sandbox = await acceptedOnPage(locale);
    expect(record.value?.claimData?.useInsuranceStatus).toBe('INSURANCE_ENABLED');
    render(<Toggle />);
    await screen.findByRole('button', { name: w.remove });
    expect(screen.getByRole('button', { name: w.benefits })).toBeTruthy();

    act(() => setServiceStatus(false));

    const toggle = await screen.findByRole('switch', { name: w.toggle, description: w.removeHeld });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(w.synced)).toBeTruthy();
    expect(screen.queryByRole('button', { name: w.remove })).toBeNull();
    expect(screen.queryByRole('button', { name: w.benefits })).toBeNull();
    // Neither the shopper's click nor the shop's page takes the benefits off: the service cannot answer.
    fireEvent.click(toggle);
    await removeBenefits();
    expect(insuranceChanges(sandbox)).toEqual([]);
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    // Back online: the way out is offered again.
    act(() => setServiceStatus(true));
    fireEvent.click(await screen.findByRole('button', { name: w.remove }));
    await waitFor(() => expect(insuranceChanges(sandbox)).toHaveLength(1));
  });

  test.each(['en-ca', 'fr-ca'] as const)('%s: a claim in progress with the benefits on is at full price: the toggle says the call-to-action\'s words, never "Insurance Synced", and opens nothing', async (locale) => {
    const w = WORDS[locale];
    const { sandbox } = await drawerSandbox(locale);
    const id = await claimAt(sandbox, 'ready-to-claim');
    // The member found, the shopper switched the benefits on (the sandbox lands the change as the service does, later).
    await changeInsuranceStatus(currentApi(), id, 'INSURANCE_ENABLED');
    sandbox.state.advanceClock(SETTLE);
    setRecord(await getClaimRecord(currentApi(), id));
    setInsuranceLoad('ready');
    expect(record.value?.status).toBe('READY_TO_CLAIM');
    expect(record.value?.claimData?.useInsuranceStatus).toBe('INSURANCE_ENABLED');
    const changes = insuranceChanges(sandbox).length;
    render(<Toggle />);
    await screen.findByText(w.synced);

    act(() => setServiceStatus(false));

    const toggle = await screen.findByRole('switch', { name: w.toggle, description: `${w.down} ${w.downBody}` });
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByText(w.synced)).toBeNull();
    expect(screen.queryAllByRole('button').filter((button) => button !== toggle)).toEqual([]);
    fireEvent.click(toggle);
    await addBenefits();
    expect(drawerTarget.value).toBeNull();
    await removeBenefits();
    expect(insuranceChanges(sandbox)).toHaveLength(changes);
  });

  test.each(['en-ca', 'fr-ca'] as const)('%s: no claim yet: the switch says the service is unavailable and starts no flow; beside the call-to-action, the card says the rest once', async (locale) => {
    const w = WORDS[locale];
    await drawerSandbox(locale);
    setInsuranceLoad('ready');
    render(<Toggle />);
    const toggle = await screen.findByRole('switch', { name: w.toggle });
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBe('false'));

    act(() => setServiceStatus(false));

    await screen.findByRole('switch', { name: w.toggle, description: `${w.down} ${w.downBody}` });
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(toggle);
    expect(drawerTarget.value).toBeNull();

    // The cart page: the call-to-action says the outage, and the toggle gives only its heading as the switch's reason.
    cleanup();
    ctaMountsChanged(1);
    try {
      render(
        <>
          <Toggle />
          <Cta />
        </>,
      );
      await screen.findByRole('region', { name: w.down });
      await screen.findByRole('switch', { name: w.toggle, description: w.down });
      expect(screen.getAllByText(w.downBody)).toHaveLength(1);
    } finally {
      ctaMountsChanged(-1);
    }
  });
});

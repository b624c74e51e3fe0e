// The estimate on the products step follows what the shopper ticks (spec 000 §2 select-product; §9, the estimate of the
// insurer's share), against the real sandbox in process, in English and Quebec French (the French of France's flow has
// no products step: its mutuelle quotes the whole order): nothing ticked, it says to choose a product
// and shows no amount, above the products and beside Continue; ticked again, the amounts come back.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { DrawerHost } from '../../mount.tsx';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { setInsuranceLoad, setRecord } from '../../../signals/claim/claim.ts';
import { currentApi } from '../../../signals/claim/claim-actions.ts';
import { getClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { uploadPrescription, validatePrescription } from '../../../src/api/prescription/prescriptions.ts';
import { followTabReturns } from '../../../test/component/tab-return.ts';
import { claimAt, drawerSandbox, PNG, SETTLE } from '../../../test/component/drawer-claim.ts';

/** What the shopper reads, by the shop's locale; the amounts are the demo cart's glasses (a frame and its lenses). */
const WORDS = {
  'en-ca': {
    heading: 'Choose the products to cover',
    share: 'Your insurer pays (estimate)',
    amount: '$238.00',
    footer: /^Estimate: your insurer pays \$238\.00, you pay/,
    anyFooter: /^Estimate: your insurer pays /,
    choose: 'Choose at least one product to see your estimate.',
    required: 'Please select an option',
  },
  'fr-ca': {
    heading: 'Choisissez les produits à couvrir',
    share: 'Votre assureur paie (estimation)',
    amount: '238,00\u00a0$',
    footer: /^Estimation\s: votre assureur paie 238,00/,
    anyFooter: /^Estimation\s: votre assureur paie /,
    choose: 'Choisissez au moins un produit pour voir votre estimation.',
    required: 'Veuillez choisir une option',
  },
} as const;

followTabReturns();

describe.each(Object.keys(WORDS) as (keyof typeof WORDS)[])('spec 000 §§2, 9: the estimate follows the products ticked (%s)', (locale) => {
  const w = WORDS[locale];
  // The shop names its products in the page's langId, the default one (English) here.
  const glasses = () => screen.getByRole('checkbox', { name: /^Harbour round frame/ }) as HTMLInputElement;
  const footerLine = () => screen.queryByText(w.footer);

  it('nothing ticked: no amount, and a line that says to choose a product; ticked again: the amounts', async () => {
    const drawer = await drawerSandbox(locale);
    await claimAt(drawer.sandbox, 'prescription-approved', { terms: true });
    setInsuranceLoad('ready');
    render(<DrawerHost />);
    act(() => openDrawer('select-product'));
    await screen.findByRole('heading', { name: w.heading });
    await waitFor(() => expect(glasses().checked).toBe(true));
    await waitFor(() => expect(screen.getByText(w.share).nextElementSibling?.textContent).toBe(w.amount));
    expect(footerLine()).toBeTruthy();

    fireEvent.click(glasses());
    // Said at once, before any Continue: above the products and beside Continue, with no amount anywhere.
    await waitFor(() => expect(screen.queryByText(w.share)).toBeNull());
    expect(footerLine()).toBeNull();
    expect(screen.getAllByText(w.choose)).toHaveLength(2);
    expect(screen.queryByText(w.required)).toBeNull();

    fireEvent.click(glasses());
    await waitFor(() => expect(screen.getByText(w.share).nextElementSibling?.textContent).toBe(w.amount));
    expect(footerLine()).toBeTruthy();
    expect(screen.queryByText(w.choose)).toBeNull();
  });
});

describe.each(Object.keys(WORDS) as (keyof typeof WORDS)[])('spec 000 §9: a change of the estimate is said politely, once (%s)', (locale) => {
  const w = WORDS[locale];
  const glasses = () => screen.getByRole('checkbox', { name: /^Harbour round frame/ }) as HTMLInputElement;
  const footerLine = () => screen.getAllByText(w.anyFooter).find((line) => line.closest('.footer'))?.textContent ?? '';

  it('glasses unticked beside contact lenses: the new amounts said once in the drawer’s live region, not on showing nor on a render', async () => {
    const drawer = await drawerSandbox(locale);
    const id = await claimAt(drawer.sandbox, 'prescription-approved', { terms: true });
    // A contact lens prescription beside the glasses one: unticking the glasses leaves the lenses' share, an amount.
    const { prescriptionId = '' } = await uploadPrescription(currentApi(), id, new Blob([PNG], { type: 'image/png' }), 'contact-lens-rx.png');
    await validatePrescription(currentApi(), id, prescriptionId);
    for (let step = 0; step < 3; step++) {
      drawer.sandbox.state.advanceClock(SETTLE);
      setRecord(await getClaimRecord(currentApi(), id));
    }
    setInsuranceLoad('ready');
    render(<DrawerHost />);
    // Everything the drawer's live region says, in order.
    const said: string[] = [];
    const region = () => document.querySelector('dialog p[aria-live="polite"]');
    const watch = new MutationObserver(() => {
      const text = region()?.textContent ?? '';
      if (text && said.at(-1) !== text) said.push(text);
    });
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    const estimates = () => said.filter((text) => w.anyFooter.test(text));

    act(() => openDrawer('select-product'));
    await screen.findByRole('heading', { name: w.heading });
    await waitFor(() => expect(glasses().checked).toBe(true));
    await waitFor(() => expect(footerLine()).toMatch(w.anyFooter));
    const both = footerLine();

    fireEvent.click(glasses());
    await waitFor(() => expect(footerLine()).not.toBe(both));
    expect(footerLine()).toMatch(w.anyFooter);
    const lensesOnly = footerLine();
    await waitFor(() => expect(estimates()).toEqual([lensesOnly]));

    // A render with the same amounts (the details opened and closed) says nothing more.
    for (const details of screen.getAllByRole('button', { name: locale === 'fr-ca' ? 'Détail' : 'Details' })) {
      fireEvent.click(details);
      fireEvent.click(details);
    }
    fireEvent.click(glasses());
    await waitFor(() => expect(footerLine()).toBe(both));
    await waitFor(() => expect(estimates()).toEqual([lensesOnly, both]));
    watch.disconnect();
  });
});

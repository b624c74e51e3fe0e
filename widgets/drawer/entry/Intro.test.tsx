// The intro's steps as the shopper reads them (spec 001 §1; spec 000 §7 intro-page), from the sandbox's configuration,
// in English and French, and the flow's own steps when the configuration fails or names a step this build cannot say.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/preact';
import { DrawerHost } from '../../mount.tsx';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { sandboxConfigurations } from '../../../sandbox/service/configurations.ts';
import type { IntroPage } from '../../../src/contract/insurer/configurations.ts';
import { signedInVisitor } from '../../../test/component/setup.ts';

const LANGUAGES = {
  en: {},
  fr: { locale: 'fr-fr', country: 'FR', currency: 'EUR' },
  // A France shop in English: the French flow, in English.
  'en-fr': { locale: 'en-fr', country: 'FR', currency: 'EUR' },
  // A Quebec shop (the North American flow): its French is strings/fr-CA whatever the French of France says.
  'fr-ca': { locale: 'fr-ca', country: 'CA', currency: 'CAD' },
} as const;

/** A signed-in shopper whose sandbox answers `intro` for intro-page (or fails it), on the drawer's intro. */
async function openIntro(language: keyof typeof LANGUAGES, intro?: IntroPage | 'fails'): Promise<string[]> {
  const sandbox = await signedInVisitor(LANGUAGES[language]);
  if (intro && intro !== 'fails') sandboxConfigurations(sandbox.state).set('insurance-flow/intro-page', intro);
  if (intro === 'fails') {
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('intro-page') ? Promise.resolve(new Response('{}', { status: 503 })) : sandbox.fetch(input, init),
    );
  }
  render(<DrawerHost />);
  act(() => openDrawer('intro', null));
  // The flow's own steps hold the list's place, hidden, while the configuration is on its way: the steps read are the ones shown.
  const list = await screen.findByRole('list');
  await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
  const items = await within(list).findAllByRole('listitem');
  return items.map((item) => item.textContent ?? '');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('spec 000 §7 intro-page / spec 001 §1: the intro’s steps', () => {
  it('English, North America: the six steps the sandbox configures', async () => {
    const steps = await openIntro('en');
    expect(steps).toEqual([
      'Enter your insurance policy information.',
      'Tell us who the eyewear is for.',
      'Add the doctor who wrote the prescription.',
      'Upload your prescription.',
      'Choose the products to cover; we check them against your prescription.',
      'Submit your claim and pay any remainder.',
    ]);
  });

  // The French flow's intro says only what its screens do (sandbox/service/configurations.ts FRANCE): mutuelle and
  // insuree, the patient with the prescription's date, an optional second mutuelle, the quote to accept or refuse.
  it.each([
    ['fr', ['Choisissez votre mutuelle et indiquez les informations de l’assuré.', 'Indiquez qui portera les lunettes ou les lentilles, et la date de son ordonnance.', 'Ajoutez une seconde mutuelle, si vous en avez une.', 'Demandez votre devis, puis acceptez-le ou refusez-le.']],
    ['en-fr', ['Choose your supplementary insurer (mutuelle) and enter the member’s details.', 'Tell us who the eyewear is for, with the date of their prescription.', 'Add a second supplementary insurer, if you have one.', 'Request your quote, then accept or refuse it.']],
  ] as const)('France: the four steps the sandbox configures, the French flow\'s own screens (%s)', async (language, expected) => {
    const steps = await openIntro(language);
    expect(steps).toEqual(expected);
    expect(steps.join(' ')).not.toMatch(/doctor|médecin|upload|import/i);
  });

  it.each([
    ['en', ['Tell us who the eyewear is for.', 'Submit your claim and pay any remainder.Add the doctor who wrote the prescription.']],
    ['fr-ca', ['Dites-nous qui portera les lunettes ou les lentilles.', 'Envoyez votre demande et payez le reste éventuel.Ajoutez le médecin qui a rédigé l’ordonnance.']],
  ] as const)('a configuration of its own: its steps and descriptions, in the shopper’s language (%s)', async (language, expected) => {
    const steps = await openIntro(language, { steps: [{ titleKey: 'intro.na2' }, { titleKey: 'intro.na6', descriptionKey: 'intro.na3' }] });
    expect(steps).toEqual(expected);
  });

  it.each([
    ['en', 6, 'Enter your insurance policy information.'],
    ['fr', 4, 'Choisissez votre mutuelle et indiquez les informations de l’assuré.'],
  ] as const)('a configuration naming a step this build cannot say: the flow’s own steps (%s)', async (language, count, first) => {
    const steps = await openIntro(language, { steps: [{ titleKey: 'intro.na1' }, { titleKey: 'intro.fromTheFuture' }] });
    expect(steps).toHaveLength(count);
    expect(steps[0]).toBe(first);
  });

  it.each([
    ['en', 6, 'Enter your insurance policy information.'],
    ['fr', 4, 'Choisissez votre mutuelle et indiquez les informations de l’assuré.'],
  ] as const)('the configuration call fails: the flow’s own steps (%s)', async (language, count, first) => {
    const steps = await openIntro(language, 'fails');
    expect(steps).toHaveLength(count);
    expect(steps[0]).toBe(first);
  });
});

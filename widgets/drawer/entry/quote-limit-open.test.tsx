// The page opens the drawer (directBilling.open(), the demo shop's console) for a French shopper who spent the day's three
// quotes and cancelled their claim (spec 000 §8 REQUEST_QUOTE_RESTRICTED, retry after 24 hours; spec 001 §9), against the
// real sandbox in process: the drawer says the limit at once, in the call-to-action's words, with Close and nothing to
// start, not after the intro, the mutuelle and the forms; the console says why the view asked for did not open.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, getDefaultNormalizer, render, screen, within } from '@testing-library/preact';
import { DrawerHost } from '../../mount.tsx';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { resetFlow } from '../../../signals/drawer/flow.ts';
import { cancelledInProgressAfter, endFrenchShopper } from '../../../test/component/french-shopper.ts';

afterEach(() => {
  endFrenchShopper();
  resetFlow();
  vi.restoreAllMocks();
});

const WORDS = [
  ['fr-FR', 'fr-fr', {
    limit: 'Limite quotidienne de devis atteinte', close: 'Fermer',
    body: 'Vous avez demandé le nombre maximal de devis autorisé par jour\u202f: vous pourrez utiliser à nouveau votre mutuelle dans 24\u00a0heures.',
  }],
  ['en', 'en-fr', {
    limit: 'Daily quote limit reached', close: 'Close',
    body: 'You have requested the most quotes allowed in a day: you can apply your vision insurance again in 24 hours.',
  }],
] as const;

describe('spec 000 §8: the drawer opened at the day\'s quote limit says it at once', () => {
  it.each(WORDS)('%s: open() (the member lookup), three quotes spent and no claim: the limit and Close, no Get started, one console line', async (_language, locale, words) => {
    await cancelledInProgressAfter(locale, 3);
    const warnings: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
    render(<DrawerHost />);
    act(() => openDrawer('insurance-member'));
    const heading = await screen.findByRole('heading', { level: 3, name: words.limit });
    const view = heading.closest('section') as HTMLElement;
    // The French of France keeps its narrow no-break space before the colon, which the default normalizer would collapse.
    expect(within(view).getByText(words.body, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeTruthy();
    expect(within(view).getAllByRole('button').map((button) => button.textContent)).toEqual([words.close]);
    expect(warnings).toEqual(['[direct-billing] open("insurance-member"): the day\'s quotes are spent, and the quote this would lead to would be refused for 24 hours; the drawer opens on "intro"']);
  });

  it('fr-FR: open("intro") says the limit as well', async () => {
    await cancelledInProgressAfter('fr-fr', 3);
    render(<DrawerHost />);
    act(() => openDrawer('intro'));
    const heading = await screen.findByRole('heading', { level: 3, name: 'Limite quotidienne de devis atteinte' });
    expect(within(heading.closest('section') as HTMLElement).getAllByRole('button').map((button) => button.textContent)).toEqual(['Fermer']);
  });
});

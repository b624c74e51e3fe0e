// An accepted claim on the cart past the nullify cut-off (spec 000 §4, "Nullify": Los Angeles time; spec 001 §9, the
// brand's contact details), against the real sandbox in process, the tab's clock fixed: the card offers no Cancel claim
// a press would only refuse, and says whom to contact, with the shop's phone and e-mail.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import Cta from './Cta.tsx';
import { acceptedOnCart } from '../../test/component/drawer-claim.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const SHOP = { brand: 'cle', contactPhone: '1-800-555-0199', contactEmail: 'help@shop.example.com' };

describe('spec 000 §4 Nullify: the call-to-action of an accepted claim past the Los Angeles cut-off', () => {
  it.each([
    ['en-ca', 'Your insurance is applied', 'Cancel claim', 'Your claim can no longer be cancelled online. To cancel it, please contact customer service.', 'Call customer service:'],
    ['en-us', 'Your insurance is applied', 'Cancel claim', 'Your claim can no longer be canceled online. To cancel it, please contact customer service.', 'Call customer service:'],
    ['fr-ca', 'Votre assurance est appliquée', 'Annuler la demande', 'Votre demande ne peut plus être annulée en ligne. Pour l’annuler, veuillez contacter le service à la clientèle.', 'Appelez le service à la clientèle\u00a0:'],
  ])('%s: 10:00 in Los Angeles, Cancel claim; 01:00 the next day, none, and whom to call instead', async (locale, applied, cancel, closed, call) => {
    await acceptedOnCart(locale, SHOP);
    const view = render(<Cta />);
    await screen.findByRole('heading', { name: applied });
    expect(screen.getByRole('button', { name: cancel })).toBeTruthy();
    expect(screen.queryByText(closed)).toBeNull();
    view.unmount();

    // The walk's day at 10:00 in Los Angeles, then 01:00 the next day: the claim can no longer be cancelled online.
    vi.setSystemTime(Date.now() + 15 * 3_600_000);
    render(<Cta />);
    await screen.findByRole('heading', { name: applied });
    expect(screen.queryByRole('button', { name: cancel })).toBeNull();
    expect(screen.getByText(closed)).toBeTruthy();
    // Testing Library reads the no-break space before the colon as a space.
    expect(screen.getByText(call.replace(/\s+/gu, ' ')).querySelector('a')?.getAttribute('href')).toBe('tel:18005550199');
    expect(screen.getByRole('link', { name: 'help@shop.example.com' }).getAttribute('href')).toBe('mailto:help@shop.example.com');
  });
});

// A confirmation over the page (issue 24): what is behind it is inert while it is open, Tab stays in it, and its
// opener has focus again when it closes; in English and French, as the drawer's close confirmation words it.
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { Confirm } from './Confirm.tsx';

afterEach(() => cleanup());

describe('issue 24: a confirmation makes the page behind it inert', () => {
  test.each([
    ['en', 'Close', 'Leave your claim?', 'Leave', 'Stay'],
    ['fr', 'Fermer', 'Quitter votre demande ?', 'Quitter', 'Rester'],
  ] as const)('%s: the opener behind "%s" cannot be reached until the confirmation goes', (_language, close, title, confirm, cancel) => {
    const Page = ({ open }: { open: boolean }) => (
      <main>
        <button type="button" id="opener">
          {close}
        </button>
        <p>Behind</p>
        {open && (
          <Confirm id="c" title={title} confirm={confirm} cancel={cancel} onConfirm={() => undefined} onClose={() => undefined} opener={document.getElementById('opener')} />
        )}
      </main>
    );
    const view = render(<Page open={false} />);
    const opener = screen.getByRole('button', { name: close });
    opener.focus();
    view.rerender(<Page open />);
    const dialog = screen.getByRole('dialog', { name: title });
    expect([opener.closest('[inert]'), screen.getByText('Behind').closest('[inert]'), dialog.closest('[inert]')]).toEqual([opener, expect.anything(), null]);
    const stay = within(dialog).getByRole('button', { name: cancel });
    expect(document.activeElement).toBe(stay);
    // Stay is the last control: Tab goes round to the first, Leave, not out of the dialog.
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    dialog.dispatchEvent(tab);
    expect([tab.defaultPrevented, document.activeElement]).toEqual([true, within(dialog).getByRole('button', { name: confirm })]);
    view.rerender(<Page open={false} />);
    expect([document.querySelectorAll('[inert]').length, document.activeElement]).toEqual([0, opener]);
  });
});

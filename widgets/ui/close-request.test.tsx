// A dialog's close request against a file input's dismissed picker, whose `cancel` bubbles to the dialog (spec 000 §2:
// the drawer closes only by its close button, Escape or its footer's cancel).
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/preact';
import { onCloseRequest } from './close-request.ts';

function dialogWithUpload(close: () => void) {
  const { container } = render(
    <dialog onCancel={onCloseRequest(close)}>
      <input type="file" aria-label="Add prescription files" />
    </dialog>,
  );
  return { dialog: container.querySelector('dialog')!, input: container.querySelector('input')! };
}

describe('a dialog’s close request (spec 000 §2)', () => {
  it.each([
    ['Escape on the dialog (its own cancel)', 'dialog', 1, true],
    ['the file picker dismissed (the input’s cancel, bubbling)', 'input', 0, false],
  ] as const)('%s', (_, from, closes, prevented) => {
    const close = vi.fn();
    const parts = dialogWithUpload(close);
    const event = new Event('cancel', { bubbles: from === 'input', cancelable: true });
    parts[from].dispatchEvent(event);
    expect(close).toHaveBeenCalledTimes(closes);
    expect(event.defaultPrevented).toBe(prevented);
  });
});

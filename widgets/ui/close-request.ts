// Escape on one of our dialogs, and the browser's other close requests, arrive as a `cancel` event on the dialog. A
// file input's picker, dismissed without a file, fires a `cancel` of its own that bubbles: to the drawer around the
// upload it looks the same, and taking it for Escape closed the whole drawer on a shopper who only changed their mind
// about a file. Only the dialog's own cancel is a close request.

/** What a dialog's cancel handler reads of the event. */
interface CancelEvent {
  target: EventTarget | null;
  currentTarget: EventTarget | null;
  preventDefault(): void;
}

/** A dialog's onCancel: runs `close` for the dialog's own close request (its state and focus kept in step), nothing for a cancel from inside it. */
export function onCloseRequest(close: () => void): (event: CancelEvent) => void {
  return (event) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    close();
  };
}

// Opens a file URL the service gave in a new tab, as a click on a link would (the shopper's click is the gesture).

/** Opens the URL in a new tab, without giving it a handle on this page. */
export function openFile(from: Node, url: string): void {
  const link = (from.ownerDocument ?? document).createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener';
  link.click();
}

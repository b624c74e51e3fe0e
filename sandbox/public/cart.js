// The cart page's totals region, re-read from the shop whenever the widgets say the insurer's share may have
// changed (and after coming back to the page), and quantity changes without a reload that tell the widgets.
const region = document.getElementById('cart-totals');
const url = region?.dataset.totalsUrl;
const KEYS = ['subtotal', 'shipping', 'share', 'remainder'];
let latest = 0;

async function refresh() {
  if (!region || !url) return;
  const mine = ++latest;
  try {
    const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return;
    const totals = await response.json();
    // An older answer that arrives after a newer one must not put old amounts back.
    if (mine !== latest || !totals || typeof totals !== 'object') return;
    for (const key of KEYS) {
      const text = totals[key]?.formatted;
      const cell = region.querySelector(`[data-total="${key}"]`);
      // Only a real change is written: a polite live region would announce even an identical rewrite.
      if (cell && typeof text === 'string' && cell.textContent !== text) cell.textContent = text;
    }
    const shareRow = region.querySelector('[data-total-row="share"]');
    const share = totals.share?.minor;
    if (shareRow && typeof share === 'number') shareRow.hidden = !(share > 0);
  } catch {
    // Offline or a broken answer: the totals shown stay as they were, the next refresh tries again.
  }
}

/**
 * The widgets name the lines the shopper is to change (a mutuelle quotes contact lenses only by six): the first one's
 * quantity field takes focus, which brings it into sight, so the shopper changes it where they are.
 */
function editLines(detail) {
  const first = Array.isArray(detail?.lines) ? detail.lines[0] : undefined;
  const field = typeof first === 'string' ? document.getElementById(`qty-${first}`) : null;
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: 'center' });
}

let listening = false;
function listenToWidgets() {
  const api = window.directBilling;
  if (listening || typeof api?.on !== 'function') return;
  api.on('refresh-cart', () => void refresh());
  api.on('edit-cart', editLines);
  listening = true;
}

listenToWidgets();
// The loader may run after this script; it says so with this event.
window.addEventListener('direct-billing:ready', listenToWidgets);
window.addEventListener('direct-billing:refresh-cart', () => void refresh());
// Back and forward navigation can show this page from the cache with the totals of then.
window.addEventListener('pageshow', () => void refresh());

// Quantity changes without a reload (the forms still work without this script): the line's form is posted as
// before, the lines are redrawn from the shop's answer, and the widgets are told the cart changed so they check
// the insurance again (spec 001 section 6, the host's "cart changes" event).
const LINE_FORMS = '.cart-line-update, .cart-line-remove';
const LINES = '.cart-lines, .cart-empty';
let queue = Promise.resolve();

// One way or the other, never both: the loader answers its window event by calling the same method, so
// both would check the cart twice.
function tellWidgetsCartChanged() {
  const api = window.directBilling;
  if (typeof api?.cartChanged !== 'function') return void window.dispatchEvent(new CustomEvent('direct-billing:cart-changed'));
  try {
    api.cartChanged();
  } catch {
    // A widget failure never stops the shop's own page.
  }
}

/** Where focus was, so it can come back to the same control once the lines are redrawn. */
function focusKey() {
  const active = document.activeElement;
  const form = active?.closest?.(LINE_FORMS);
  if (!active || !form) return null;
  const lines = [...document.querySelectorAll('.cart-line')];
  return { id: active.id, action: form.getAttribute('action'), kind: form.className, tag: active.tagName, index: lines.indexOf(form.closest('.cart-line')) };
}

function restoreFocus(key) {
  const invalid = document.querySelector('.cart-lines [aria-invalid="true"]');
  if (invalid) return invalid.focus();
  if (!key) return;
  const same = key.id ? document.getElementById(key.id) : document.querySelector(`form[class="${CSS.escape(key.kind)}"][action="${CSS.escape(key.action)}"] ${key.tag}`);
  if (same) return same.focus();
  // The line is gone: the line that took its place, else the link to add a product.
  const lines = [...document.querySelectorAll('.cart-line input[name="quantity"]:not([type="hidden"])')];
  (lines[Math.min(key.index, lines.length - 1)] ?? document.querySelector('.add-product'))?.focus();
}

async function send(form) {
  const key = focusKey();
  const body = new URLSearchParams(new FormData(form));
  const response = await fetch(form.action, { method: 'POST', body, credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`the cart answered ${response.status}`);
  const answer = new DOMParser().parseFromString(await response.text(), 'text/html');
  const next = answer.querySelector(LINES);
  const current = document.querySelector(LINES);
  if (!next || !current) throw new Error('the cart answer has no lines');
  current.replaceWith(document.adoptNode(next));
  restoreFocus(key);
  // A refused quantity answers the page itself; a change sends the shopper back to the cart (a redirect).
  if (!response.redirected) return;
  await refresh();
  tellWidgetsCartChanged();
}

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches(LINE_FORMS)) return;
  event.preventDefault();
  // One change at a time, in the order the shopper made them.
  queue = queue.then(() => send(form)).catch(() => form.submit());
});

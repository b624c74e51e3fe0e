// The cart page's totals region: re-read from the shop whenever the widgets say the insurer's share may
// have changed, so the shopper sees the new remainder without a reload (and after coming back to the page).
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

let listening = false;
function listenToWidgets() {
  const api = window.directBilling;
  if (listening || typeof api?.on !== 'function') return;
  api.on('refresh-cart', () => void refresh());
  listening = true;
}

listenToWidgets();
// The loader may run after this script; it says so with this event.
window.addEventListener('direct-billing:ready', listenToWidgets);
window.addEventListener('direct-billing:refresh-cart', () => void refresh());
// Back and forward navigation can show this page from the cache with the totals of then.
window.addEventListener('pageshow', () => void refresh());

// The order confirmation page tells the widgets the order is placed, so they forget this cart's claim
// (spec 000 section 4: order completion resets the claim state and clears the claim and quote details).
const orderNumber = document.getElementById('order')?.dataset.orderNumber ?? '';
let told = false;

function tellWidgets() {
  const api = window.directBilling;
  if (told || !api) return;
  told = true;
  if (typeof api.orderComplete === 'function') api.orderComplete();
  window.dispatchEvent(new CustomEvent('direct-billing:order-complete', { detail: { orderNumber } }));
}

tellWidgets();
// When the loader has not run yet, it will say so with this event.
if (!told) window.addEventListener('direct-billing:ready', tellWidgets, { once: true });

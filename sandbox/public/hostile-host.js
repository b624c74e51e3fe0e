// A hostile host page (/en-ca/cart?hostile-host), loaded after the widgets as a tag manager would be: what old
// libraries and careless shop code do to the page the widgets live on. Every error it throws says "host fault", so a
// test can tell the page's own errors from the widgets'.
const MARK = 'host fault';
const boom = (where) => () => {
  throw new Error(`${MARK}: ${where}`);
};

// fetch and XMLHttpRequest replaced: every fetch answers 503 without reaching the network, and is remembered.
const hostFetches = [];
window.hostFetches = hostFetches;
window.fetch = (input) => {
  hostFetches.push(String(input && typeof input === 'object' && 'url' in input ? input.url : input));
  return Promise.resolve(new Response('blocked by the host page', { status: 503 }));
};
window.XMLHttpRequest = function HostXhr() {
  throw new Error(`${MARK}: XMLHttpRequest is blocked`);
};

// Array methods replaced by look-alikes, as Prototype.js and MooTools did: enumerable (a for-in over an array sees
// them), not native code, the callback without its third argument; an enumerable extra; and a toJSON that turns
// every array into a string (Prototype.js 1.6).
const define = (name, value) => Object.defineProperty(Array.prototype, name, { value, enumerable: true, configurable: true, writable: true });
for (const name of ['map', 'filter', 'find', 'findIndex', 'forEach', 'some', 'every']) {
  const native = Array.prototype[name];
  define(name, function (callback, thisArg) {
    return native.call(this, (value, index) => callback.call(thisArg, value, index));
  });
}
for (const name of ['includes', 'indexOf', 'slice', 'concat', 'join']) {
  const native = Array.prototype[name];
  define(name, function (...args) {
    return native.apply(this, args);
  });
}
define('each', function (callback) {
  for (let i = 0; i < this.length; i++) callback(this[i], i);
});
define('toJSON', function () {
  return `[${Array.prototype.join.call(this, ', ')}]`;
});

// Listeners of the widgets' events that throw: the page's own DOM listeners of every window event the widgets fire or the
// page may fire at them (spec 001 §6), and a listener of every host event of the widgets' `on`.
const OUTBOUND = ['ready', 'refresh-cart', 'checkout', 'login-redirect'];
const INBOUND = ['login', 'logout', 'session-error', 'order-complete', 'cart-changed', 'service-status', 'request-product-quote', 'add-sync-listener',
  'remove-sync-listener', 'add-benefits', 'remove-benefits', 'request-benefit-plan', 'request-insurance-data', 'request-claim-count', 'open', 'close', 'render'];
for (const name of [...OUTBOUND, ...INBOUND]) window.addEventListener(`direct-billing:${name}`, boom(`${name} listener`));
window.addEventListener('open-drawer', boom('open-drawer listener'));
const HOST_EVENTS = ['drawer-open', 'drawer-close', 'refresh-cart', 'sync', 'session-expired', 'analytics', 'chat', 'form-action', 'insurance-status', 'checkout',
  'login-redirect', 'edit-cart'];
function listen() {
  const api = window.directBilling;
  for (const name of HOST_EVENTS) api.on(name, boom(`${name} listener`));
  api.addSyncListener(boom('sync listener'));
}
if (window.directBilling) listen();
else window.addEventListener('direct-billing:ready', listen);

// The page's own handlers of the events the widgets' controls live on, as old plugins write them on the document: each
// stops the event going further up and throws. An event from inside a widget comes to them from the widget's mount
// element (its shadow root retargets it).
const PAGE_EVENTS = ['keydown', 'keyup', 'keypress', 'focusin', 'focusout', 'pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend',
  'click', 'submit', 'input', 'change', 'wheel', 'animationend', 'transitionend'];
for (const name of PAGE_EVENTS) {
  document.addEventListener(name, (event) => {
    event.stopPropagation();
    throw new Error(`${MARK}: ${name} handler`);
  });
}

// The shop's keyboard shortcuts, checked against the event's target as most are: a printable key pressed outside a text
// field goes to the page's search, and Escape closes the page's menus. From inside a widget the target is its mount
// element, not the field typed in. Both take the key from the browser (preventDefault), as such shortcuts do.
const hostShortcuts = [];
window.hostShortcuts = hostShortcuts;
const typing = (target) => target instanceof Element && target.matches('input, textarea, select, [contenteditable]');
document.addEventListener('keydown', (event) => {
  if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key.length !== 1 && event.key !== 'Escape') return;
  hostShortcuts.push(event.key);
  event.preventDefault();
});

// The page's visibility, history and messages: an analytics beacon on visibilitychange, a router on popstate and
// hashchange, a tag manager's wrappers on history's methods, and a message listener that reads every message as JSON, all
// throwing; and a message of the page's own that is not JSON.
document.addEventListener('visibilitychange', boom('visibilitychange handler'));
window.addEventListener('popstate', boom('popstate router'));
window.addEventListener('hashchange', boom('hashchange router'));
for (const name of ['pushState', 'replaceState', 'back', 'go']) history[name] = boom(`history.${name} wrapper`);
window.addEventListener('message', (event) => {
  try {
    JSON.parse(event.data);
  } catch {
    throw new Error(`${MARK}: message listener read a message that is not JSON`);
  }
});
window.postMessage('host: not JSON', location.origin);

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

// Listeners of the widgets' events that throw: the page's own DOM listeners, and the host events' listeners.
window.addEventListener('direct-billing:ready', boom('ready listener'));
window.addEventListener('direct-billing:refresh-cart', boom('refresh-cart listener'));
function listen() {
  const api = window.directBilling;
  for (const name of ['drawer-open', 'drawer-close', 'refresh-cart', 'sync', 'analytics', 'chat', 'insurance-status', 'form-action']) api.on(name, boom(`${name} listener`));
  api.addSyncListener(boom('sync listener'));
}
if (window.directBilling) listen();
else window.addEventListener('direct-billing:ready', listen);

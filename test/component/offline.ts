// Component tests never reach the network. A request that no test's fetch answers (one a test left in flight as it
// ended, after its stub was removed) fails at once, as an unreachable host would, instead of asking the machine's DNS
// for the made-up test host; a test's own stub still replaces this one and restores it.
globalThis.fetch = (input: RequestInfo | URL) =>
  Promise.reject(new TypeError(`no network in component tests: ${String(input instanceof Request ? input.url : input)}`));

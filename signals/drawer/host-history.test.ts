// The browser's Back button and the open drawer (spec 000 section 2): the Back guard against a fake history that keeps
// entries as a browser does (a push drops the entries ahead, a traversal is a later task that fires popstate, states
// are structured clones), and with the drawer's own signals for the close button's question.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageFlow as sandboxPageFlow } from '../../sandbox/service/configurations.ts';
import { drawerTarget, openDrawer, resetDrawer } from './drawer.ts';
import { closeRequested, confirmClose, dismissClose, go, resetFlow, setPageFlow } from './flow.ts';
import { drafts, markDirty, setDraft } from './drafts.ts';
import { createBackGuard, drawerExits, HISTORY_MARK, isMarked, markedState, type DrawerExits, type PageHistory } from './host-history.ts';

const MARK = 'page-1';
const CART = '/en-ca/cart';

interface Entry {
  state: unknown;
  path: string;
}

/** A tab's session history on one document: entries, the current one, traversals run when `settle` is called. */
class FakeHistory implements PageHistory {
  entries: Entry[];
  index: number;
  pushes = 0;
  refuse = false;
  private readonly listeners = new Set<() => void>();
  private readonly queued: number[] = [];

  constructor(entries: Entry[]) {
    this.entries = entries.map((e) => ({ ...e, state: structuredClone(e.state) }));
    this.index = entries.length - 1;
  }

  state(): unknown {
    return structuredClone(this.entries[this.index]?.state ?? null);
  }
  path(): string {
    return this.entries[this.index]?.path ?? '';
  }
  push(state: unknown): void {
    if (this.refuse) throw new DOMException('refused', 'SecurityError');
    this.pushes++;
    this.hostPush(state, this.path());
  }
  /** A push by the host page itself (its router). */
  hostPush(state: unknown, path: string): void {
    this.entries.splice(this.index + 1, Infinity, { state: structuredClone(state), path });
    this.index++;
  }
  back(): void {
    this.go(-1);
  }
  /** A traversal, as the shopper's Back (-1) or a pick from the Back button's list (-2): it happens on `settle`. */
  go(delta: number): void {
    this.queued.push(delta);
  }
  listen(onPop: () => void): void {
    this.listeners.add(onPop);
  }
  get listening(): number {
    return this.listeners.size;
  }
  /** Runs the traversals asked for, each firing popstate when it moved. */
  settle(): void {
    while (this.queued.length) {
      const delta = this.queued.shift() ?? 0;
      const target = this.index + delta;
      if (delta === 0 || target < 0 || target >= this.entries.length) continue;
      this.index = target;
      for (const listener of [...this.listeners]) listener();
    }
  }
  /** The host's own entries, without ours, and where the tab is. */
  get hostEntries(): Entry[] {
    return this.entries.filter((e) => !isMarked(e.state, MARK));
  }
}

/** A page before the cart, then the cart with the host router's state on it. */
const shop = (cartState: unknown = { key: 'cart', idx: 1 }) =>
  new FakeHistory([
    { state: { key: 'home', idx: 0 }, path: '/en-ca/' },
    { state: cartState, path: CART },
  ]);

/** A drawer that closes when asked, unless it asks first; `gone` runs what its unmount runs. */
function fakeDrawer(asks = false) {
  const calls = { requestClose: 0, leave: 0 };
  let open = true;
  const exits: DrawerExits = {
    isOpen: () => open,
    requestClose: () => {
      calls.requestClose++;
      if (!asks) open = false;
    },
    leave: () => {
      calls.leave++;
      open = false;
    },
  };
  return { exits, calls, isOpen: () => open, reopen: () => (open = true), close: () => (open = false) };
}

describe('the state of the entry the drawer adds (a copy of the host’s state and our mark)', () => {
  it.each([
    ['no state', null, { [HISTORY_MARK]: MARK }],
    ['undefined', undefined, { [HISTORY_MARK]: MARK }],
    ['a router’s object', { key: 'k1', idx: 3, usr: { from: 'list' } }, { key: 'k1', idx: 3, usr: { from: 'list' }, [HISTORY_MARK]: MARK }],
    ['our mark from an earlier load of the page', { key: 'k1', [HISTORY_MARK]: 'page-0' }, { key: 'k1', [HISTORY_MARK]: MARK }],
  ])('%s gives a copy with the mark', (_, state, expected) => {
    expect(markedState(state, MARK)).toEqual(expected);
  });

  it.each([
    ['a string', 'cart'],
    ['a number', 3],
    ['an array', ['cart']],
    ['a date', new Date(0)],
  ])('%s cannot carry a mark without changing what the host reads: none', (_, state) => {
    expect(markedState(state, MARK)).toBeNull();
  });

  it('an entry is ours by this page’s mark only', () => {
    expect(isMarked({ [HISTORY_MARK]: MARK }, MARK)).toBe(true);
    expect(isMarked({ [HISTORY_MARK]: 'page-0' }, MARK)).toBe(false);
    expect(isMarked(null, MARK)).toBe(false);
    expect(isMarked('x', MARK)).toBe(false);
  });
});

describe('what waits for the close’s Back (the page brought to a cart line after the drawer closed)', () => {
  it('runs after the Back off our entry has landed, in a task after its popstate (the browser restores the scroll then); at once when no Back is on its way', async () => {
    const page = shop();
    const guard = createBackGuard(page, fakeDrawer().exits, MARK);
    const ran: string[] = [];
    guard.afterBack(() => ran.push('before any drawer'));
    expect(ran).toEqual(['before any drawer']);
    guard.shown();
    guard.hidden();
    guard.afterBack(() => ran.push('after the Back'));
    await new Promise((done) => setTimeout(done));
    expect(ran).toEqual(['before any drawer']);
    page.settle();
    expect(ran).toEqual(['before any drawer']);
    await new Promise((done) => setTimeout(done));
    expect(ran).toEqual(['before any drawer', 'after the Back']);
    expect(page.index).toBe(1);
  });
});

describe('spec 000 §2: the browser’s Back closes the open drawer instead of leaving the page', () => {
  it('opening adds one entry on the same path, carrying the host’s state and our mark; the host’s entries stay', () => {
    const page = shop();
    const guard = createBackGuard(page, fakeDrawer().exits, MARK);
    guard.shown();
    expect(page.entries).toEqual([
      { state: { key: 'home', idx: 0 }, path: '/en-ca/' },
      { state: { key: 'cart', idx: 1 }, path: CART },
      { state: { key: 'cart', idx: 1, [HISTORY_MARK]: MARK }, path: CART },
    ]);
    expect(page.index).toBe(2);
    guard.shown();
    expect(page.pushes).toBe(1);
  });

  it('Back closes the drawer, lands on the host’s own entry, and adds nothing', () => {
    const page = shop();
    const drawer = fakeDrawer();
    const guard = createBackGuard(page, drawer.exits, MARK);
    guard.shown();
    page.go(-1);
    page.settle();
    expect(drawer.calls).toEqual({ requestClose: 1, leave: 0 });
    expect(drawer.isOpen()).toBe(false);
    guard.hidden();
    page.settle();
    expect(page.index).toBe(1);
    expect(page.state()).toEqual({ key: 'cart', idx: 1 });
    expect(page.pushes).toBe(1);
    // One more Back reaches the page before the cart.
    page.go(-1);
    page.settle();
    expect(page.path()).toBe('/en-ca/');
  });

  it('issue 24: leaving the page for another (checkout) releases our entry: the close then sends no Back to cancel the load', () => {
    const page = shop();
    const guard = createBackGuard(page, fakeDrawer().exits, MARK);
    guard.shown();
    expect(guard.release()).toBe(true);
    guard.hidden();
    page.settle();
    // Our entry is still the current one, for the navigation to replace: Back from the next page lands on the cart.
    expect([page.index, isMarked(page.state(), MARK), page.hostEntries.length]).toEqual([2, true, 2]);
    // Released once, it is no longer ours to release; a drawer not showing has none.
    expect(guard.release()).toBe(false);
    expect(createBackGuard(shop(), fakeDrawer().exits, MARK).release()).toBe(false);
  });

  it('a close of any other kind goes back off our entry: the host’s history is as it was', () => {
    const page = shop();
    const guard = createBackGuard(page, fakeDrawer().exits, MARK);
    guard.shown();
    guard.hidden();
    page.settle();
    expect(page.index).toBe(1);
    expect(page.state()).toEqual({ key: 'cart', idx: 1 });
    page.go(-1);
    page.settle();
    expect(page.path()).toBe('/en-ca/');
  });

  it('when the close asks first, the drawer stays, our entry comes back, and Back asks again', () => {
    const page = shop();
    const drawer = fakeDrawer(true);
    const guard = createBackGuard(page, drawer.exits, MARK);
    guard.shown();
    page.go(-1);
    page.settle();
    expect(drawer.calls.requestClose).toBe(1);
    expect(isMarked(page.state(), MARK)).toBe(true);
    expect(page.index).toBe(2);
    page.go(-1);
    page.settle();
    expect(drawer.calls.requestClose).toBe(2);
    expect(isMarked(page.state(), MARK)).toBe(true);
    // The shopper leaves from the question: the close goes back off the entry, as any close does.
    drawer.close();
    guard.hidden();
    page.settle();
    expect(page.entries.slice(0, page.index + 1)).toEqual(shop().entries);
  });

  it('spec 000 §2: a popstate to another path of a single-page host leaves the flow (reset), without asking', () => {
    const page = new FakeHistory([
      { state: { route: 'products' }, path: '/en-ca/products' },
      { state: { route: 'cart' }, path: CART },
    ]);
    const drawer = fakeDrawer(true);
    const guard = createBackGuard(page, drawer.exits, MARK);
    guard.shown();
    // The shopper picks the products page from the Back button's list.
    page.go(-2);
    page.settle();
    expect(drawer.calls).toEqual({ requestClose: 0, leave: 1 });
    guard.hidden();
    page.settle();
    expect(page.path()).toBe('/en-ca/products');
    expect(page.pushes).toBe(1);
  });

  it('a host whose state cannot carry our mark gets no entry: Back leaves the page as before', () => {
    const page = shop('cart');
    const drawer = fakeDrawer();
    const guard = createBackGuard(page, drawer.exits, MARK);
    guard.shown();
    expect(page.pushes).toBe(0);
    guard.hidden();
    page.settle();
    expect(page.index).toBe(1);
  });

  it('a history that refuses a push costs the guard only: the drawer opens and closes, nothing goes back', () => {
    const page = shop();
    page.refuse = true;
    const guard = createBackGuard(page, fakeDrawer().exits, MARK);
    expect(() => guard.shown()).not.toThrow();
    guard.hidden();
    page.settle();
    expect(page.index).toBe(1);
  });

  it('an entry the host added above ours while the drawer was open is never undone', () => {
    const page = shop();
    const guard = createBackGuard(page, fakeDrawer().exits, MARK);
    guard.shown();
    page.hostPush({ key: 'cart-2', idx: 2 }, CART);
    guard.hidden();
    page.settle();
    expect(page.state()).toEqual({ key: 'cart-2', idx: 2 });
  });

  it('a drawer opened again before the last close’s Back arrived adds its entry after it, on the host’s entry', () => {
    const page = shop();
    const drawer = fakeDrawer();
    const guard = createBackGuard(page, drawer.exits, MARK);
    guard.shown();
    guard.hidden();
    guard.shown();
    expect(page.pushes).toBe(1);
    page.settle();
    expect(page.pushes).toBe(2);
    expect(page.index).toBe(2);
    expect(page.entries[1]?.state).toEqual({ key: 'cart', idx: 1 });
    expect(drawer.calls.requestClose).toBe(0);
    // And Back still closes it.
    page.go(-1);
    page.settle();
    expect(drawer.calls.requestClose).toBe(1);
  });

  it('closed and opened again while the last close’s Back is on its way: the Back is still awaited, then the entry added', () => {
    const page = shop();
    const guard = createBackGuard(page, fakeDrawer().exits, MARK);
    guard.shown();
    guard.hidden();
    guard.shown();
    guard.hidden();
    page.settle();
    expect(page.index).toBe(1);
    guard.shown();
    expect(page.pushes).toBe(2);
    expect(page.listening).toBe(1);
  });

  it('Forward onto the entry a Back-close left ahead steps off it again: Forward from the cart changes nothing, as before', () => {
    const page = shop();
    const drawer = fakeDrawer();
    const guard = createBackGuard(page, drawer.exits, MARK);
    guard.shown();
    page.go(-1);
    page.settle();
    guard.hidden();
    page.go(1);
    page.settle();
    expect(page.index).toBe(1);
    expect(page.state()).toEqual({ key: 'cart', idx: 1 });
    expect(drawer.calls.requestClose).toBe(1);
    // The next opening adds its entry, and Back closes it again.
    drawer.reopen();
    guard.shown();
    expect(page.pushes).toBe(2);
    expect(page.index).toBe(2);
    page.go(-1);
    page.settle();
    expect(drawer.calls.requestClose).toBe(2);
  });

  it('a drawer opened on our entry (the page restored on it) takes it as its own: no second entry', () => {
    const page = shop();
    page.hostPush({ key: 'cart', idx: 1, [HISTORY_MARK]: MARK }, CART);
    const drawer = fakeDrawer();
    const guard = createBackGuard(page, drawer.exits, MARK);
    guard.shown();
    expect(page.pushes).toBe(0);
    page.go(-1);
    page.settle();
    expect(drawer.calls.requestClose).toBe(1);
  });

  it('an entry left by an earlier load of the page is the host’s to this one: a new entry goes on it', () => {
    const page = shop({ key: 'cart', [HISTORY_MARK]: 'page-0' });
    const drawer = fakeDrawer();
    const guard = createBackGuard(page, drawer.exits, MARK);
    guard.shown();
    expect(page.pushes).toBe(1);
    page.go(-1);
    page.settle();
    expect(drawer.calls.requestClose).toBe(1);
  });
});

describe('spec 000 §2: Back asks as the close button asks (the drawer’s signals)', () => {
  beforeEach(() => {
    resetDrawer();
    resetFlow();
    setPageFlow(sandboxPageFlow('NA'));
  });
  afterEach(() => {
    resetDrawer();
    resetFlow();
  });

  /** The drawer open on a view, the guard following it as the drawer's hook does. */
  function openOn(view: 'select-prescription' | 'insurance-member') {
    const page = shop();
    const guard = createBackGuard(page, drawerExits, MARK);
    openDrawer('loading');
    go(view);
    guard.shown();
    return { page, guard };
  }

  it('CLOSE_APP with files not yet uploaded: Back asks, Stay keeps the drawer and Back asks again; Leave closes', () => {
    const { page, guard } = openOn('select-prescription');
    markDirty(true);
    page.go(-1);
    page.settle();
    expect(closeRequested.value).toBe(true);
    expect(drawerTarget.value).toBe('loading');
    expect(isMarked(page.state(), MARK)).toBe(true);
    dismissClose();
    page.go(-1);
    page.settle();
    expect(closeRequested.value).toBe(true);
    confirmClose();
    expect(drawerTarget.value).toBeNull();
    guard.hidden();
    page.settle();
    expect(page.state()).toEqual({ key: 'cart', idx: 1 });
  });

  it('CANCEL asks on the footer’s cancel only: Back closes without asking, and what was typed waits for the next opening', () => {
    const { page, guard } = openOn('insurance-member');
    setDraft('insuree.memberId', 'W1234567');
    page.go(-1);
    page.settle();
    expect(closeRequested.value).toBe(false);
    expect(drawerTarget.value).toBeNull();
    guard.hidden();
    page.settle();
    expect(drafts.value).toEqual({ 'insuree.memberId': 'W1234567' });
  });

  it('Back out of the page of a single-page host closes the drawer and forgets what was typed', () => {
    const page = new FakeHistory([
      { state: { route: 'products' }, path: '/en-ca/products' },
      { state: { route: 'cart' }, path: CART },
    ]);
    const guard = createBackGuard(page, drawerExits, MARK);
    openDrawer('loading');
    go('select-prescription');
    setDraft('insuree.memberId', 'W1234567');
    markDirty(true);
    guard.shown();
    page.go(-2);
    page.settle();
    expect(closeRequested.value).toBe(false);
    expect(drawerTarget.value).toBeNull();
    expect(drafts.value).toEqual({});
  });
});

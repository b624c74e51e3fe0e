// The browser's Back button while the drawer is open (spec 000 section 2). Opening the drawer adds one entry to the host
// page's history, on the same URL: Back lands on the host's entry below it and closes the drawer (asking first, as the
// close button does, when unsent changes call for it) instead of leaving the page. Any other close goes back off our
// entry, so the host's history is as it was. The drawer still routes in memory; this entry is all the widgets ever add
// to the host's history, and they never replace or remove an entry of the host's.
//
// A single-page host's router listens to popstate and reads history.state, so our entry carries a copy of the host's
// state beside our mark: whichever of the two entries the router reads, it finds its own state on the same URL.
//
// History's methods are taken from History.prototype when called, past any wrapper a host script put on `history` (a
// tag manager's history-change trigger, a router's listener): our same-URL entry is neither a page view nor a
// navigation of the host's. They are not kept at load as the loader keeps fetch: fetch carries the shopper's data and
// tokens, which a later wrapper could read or break, while our entry carries nothing of the shopper, and a history
// method that throws costs only the Back guard (the drawer opens and closes all the same). Keeping them would also
// add to the loader, which every product page pays for.
import { closeDrawer, drawerTarget } from './drawer.ts';
import { requestClose, resetFlow } from './flow.ts';

/** The key of our mark in the state of the entry the drawer adds. */
export const HISTORY_MARK = 'directBillingDrawer';

/** What the Back guard needs of the page's history. */
export interface PageHistory {
  /** The current entry's state. */
  state(): unknown;
  /** Adds an entry with this state on the current URL. */
  push(state: unknown): void;
  /** Goes one entry back. */
  back(): void;
  /** The current URL's path. */
  path(): string;
  /** Listens to popstate. */
  listen(onPop: () => void): void;
}

/** What the Back guard does to the drawer. */
export interface DrawerExits {
  /** Whether the drawer is still open (after a close that asked first, it is). */
  isOpen(): boolean;
  /** Closes as the close button does: asks first when the view's option and unsent changes call for it. */
  requestClose(): void;
  /** The shopper went back out of the page the drawer was opened on: everything is reset, nothing is asked. */
  leave(): void;
}

/** Opened and closed by the drawer, while it shows. */
export interface BackGuard {
  shown(): void;
  hidden(): void;
  /**
   * The page is about to be left for another (proceed to checkout): answers whether the current entry is ours, which
   * the navigation may then replace, and forgets it, so the close that follows sends no Back: a Back after
   * `location.assign` would cancel the navigation.
   */
  release(): boolean;
  /**
   * Runs `then` once the Back a close sent off our entry has landed, and the browser has put the page's scroll back
   * as that entry had it, after its popstate; at once when no Back is on its way.
   */
  afterBack(then: () => void): void;
}

/** Whether a history state is a plain object (as structured cloning gives back), to which our mark can be added. */
const isPlainObject = (state: unknown): state is Record<string, unknown> => Object.prototype.toString.call(state) === '[object Object]';

/**
 * The state of our entry: a copy of the host's state with our mark, or null when the host's state is of a kind that
 * cannot carry one (a string, a number, an array), which a router would read differently: then no entry is added, and
 * Back leaves the page as it did before.
 */
export function markedState(state: unknown, mark: string): Record<string, unknown> | null {
  if (state === null || state === undefined) return { [HISTORY_MARK]: mark };
  return isPlainObject(state) ? { ...state, [HISTORY_MARK]: mark } : null;
}

/** Whether the state is one of our entries of this page (a reload makes a new page, whose mark differs). */
export const isMarked = (state: unknown, mark: string): boolean => isPlainObject(state) && state[HISTORY_MARK] === mark;

/**
 * Back closes the drawer as its close button and Escape do, not as the footer's cancel: Back puts the drawer away and
 * drops nothing typed, while the footer's cancel reads as giving up the form. So a view whose option is CANCEL closes
 * on Back without asking (its answers wait for the next opening), and one whose option is CLOSE_APP asks.
 */
export const drawerExits: DrawerExits = {
  isOpen: () => drawerTarget.value !== null,
  requestClose: () => requestClose('close'),
  leave() {
    resetFlow();
    closeDrawer();
  },
};

/** A mark for the entries of this page, so that one left by an earlier load of the same URL is not taken for ours. */
const newMark = (): string => Math.random().toString(36).slice(2);

/**
 * The Back guard: while the drawer shows, an entry of ours is the current one; popstate off it closes the drawer (or
 * asks, and the entry comes back, so Back asks again); a close of another kind goes back off it.
 */
export function createBackGuard(page: PageHistory, exits: DrawerExits = drawerExits, mark: string = newMark()): BackGuard {
  let showing = false;
  // Whether the current entry is the one the guard added for the drawer showing.
  let onOurs = false;
  // A Back of the guard's own, until its popstate arrives: a drawer opened meanwhile adds its entry then.
  let returning = false;
  // The path the drawer was opened on: a popstate to another one has left the page the flow belongs to.
  let openedOn = '';
  let listening = false;
  // What waits for the Back on its way to land.
  let waiting: (() => void)[] = [];
  const landed = (): void => {
    const run = waiting;
    waiting = [];
    // The browser restores the entry's scroll after its popstate: what moves the page comes after that.
    if (run.length) setTimeout(() => run.forEach((then) => then()));
  };

  const goBack = (): void => {
    returning = true;
    try {
      page.back();
    } catch {
      returning = false;
      landed();
    }
  };

  const arm = (): void => {
    const state = page.state();
    if (isMarked(state, mark)) {
      onOurs = true;
      return;
    }
    const ours = markedState(state, mark);
    if (!ours) return;
    try {
      page.push(ours);
      onOurs = true;
    } catch {
      // A history that refuses (a sandboxed frame, a browser's limit on pushes): Back leaves the page, as before.
      onOurs = false;
    }
  };

  const onPop = (): void => {
    const state = page.state();
    if (returning) {
      returning = false;
      if (showing) arm();
      landed();
      return;
    }
    if (!showing) {
      // Forward onto the entry a Back-close left ahead: it holds nothing any more, so it is stepped off again, and
      // Forward from the host's entry changes nothing, as before the drawer opened.
      if (isMarked(state, mark)) goBack();
      return;
    }
    if (isMarked(state, mark)) {
      onOurs = true;
      return;
    }
    onOurs = false;
    // Spec 000 section 2: going back out of the page resets all state. A single-page host shows another page without a
    // load, so the flow forgets the shopper's answers here, and there is no one left to ask.
    if (page.path() !== openedOn) {
      exits.leave();
      return;
    }
    exits.requestClose();
    // The question shows: the shopper is still in the drawer, so Back must find an entry of ours to leave again.
    if (exits.isOpen()) arm();
  };

  return {
    shown() {
      if (showing) return;
      showing = true;
      openedOn = page.path();
      // Listening goes on after a close: a Back of ours on its way, or the shopper coming forward onto our entry.
      if (!listening) page.listen(onPop);
      listening = true;
      if (!returning) arm();
    },
    hidden() {
      if (!showing) return;
      showing = false;
      // Only our own entry is taken away: if the host added one above it meanwhile, going back would undo the host's.
      const leaveOurs = onOurs && isMarked(page.state(), mark);
      onOurs = false;
      if (leaveOurs) goBack();
    },
    release() {
      const ours = showing && onOurs && isMarked(page.state(), mark);
      showing = false;
      onOurs = false;
      return ours;
    },
    afterBack(then) {
      if (returning) waiting.push(then);
      else then();
    },
  };
}

/** The page's own history, through History.prototype (see the top of this module for why). */
function browserHistory(): PageHistory {
  const proto = History.prototype;
  return {
    state: () => history.state as unknown,
    push: (state) => proto.pushState.call(history, state, ''),
    back: () => proto.back.call(history),
    path: () => location.pathname,
    listen: (onPop) => addEventListener('popstate', onPop),
  };
}

let guard: BackGuard | null = null;

/**
 * While the drawer shows, Back closes it: called as the drawer appears, and answers what to call as it goes. One guard
 * serves the page, made at the first opening, so that its mark and a Back still on its way outlive a drawer.
 */
/** Runs `then` once the Back the drawer's close sent has landed (BackGuard.afterBack), at once when none was sent. */
export function afterDrawerBack(then: () => void): void {
  if (guard) guard.afterBack(then);
  else then();
}

export function guardBrowserBack(): () => void {
  guard ??= createBackGuard(browserHistory());
  const shown = guard;
  shown.shown();
  return () => shown.hidden();
}

/**
 * Loads another page of the shop from the open drawer (proceed to checkout, the cart): the drawer's entry, when it is
 * the current one, is replaced by that page, so Back from there lands on the page the drawer was opened on; otherwise
 * the page is added to the history as a link would. Either way no Back of the drawer's close cancels the load.
 */
export function leavePageFor(path: string): void {
  if (guard?.release()) location.replace(path);
  else location.assign(path);
}

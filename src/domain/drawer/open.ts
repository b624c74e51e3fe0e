// Which views a shop's page may open the drawer on (spec 000 section 2, "A browser event named open-drawer opens the
// drawer with a target"), and why one cannot be opened now.
import { comesAfter, type FlowLike } from './flow-nav.ts';
import { ownValue } from '../own.ts';

/** Entry views: they decide where to go and need nothing before them. */
const ENTRIES: readonly string[] = ['intro', 'login-redirect', 'start', 'resume', 'loading', 'error'];

/** Views that show or change a claim record, so there must be one: they open through resume, which loads it. */
const NEED_RECORD: readonly string[] = ['insurance-information', 'quote', 'select-prescription', 'select-product', 'review'];

/**
 * Whether opening on a view starts the way to a quote (spec 000 section 2: the French flow's lookup and forms come before
 * it): a new record (start), or a view of the flow that is no entry and shows no claim of its own (the member lookup,
 * open()'s view). At the day's quote limit such a view is refused, and the flow's default view, the intro, says the limit
 * at once, rather than after the mutuelle and the forms.
 */
function leadsToQuote(view: string): boolean {
  return view === 'start' || (!ENTRIES.includes(view) && !NEED_RECORD.includes(view));
}

/** Whether a view shows the claim in progress (it opens once the claim is loaded). */
export const showsClaim = (view: string): boolean => NEED_RECORD.includes(view);

/** What the refusal rule reads: the market's flow, the record in progress, and the view its status resumes on. */
export interface OpenContext {
  flow: FlowLike;
  hasRecord: boolean;
  /**
   * The view the claim reached, as the drawer's resume opens it (the default view without a record): the resume
   * mapping's step, or the review of a claim sent that holds the order, which the mapping resets as terminal
   * (src/domain/claim/tab-return.ts, resumedView).
   */
  resumed: string;
  /** Whether the record's answers are final: its claim was sent (src/domain/drawer/flow-nav.ts, answersFinal). */
  final?: boolean | undefined;
  viewOnly: boolean;
  /** Whether the record in progress holds the order's claim (one order, one claim: spec 000 section 5). */
  holdsOrder?: boolean | undefined;
  /**
   * Whether whatever the flow would start next, a new claim or the claim's next quote, can only be refused by the day's
   * quote limit (src/domain/quote/quote-limit.ts nextQuoteRefused, the rule the switch and the card call).
   */
  quoteLimit?: boolean | undefined;
}

/**
 * Why the drawer cannot open on `view` now, in words for the shop's console, or null when it can: a new claim cannot
 * start on an order whose claim stands (spec 000 section 5); the market's flow must have the view (the quote is French, the insurer list North American); a view of a claim needs a claim, and one
 * the claim has not reached yet opens read-only only, since answering it would skip the steps before it.
 */
export function openRefusal(view: string, context: OpenContext): string | null {
  if (view === 'start' && context.holdsOrder) return 'this order\'s claim stands, and a new one starts only once it is cancelled';
  if (context.quoteLimit && leadsToQuote(view)) return 'the day\'s quotes are spent, and the quote this would lead to would be refused for 24 hours';
  if (ENTRIES.includes(view)) return null;
  if (!ownValue(context.flow.views, view)) return `this market's flow has no "${view}" view`;
  if (!NEED_RECORD.includes(view)) return null;
  if (!context.hasRecord) return `"${view}" shows a claim and none is in progress`;
  if (!context.viewOnly && comesAfter(context.flow, view, context.resumed)) return `the claim has not reached "${view}" yet (it may be opened with viewOnly)`;
  return null;
}

/**
 * Whether a view of a claim the page may open (openRefusal) opens view-only though the page did not ask: a screen before
 * the one the claim reached, on a claim whose answers are final (sent to the insurer: spec 000 section 2, view states,
 * read-only), shows them as they were sent, since the service takes no change to them.
 */
export function openedViewOnly(view: string, context: OpenContext): boolean {
  return !context.viewOnly && context.hasRecord && NEED_RECORD.includes(view) && !!context.final && view !== context.resumed;
}

/** Views an opening drawer passes through before the one the shopper meets: they decide where to go. */
const ENTERING: readonly string[] = ['login-redirect', 'start', 'resume', 'loading'];

/**
 * The view a page is told the drawer opened on (the `drawer-open` event, the callback of `open`): the first the shopper
 * meets once the entry views have decided, so null while the drawer is still on one of those. A view a page cannot
 * name (a page of the flow such as the prescription's validation) stands for the one the page asked for.
 */
export function openedView<T extends string>(shown: string, asked: T, nameable: readonly T[]): T | null {
  if (ENTERING.includes(shown)) return null;
  return nameable.includes(shown as T) ? (shown as T) : asked;
}

// The page API and its events as a shop's TypeScript sees them. The build ships this file as
// dist/direct-billing.d.ts, so it imports nothing and holds types only (spec 001 §6, spec 000 §1, §2, §9).

/** A view the drawer can be opened on directly, out of the views of spec 000 §2. */
export type DrawerView =
  | 'intro' | 'login-redirect' | 'start' | 'resume' | 'loading' | 'error' | 'insurers' | 'insurance-member'
  | 'insurance-information' | 'quote' | 'select-prescription' | 'select-product' | 'review';
/** Any view of the drawer's flow (spec 000 section 2), as `form-action` names the form's view. */
export type FlowView =
  | DrawerView
  | 'validate' | 'change-product';

/** A widget name accepted by `render` and `close` (spec 001 §2). */
export type WidgetName = 'dbWidget' | 'ctaWidget' | 'toggleWidget' | 'drawerWidget' | 'overviewWidget' | 'myClaimsWidget';

/** What an analytics event says was clicked (spec 000 §9, "Analytics element types"). */
export type AnalyticsElementType = 'SUBMIT' | 'DOWNLOAD' | 'MORE_INFO' | 'START' | 'CLOSE' | 'CANCEL' | 'CONTINUE' | 'OTHER';

/** Who caused an error shown to the shopper (spec 000 §6): LIMIT_REACHED, INSUFFICIENT_COVERAGE and INSURANCE_MEMBER_NOT_FOUND are the shopper's own situation (`user`), every other error the service's (`server`). */
export type ErrorCause = 'user' | 'server';

/** An analytics event (spec 000 §6, §9); `error` and `errorCause` only on an error shown (action `error`). */
export interface AnalyticsEvent {
  elementType: AnalyticsElementType;
  widget: WidgetName;
  action: string;
  /** The error shown: an error context of spec 000 §8, or the widget's own name for a problem (TIME_EXCEEDED, CALL_FAILED…). */
  error?: string;
  /** Who caused the error shown. */
  errorCause?: ErrorCause;
}

/** The customer-facing status of the shopper's claim (spec 001 §4); DEFAULT when no claim has started. */
export type CustomerFacingStatus =
  | 'ACCEPTED' | 'REJECTED' | 'TIMEOUT_RETRY' | 'ACKNOWLEDGED_NULLIFIED' | 'LIMIT_REACHED' | 'SERVICE_OFFLINE'
  | 'NULLIFY_REJECTED' | 'IN_PROGRESS' | 'DEFAULT' | 'NO_CLAIM_RECORD';

/** What a sync listener is told: insurance now applies to the cart (`sync`) or no longer does (`remove`) (spec 000 §1). */
export type SyncAction = 'sync' | 'remove';

/** A sync listener, added with `addSyncListener` (spec 001 §6). */
export type SyncListener = (action: SyncAction) => void;

/** What the shop's chat widget is asked to do (spec 000 §1 chat hooks): `open` where the shopper must contact customer service, `hide` while the drawer covers the page and `toggle` to bring it back when it closes, `reset` on session expiry, logout and order completion (spec 000 §4). */
export type ChatAction = 'open' | 'hide' | 'toggle' | 'reset';

/**
 * The events the widgets send to the page, listened to with `directBilling.on(name, listener)`. No
 * payload ever carries personal data: no name, e-mail, customer number, member id, birth date or record id.
 */
export interface HostEvents {
  /**
   * The drawer shows its first view: the one asked for, or the flow's default view when that one cannot open now (the
   * console says why). Not sent for a drawer that closed before showing one, nor then its `drawer-close`.
   */
  'drawer-open': { view: DrawerView };
  /**
   * The drawer closed. Closed by anything but the browser's Back, it then goes back off the history entry it added as it
   * opened, when that entry is still the current one: the page's `popstate` follows, on the same URL (docs/embedding.md,
   * single-page shops).
   */
  'drawer-close': Record<string, never>;
  /** The insurer's share of the cart changed: re-read the cart totals (also the window event `direct-billing:refresh-cart`). */
  'refresh-cart': Record<string, never>;
  /** Insurance was applied to the cart (`sync`) or taken off it (`remove`); sync listeners hear the same. */
  sync: { action: SyncAction };
  /** The shop session expired: the shopper must sign in again (spec 001 §6). */
  'session-expired': { key: 'ERR_COOKIE_EXPIRED' };
  /**
   * Something was clicked, for the shop's analytics (spec 000 §9): in which widget, and what it did. An error shown to
   * the shopper is an event too (spec 000 §6): action `error`, element type OTHER, the error's name and who caused it.
   */
  analytics: AnalyticsEvent;
  /** The shop's chat widget should open, hide, toggle or reset (spec 000 §1). */
  chat: { action: ChatAction };
  /** A form of the drawer was submitted or left (spec 000 §1, the form-action callback). */
  'form-action': { view: FlowView; action: 'submit' | 'cancel' };
  /** The toggle or the claim's customer-facing status changed. */
  'insurance-status': { on: boolean; customerFacingStatus: CustomerFacingStatus };
  /**
   * The shopper proceeds to checkout, to `path` (the configured checkoutPath, else the cart path). To route a
   * single-page shop itself, cancel the window event `direct-billing:checkout` (`event.preventDefault()`): the widgets
   * then neither load the page nor refresh the cart. This event only tells; it cannot stop the navigation.
   */
  checkout: { path: string };
  /**
   * The shopper follows a sign-in prompt ("Sign in to apply Vision Insurance", my claims' "Sign in") to `path`: the
   * configured signInPath with the page to come back to as its redirect parameter. To route a single-page shop itself,
   * cancel the window event `direct-billing:login-redirect` (`event.preventDefault()`): the link then loads nothing and
   * the drawer closes; once the shopper is signed in and back on that page, call `login()`. This event only tells.
   */
  'login-redirect': { path: string };
  /**
   * On the cart page, the shopper chose to change their cart from the drawer (« Modifier mon panier », when a mutuelle
   * quotes contact lenses only by six): the `id`s of the cart lines to change, as the shop's cart call names its
   * products, in the cart's order. Sent once the drawer has closed and given focus back, so the page may bring the
   * shopper to the first line (focus its quantity field); not sent when no line is named.
   */
  'edit-cart': { lines: string[] };
}

/** The name of an event the widgets send. */
export type HostEventName = keyof HostEvents;

/** A listener of one event the widgets send. */
export type HostListener<K extends HostEventName> = (payload: HostEvents[K]) => void;

/** How `open` and the `open-drawer` event may open the drawer (spec 000 §2). */
export interface OpenDrawerOptions {
  /** Read-only: the shopper can look but not change anything. */
  viewOnly?: boolean;
  /** Navigation state handed to the view. */
  state?: unknown;
  /**
   * Called once the drawer shows its view, with that view as `drawer-open` names it (the flow's default view when the one
   * asked for cannot open now); one that throws or rejects is reported once on the console, never thrown into the page.
   */
  callback?: (opened: { view: DrawerView }) => void;
}

/** The detail of the `open-drawer` and `direct-billing:open` window events; `target` defaults to `insurance-member`. */
export interface OpenDrawerDetail extends OpenDrawerOptions {
  target?: DrawerView;
}

/** A product to quote (spec 000 §3, "Product for quote"); `unitFullPrice.amount` is a decimal amount as the cart shows it. */
export interface ProductForQuote {
  productType: string;
  ecommerceId: string;
  ecommerceIdType: 'UPC' | 'RXC_ID';
  quantity: number;
  unitFullPrice: { amount: number };
}

/** A line of the shop's cart, as its cart call answers it (spec 000 §7), for `productForQuote`. */
export interface CartLine {
  productType: string;
  productIdentifier: string;
  quantity: number;
  unitPrice: { amount: number };
}

/** The insurer's share of one product; `coveredAmount` is absent while the product is not quoted. */
export interface ProductQuote {
  ecommerceId: string;
  productType?: string | null;
  quantity?: number | null;
  status?: string | null;
  errorCode?: string | null;
  coveredAmount?: { amount: number } | null;
}

/** The answer to a product quote request. */
export interface ProductQuotes {
  productQuotes: ProductQuote[];
}

/** One benefit of the member's plan (spec 000 §3, "Benefit plan"); amounts are decimal, as the service sends them. */
export interface BenefitPlan {
  planType: string;
  benefitCategory?: string | null;
  benefitStatus?: string | null;
  benefitAvailability?: string | null;
  serviceDescription?: string | null;
  /** The product types the plan covers: `eligibility` ELIGIBLE, NOT_ELIGIBLE, PENDING, NA, or a newer value as sent. */
  productTypesEligibility?: { productType: string; eligibility: string }[] | null;
  renewalDate?: string | null;
  copay?: { amount: number } | null;
  /** The most the plan pays, where the service states it. */
  allowance?: { amount: number } | null;
}

/** The answer to a benefit plan request. */
export interface BenefitPlans {
  insurancePlans: BenefitPlan[];
}

/** The state of the call-to-action (spec 001 §2). */
export type CtaState =
  | 'CHECKING' | 'INIT_ERROR' | 'SIGNED_OUT' | 'DEFAULT' | 'INELIGIBLE_CART' | 'LIMIT_REACHED' | 'ACCEPTED' | 'IN_PROGRESS'
  | 'REJECTED' | 'NULLIFIED' | 'ACKNOWLEDGED_NULLIFIED' | 'SERVICE_OFFLINE' | 'TIMEOUT_RETRY' | 'NULLIFY_REJECTED';

/** The answer to an insurance data request: a summary without personal data. */
export interface InsuranceSummary {
  /** Whether insurance applies to the cart (the toggle is on). */
  on: boolean;
  /** The claim's customer-facing status. */
  customerFacingStatus: CustomerFacingStatus;
  /** What the call-to-action shows. */
  ctaState: CtaState;
}

/**
 * A window event's detail that may carry a callback, called once with the method's answer: a promise's once it settles,
 * a plain value at once, null when none.
 */
export interface AnswerDetail<T> {
  callback?: (answer: T | null) => void;
}

/** The detail of a window event whose method answers nothing: an optional callback, called once the work is done. */
export type DoneDetail = AnswerDetail<never> | null;

/** The `direct-billing:*` window events a shop may fire instead of calling a method, with their details. */
export interface InboundEvents {
  login: DoneDetail;
  logout: DoneDetail;
  'session-error': (AnswerDetail<never> & { code?: string }) | null;
  'order-complete': DoneDetail;
  'cart-changed': DoneDetail;
  'service-status': AnswerDetail<never> & { online: boolean };
  /** Without `products` (or without a detail), the cart's lines are quoted, as `requestProductQuote()` does. */
  'request-product-quote': (AnswerDetail<ProductQuotes> & { products?: ProductForQuote[] }) | null;
  'add-sync-listener': AnswerDetail<never> & { listener: SyncListener };
  'remove-sync-listener': AnswerDetail<never> & { listener: SyncListener };
  'add-benefits': DoneDetail;
  'remove-benefits': DoneDetail;
  'request-benefit-plan': AnswerDetail<BenefitPlans> | null;
  'request-insurance-data': AnswerDetail<InsuranceSummary> | null;
  'request-claim-count': AnswerDetail<number> | null;
  open: OpenDrawerDetail | null;
  close: (AnswerDetail<never> & { widget?: WidgetName; element?: HTMLElement }) | null;
  render: AnswerDetail<boolean> & { widget: WidgetName; element: HTMLElement };
}

/** The window events of the widgets: the inbound ones prefixed with `direct-billing:`, and the two they send. */
export type DirectBillingWindowEvents = {
  [K in keyof InboundEvents as `direct-billing:${K}`]: CustomEvent<InboundEvents[K]>;
} & {
  /** The loader has started and mounted these widgets. */
  'direct-billing:ready': CustomEvent<{ widgets: WidgetName[] }>;
  /** The cart totals should be read again. */
  'direct-billing:refresh-cart': CustomEvent<null>;
  /** The shopper proceeds to checkout; cancelable: `preventDefault()` keeps the widgets from going to `path`. */
  'direct-billing:checkout': CustomEvent<{ path: string }>;
  /** The shopper follows a sign-in prompt to `path`; cancelable: `preventDefault()` keeps the link from loading it. */
  'direct-billing:login-redirect': CustomEvent<{ path: string }>;
  /** Opens the drawer (spec 000 §2). */
  'open-drawer': CustomEvent<OpenDrawerDetail | null>;
};

/**
 * `window.directBilling`: frozen, added once by the loader. Every method answers at once, never throws
 * into the page and never rejects; wrong arguments log one `[direct-billing] …` line and do nothing.
 * The methods that start work on the shopper's insurance answer a promise that settles when it is done; `open`,
 * `close` and the others answer their plain value at once (docs/page-api.md).
 */
export interface DirectBillingApi {
  /** The widgets' version: this build's, which changes with every release of the widgets. */
  readonly version: string;
  /**
   * The version of the direct-billing app the widgets implement (spec 000 §9, "App version" 1.36.0): what a shop
   * quotes to the service's support, which does not move with the widgets' own releases.
   */
  readonly specVersion: string;
  /** The shopper signed in: the session is read again, then their insurance. */
  login(): Promise<void>;
  /** The shopper signed out: the claim state, the client's cache and the chat are reset. */
  logout(): Promise<void>;
  /** The shop saw its session fail; without a code, or with a session-expired code, the widgets reset (spec 000 §8). */
  sessionError(code?: string): Promise<void>;
  /** The order was placed: the claim and quote details are forgotten; told twice within a second, it counts once. */
  orderComplete(): Promise<void>;
  /**
   * The cart changed: its eligibility is checked again, once for a burst of changes (the cart update interval, 1 s,
   * spec 000 §9); a claim the insurer accepted for the cart as it was is cancelled (reason CART_UPDATE, by the SYSTEM).
   */
  cartChanged(): Promise<void>;
  /** The direct-billing service went offline (`false`) or came back (`true`). */
  serviceStatus(online: boolean): void;
  /**
   * Quotes the insurer's share of products, or of the cart's lines when none are given; null when there is nothing
   * to quote against or the quote failed.
   */
  requestProductQuote(products?: readonly ProductForQuote[]): Promise<ProductQuotes | null>;
  /** A cart line as a product for quote: frames by UPC, everything else by RXC id (spec 000 §3); null for anything else. */
  productForQuote(line: CartLine): ProductForQuote | null;
  /** Calls the listener with `sync` when insurance is applied to the cart and `remove` when it is taken off. */
  addSyncListener(listener: SyncListener): void;
  /** Stops calling a sync listener. */
  removeSyncListener(listener: SyncListener): void;
  /**
   * Applies insurance, as turning the toggle on does (the flow starts in the drawer when needed); puts back what
   * `removeBenefits` took off on this page, never undoes the shopper's own opt-out. Waits for the shopper to be read;
   * with no shopper signed in it does nothing and one console line says why.
   */
  addBenefits(): Promise<void>;
  /**
   * Takes insurance off the cart; does nothing while it is off, and says why in one console line when no shopper is
   * signed in or no member is found on a claim for the cart.
   */
  removeBenefits(): Promise<void>;
  /** The member's benefit plans; null when there is no member yet or they cannot be read. */
  requestBenefitPlan(): Promise<BenefitPlans | null>;
  /** Whether insurance applies and the claim's status, without personal data. */
  requestInsuranceData(): Promise<InsuranceSummary | null>;
  /** How many claims the signed-in customer has (spec 000 §7, claims/search); null when signed out or it cannot be read. */
  requestClaimCount(): Promise<number | null>;
  /** Opens the drawer, on `insurance-member` unless told otherwise (spec 000 §2). */
  open(view?: DrawerView, options?: OpenDrawerOptions): void;
  /**
   * Closes the drawer (no argument, or `drawerWidget`), or unmounts a widget: the one mounted in `element` when it is
   * given (the element `render` was given), every widget of that name otherwise.
   */
  close(widget?: WidgetName, element?: HTMLElement): void;
  /**
   * Mounts a widget into an element; false when it cannot be mounted there. It never hides or removes the page's own
   * content: an element that holds some (or the page's own shadow root) gets a child element for the widget, appended
   * after that content, and `close` takes only that child away. A single-page shop calls it for the mount elements its
   * router puts on the page after the loader ran; it first unmounts the widgets whose element has left the page.
   */
  render(widget: WidgetName, element: HTMLElement): boolean;
  /** Listens to an event the widgets send; answers a function that stops listening. */
  on<K extends HostEventName>(name: K, listener: HostListener<K>): () => void;
  /** Stops listening. */
  off<K extends HostEventName>(name: K, listener: HostListener<K>): void;
  /**
   * What the widgets see of their integration, for an engineer at the console: the configuration without secrets, the
   * last answer of the shop's and the service's calls, and each widget's last error. Never personal data.
   */
  diagnose(): Diagnosis;
}

/** How the last call of one kind went: `ok`, or the failure (status 0 when nothing answered: network, CORS, offline). */
export interface CallOutcome {
  /** The call, method and path without ids or query (`GET person/@self`). */
  call: string;
  ok: boolean;
  /** The HTTP status; 0 when nothing answered. */
  status: number;
  /** What failed: `status` (an error status), `network` (no answer: offline, CORS, blocked), `shape` (an answer the widgets could not read), or `action` (the page's actions module). */
  failure?: 'status' | 'network' | 'shape' | 'action';
  /** The documented fix, when the failure has one. */
  fix?: string;
  /** When, as `Date.now()`. */
  at: number;
}

/** What `directBilling.diagnose()` answers: plain data, safe to paste into a support ticket. */
export interface Diagnosis {
  version: string;
  specVersion: string;
  /**
   * The configuration as read, secrets masked (the API key as its last four characters, the store's tokens as `set`),
   * the actions module as the names of the calls it answers, and no personal data.
   */
  config: Record<string, string | number | boolean | string[]> | null;
  /** Where the shop's calls go: `actions` (the page's actions module) or `wcs` (the page's own /wcs resources). */
  shopCalls: 'actions' | 'wcs';
  /** The last outcome of the shop's calls and of the service's, each by call; never a probe: an empty list until a call was made. */
  reachability: { shop: CallOutcome[]; service: CallOutcome[] };
  /** Each widget's last error shown to the shopper (the analytics error it sent), by widget name. */
  widgetErrors: Partial<Record<WidgetName, { error: string; errorCause?: ErrorCause; at: number }>>;
  /** The widgets mounted on the page: those whose mount element is in the document. */
  mounted: WidgetName[];
}

/** The methods the queue stub records before the loader runs, in the snippet's order. */
export type QueuedMethod = Exclude<keyof DirectBillingApi, 'version' | 'specVersion'>;

/** One call recorded by the queue stub: the method, its arguments, and the resolver of the promise the stub answered. */
export type QueuedCall = { [K in QueuedMethod]: ['call', K, Parameters<DirectBillingApi[K]>, (answer: Awaited<ReturnType<DirectBillingApi[K]>>) => void] }[QueuedMethod];

/** One window event the queue stub heard before the loader ran (`direct-billing:*` or `open-drawer`). */
export type QueuedEvent = ['event', CustomEvent<unknown>];

/**
 * `window.directBilling` before the loader has run, as the queue snippet (docs/delivery.md) defines it: every method of
 * the page API, each answering a promise of what the real method answers once the loader has replayed the call, in the
 * order made, window events included. The loader then puts the real API in its place. Declare it where a shop's code
 * may run first: `declare const directBilling: DirectBillingStub | DirectBillingApi`.
 */
export type DirectBillingStub = {
  [K in Exclude<QueuedMethod, 'on' | 'off'>]: (...args: Parameters<DirectBillingApi[K]>) => Promise<Awaited<ReturnType<DirectBillingApi[K]>>>;
} & {
  /** Listens once the loader has run; answers a promise of the function that stops listening. */
  on<K extends HostEventName>(name: K, listener: HostListener<K>): Promise<() => void>;
  off<K extends HostEventName>(name: K, listener: HostListener<K>): Promise<void>;
  /** The calls and window events recorded, oldest first; the loader empties it. */
  q: (QueuedCall | QueuedEvent)[];
};

/**
 * The configuration a shop gives the widgets as `window.directBillingConfig` (docs/embedding.md, "Configuration"), and
 * `loadDirectBilling({ config })` of the npm package (docs/npm-package.md): only `storeId` is required, every other key
 * has its default. The loader validates it as src/host/config.ts reads it (test/unit/npm-package.test.ts checks the
 * keys are the same).
 */
export interface DirectBillingConfig {
  storeId: string;
  brand?: 'cle' | 'vde' | 'nua' | 'lcr' | 'fde' | 'ebd';
  country?: string;
  langId?: string;
  locale?: string;
  currency?: string;
  dateFormat?: string;
  cartPath?: string;
  checkoutPath?: string;
  signInPath?: string;
  redirectParam?: string;
  termsPath?: string;
  privacyPath?: string;
  cookiePolicyPath?: string;
  faqUrl?: string;
  landingPath?: string;
  eyeExamPath?: string;
  shopPath?: string;
  apiBaseUrl?: string;
  apiKey?: string;
  anonymousUserId?: string;
  ecommerce?: string;
  storeTokens?: { WCToken: string; WCTrustedToken: string };
  skipStoreTokens?: boolean;
  chat?: boolean;
  contactPhone?: string;
  contactEmail?: string;
  chunkTimeoutMs?: number;
  /** How the widgets look (docs/appearance.md). */
  appearance?: {
    colorScheme?: 'light' | 'dark' | 'auto';
    colorPrimary?: string;
    colorText?: string;
    colorSurface?: string;
    colorDanger?: string;
    focusRingColor?: string;
    focusRingWidth?: string;
    fontFamily?: string;
    fontSizeBase?: string;
    borderRadius?: string;
    buttonRadius?: string;
    spacingUnit?: string;
  };
  /** Answers the shop calls instead of `/wcs` (docs/embedding.md, "Actions"). */
  actions?: { person?: () => Promise<unknown>; userContext?: () => Promise<unknown>; cart?: () => Promise<unknown> };
}

declare global {
  interface Window {
    /** The direct-billing widgets' page API; absent until the loader ran, or when its configuration is invalid. */
    readonly directBilling?: DirectBillingApi;
    /** The configuration a page may set before the loader runs, instead of or besides the loader tag's data-* attributes. */
    directBillingConfig?: DirectBillingConfig;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the widgets' events into the DOM's map
  interface WindowEventMap extends DirectBillingWindowEvents {}
}

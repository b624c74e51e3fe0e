// Configuration answers (spec 000 sections 2 and 7, GET configurations?path=...): the spec shows none of
// their shapes, so every shape here is ours, kept small; text is always a message key, never words.
import { array, boolean, integer, string, type, type Infer } from 'superstruct';
import { maybe, ownRecord } from '../common.ts';

/** path=frontend-bundle: the bundle version and the brand's feature flags (spec 000 section 9, "Per-brand features"). */
export const FrontendBundle = type({
  version: maybe(string()),
  features: maybe(ownRecord(string(), boolean())),
});
/** The frontend bundle configuration. */
export type FrontendBundle = Infer<typeof FrontendBundle>;

// path=cta/state lives in a file of its own: the product-page loader reads it without the drawer's schemas.
export { CtaState } from './cta-state.ts';

/** A footer call to action: its label key, and `kind` link or button (anything else renders as a button). */
export const FooterAction = type({ labelKey: string(), kind: maybe(string()) });
/** A footer call to action. */
export type FooterAction = Infer<typeof FooterAction>;

/**
 * How one drawer view behaves (spec 000 section 2, "Flow configuration"): next and previous views, its
 * step, the footer, the unsaved-changes option (NONE, CANCEL or CLOSE_APP), a tooltip key, the help guides
 * it offers (HELP_GLASSES_RX...), and the plan types its benefit list shows, in order.
 */
export const ViewFlow = type({
  next: maybe(string()),
  previous: maybe(string()),
  step: maybe(integer()),
  showSteps: maybe(boolean()),
  /** Hides the drawer's close button on this view (spec 000 section 2, "the close button can be hidden"). */
  hideClose: maybe(boolean()),
  footer: maybe(type({ cancel: maybe(FooterAction), submit: maybe(FooterAction) })),
  modal: maybe(type({ unsavedChanges: maybe(string()) })),
  tooltipKey: maybe(string()),
  helpGuides: maybe(array(string())),
  /** select-prescription's upload mode, `single` or `default` (spec 000 section 3); kept as sent, read by uploadModeOf. */
  uploadMode: maybe(string()),
  benefitPlan: maybe(type({ planTypes: maybe(array(string())) })),
});
/** One view's flow configuration. */
export type ViewFlow = Infer<typeof ViewFlow>;

/**
 * path=insurance-flow/page-flow: the default and login-redirect views, `stepCount` (the rules derive the
 * step offset from the number of default forms and max steps as stepCount + forms - 1), and each view's
 * configuration by view name.
 */
export const PageFlow = type({
  defaultView: string(),
  loginRedirectView: maybe(string()),
  stepCount: integer(),
  /** The number of default forms the market's insurers have: the progress before an insurer (and its forms) is chosen. */
  formCount: maybe(integer()),
  views: ownRecord(string(), ViewFlow),
});
/** The drawer's page flow. */
export type PageFlow = Infer<typeof PageFlow>;

/** path=insurance-flow/intro-page: the intro's steps in order (six in North America, four in France). */
export const IntroPage = type({
  steps: array(type({ titleKey: string(), descriptionKey: maybe(string()) })),
});
/** The intro page configuration. */
export type IntroPage = Infer<typeof IntroPage>;

/** path=insurance-flow/eligible-insurers-page: the insurers the page lists first, in this order, and whether it offers a search. */
export const EligibleInsurersPage = type({
  insurerIds: array(string()),
  showSearch: maybe(boolean()),
});
/** The eligible-insurers page configuration. */
export type EligibleInsurersPage = Infer<typeof EligibleInsurersPage>;

/** path=insurance-flow/message-animation: per loading animation (validate, requestQuote, acceptQuote), the message keys shown in turn. */
export const MessageAnimation = type({
  intervalMs: maybe(integer()),
  messages: ownRecord(string(), array(string())),
});
/** The loading-message configuration. */
export type MessageAnimation = Infer<typeof MessageAnimation>;

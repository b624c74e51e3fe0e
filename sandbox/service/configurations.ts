// The configuration answers (spec 000 sections 2 and 7, GET configurations?path=...): the brand's bundle flags,
// the CTA, and per market the drawer's page flow, intro, eligible insurers and loading messages. Text is message keys.
import type { CtaState, EligibleInsurersPage, FooterAction, FrontendBundle, IntroPage, MessageAnimation, PageFlow, ViewFlow } from '../../src/contract/insurer/configurations.ts';
import { LOADING_MESSAGE_STEP_MS, SPEC_APP_VERSION } from '../../src/domain/constants.ts';
import type { DrawerView } from '../../src/domain/drawer/resume.ts';
import { insurersOf, type Market } from './catalogue.ts';
import { featuresOfBrand } from './rules/host.ts';

/**
 * The header that sets frontend-bundle flags on the request carrying it, e.g. `showFaq=false;showContactPhone=true`: an
 * integrator (or a test) sees what a brand's widgets do when the service switches one of its features (spec 000 section 7).
 */
export const FEATURES_HEADER = 'x-sandbox-features';

/** The flags a features header sets; a part that is not `name=true` or `name=false` is ignored. */
function headerFlags(header: string | undefined): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const part of (header ?? '').split(';')) {
    const [name = '', value] = part.split('=').map((s) => s.trim());
    if (/^\w+$/.test(name) && (value === 'true' || value === 'false')) flags[name] = value === 'true';
  }
  return flags;
}

/**
 * path=frontend-bundle: the app version and the brand's features as flags (a missing brand gets the defaults), with
 * the flags of a features header over them.
 */
export function frontendBundle(brand: string | undefined, featuresHeader?: string): FrontendBundle {
  return { version: SPEC_APP_VERSION, features: { ...featuresOfBrand(brand), disableQuoteFreeShipping: false, ...headerFlags(featuresHeader) } };
}

/** path=cta/state: the call-to-action shows, in every state, unless a test or an integrator set another answer (below). */
export const CTA_STATE: CtaState = { enabled: true };

/**
 * The answers of cta/state and intro-page set in place of the defaults, per sandbox (PUT /sandbox/configurations?path=...,
 * or `sandboxConfigurations(state).set(...)` in process), so a test can show a shopper a call-to-action turned off or
 * an intro of its own. POST /sandbox/reset and DELETE /sandbox/configurations go back to the defaults.
 */
export interface SetConfigurations {
  'cta/state'?: CtaState;
  'insurance-flow/intro-page'?: IntroPage;
}

/** The configurations a sandbox answers: its defaults, or what was set in their place. */
export function createConfigurations() {
  let set: SetConfigurations = {};
  return {
    /** The cta/state answer. */
    ctaState: (): CtaState => set['cta/state'] ?? CTA_STATE,
    /** The intro-page answer of a market: the one set applies to every market. */
    introPage: (market: Market): IntroPage => set['insurance-flow/intro-page'] ?? introPage(market),
    /** Answers `value` for `path` from now on. */
    set<P extends keyof SetConfigurations>(path: P, value: NonNullable<SetConfigurations[P]>): void {
      set = { ...set, [path]: value };
    },
    /** Back to the defaults. */
    clear(): void {
      set = {};
    },
  };
}

/** The configurations of one sandbox (its state object): made on first use, so the sandbox's memory needs no field of its own. */
const bySandbox = new WeakMap<object, ReturnType<typeof createConfigurations>>();

/** The configurations one sandbox answers. */
export function sandboxConfigurations(state: object): ReturnType<typeof createConfigurations> {
  let found = bySandbox.get(state);
  if (!found) bySandbox.set(state, (found = createConfigurations()));
  return found;
}

const link = (labelKey: string): FooterAction => ({ labelKey, kind: 'link' });
const button = (labelKey: string): FooterAction => ({ labelKey, kind: 'button' });
/** The footer of a form page: cancel as a link, continue as the button. */
const CONTINUE = { cancel: link('footer.cancel'), submit: button('footer.continue') };
const HELP_GUIDES = ['HELP_GLASSES_RX', 'HELP_CONTACTS_RX', 'HELP_TAKE_CLEAR_PHOTO'];
const PLAN_TYPES = { planTypes: ['FRAME', 'LENSES', 'CONTACT_LENSES'] };

/** A flow's views by name; typed by DrawerView so a misspelt view fails to compile. */
type Views = Partial<Record<DrawerView, ViewFlow>>;

/**
 * Views both markets share: the technical ones (no step, no progress) and the start of the flow; the member
 * view lists the benefit plans only where the market has plans (North America).
 */
function sharedViews(afterInformation: DrawerView, benefitPlan?: ViewFlow['benefitPlan']) {
  return {
    'login-redirect': { next: 'intro', step: 0, showSteps: false },
    start: { next: 'resume', step: 0, showSteps: false },
    resume: { next: 'intro', step: 0, showSteps: false },
    error: { next: 'intro', step: 0, showSteps: false, footer: { submit: button('footer.tryAgain') } },
    loading: { step: 0, showSteps: false },
    intro: { next: 'insurers', step: 0, showSteps: false, footer: { cancel: link('intro.close'), submit: button('intro.start') }, modal: { unsavedChanges: 'NONE' } },
    // Choosing the carrier is part of the first step, policy information (spec 000 section 1).
    insurers: { next: 'insurance-member', previous: 'intro', step: 1, showSteps: true, footer: CONTINUE, modal: { unsavedChanges: 'NONE' } },
    // The forms wizard spans these two views: its pages count from step 1 (the step offset, spec 000 section 2). Each
    // view's tooltip is its first page's help; the drawer shows the help of the page a screen asks over it (the member
    // found asks the doctor's fields: forms.doctor.tip).
    'insurance-member': {
      next: 'insurance-information',
      previous: 'insurers',
      step: 1,
      showSteps: true,
      footer: CONTINUE,
      modal: { unsavedChanges: 'CANCEL' },
      tooltipKey: 'tooltip.member',
      ...(benefitPlan ? { benefitPlan } : {}),
    },
    'insurance-information': {
      next: afterInformation,
      previous: 'insurance-member',
      step: 1,
      showSteps: true,
      footer: CONTINUE,
      modal: { unsavedChanges: 'CANCEL' },
      tooltipKey: 'tooltip.relationship',
    },
  } satisfies Views;
}

/**
 * North America (spec 000 section 1, six steps): the forms wizard is step 1 of 4 and its three default forms
 * make it 6 (stepCount + forms - 1); prescription upload, product selection with its check, review follow.
 */
const NORTH_AMERICA: PageFlow = {
  defaultView: 'intro',
  loginRedirectView: 'login-redirect',
  stepCount: 4,
  formCount: 3,
  views: {
    ...sharedViews('select-prescription', PLAN_TYPES),
    'select-prescription': { next: 'validate', previous: 'insurance-information', step: 2, showSteps: true, footer: CONTINUE, modal: { unsavedChanges: 'CLOSE_APP' }, helpGuides: HELP_GUIDES },
    validate: { next: 'select-product', previous: 'select-prescription', step: 3, showSteps: true },
    // Back from products skips the validation animation.
    'select-product': { next: 'review', previous: 'select-prescription', step: 3, showSteps: true, footer: CONTINUE, modal: { unsavedChanges: 'CLOSE_APP' }, benefitPlan: PLAN_TYPES },
    'change-product': { next: 'review', previous: 'review', step: 3, showSteps: true, footer: CONTINUE, benefitPlan: PLAN_TYPES },
    review: { previous: 'select-product', step: 4, showSteps: true, footer: { cancel: link('footer.cancel'), submit: button('footer.submit') }, modal: { unsavedChanges: 'CLOSE_APP' }, benefitPlan: PLAN_TYPES },
  } satisfies Views,
};

/**
 * France (spec 001 section 1, four steps): the forms wizard is step 1 of 2 and its three default forms make
 * it 4; the quote is the last step. The French flow has no doctor and no prescription upload of its own: the French
 * forms (spec 001 section 5) ask for the prescription's date and the shopper's statement of a valid prescription
 * instead of the file, and the mutuelle quotes the cart's products. So its intro (fr1..fr4) names its own four
 * screens: mutuelle and insuree, patient with the prescription's date, an optional second mutuelle, the quote.
 */
const FRANCE: PageFlow = {
  defaultView: 'intro',
  loginRedirectView: 'login-redirect',
  stepCount: 2,
  formCount: 3,
  views: {
    ...sharedViews('quote'),
    // The quote's ways on are its own (spec 000 section 4: request, then accept or refuse; the offline retry's): no
    // cancel beside them, the drawer's close leaves it.
    quote: { previous: 'insurance-information', step: 2, showSteps: true, footer: { submit: button('footer.requestQuote') }, modal: { unsavedChanges: 'CLOSE_APP' } },
  } satisfies Views,
};

/** path=insurance-flow/page-flow: the drawer of the market. */
export function pageFlow(market: Market): PageFlow {
  return market === 'FR' ? FRANCE : NORTH_AMERICA;
}

/**
 * path=insurance-flow/intro-page: six North American steps, four French ones (spec 001 section 1), each by its message key
 * (strings/en/drawer/intro.ts), which the widgets translate into the shopper's language.
 */
export function introPage(market: Market): IntroPage {
  const keys = market === 'FR' ? ['fr1', 'fr2', 'fr3', 'fr4'] : ['na1', 'na2', 'na3', 'na4', 'na5', 'na6'];
  return { steps: keys.map((key) => ({ titleKey: `intro.${key}` })) };
}

/** path=insurance-flow/eligible-insurers-page: the market's active insurers, in catalogue order, with a search. */
export function eligibleInsurersPage(market: Market): EligibleInsurersPage {
  return { insurerIds: insurersOf(market, true).map((insurer) => insurer.id), showSearch: true };
}

/** path=insurance-flow/message-animation: the loading animations' messages, each shown for LOADING_MESSAGE_STEP_MS. */
export const MESSAGE_ANIMATION: MessageAnimation = {
  intervalMs: LOADING_MESSAGE_STEP_MS,
  messages: {
    validate: ['loading.validate.1', 'loading.validate.2', 'loading.validate.3'],
    requestQuote: ['loading.requestQuote.1', 'loading.requestQuote.2'],
    acceptQuote: ['loading.acceptQuote.1', 'loading.acceptQuote.2'],
  },
};

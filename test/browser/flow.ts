// Driving the drawer as a shopper would, by what the screen says: the drawer, sign-in, the cart's totals, keyboard-only
// moves (Tab until a control has focus, then a key), axe on each view, and the whole North American flow (na-flow.test.ts, the bench).
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, collectErrors, type Harness } from './harness.ts';
import { PNG_BYTES } from './claims.ts';

/** The insurer answers, then the widget's 2-second polls: a view that waits on the insurer may take this long. */
export const INSURER_WAIT = { timeout: 30_000 };

/** A page on the demo shop at a viewport, its console errors collected, and trusted mouse events counted. */
export async function shopPage(h: Harness, width: number, height: number) {
  const page = await h.browser.newPage({ viewport: { width, height } });
  const errors = collectErrors(page);
  // Through the devtools protocol, so the page's strict CSP still applies to the page's own scripts.
  await page.addInitScript(() => {
    const w = window as unknown as { mouseEvents: number };
    w.mouseEvents = 0;
    for (const type of ['mousedown', 'pointerdown', 'mouseup', 'wheel']) {
      window.addEventListener(type, (event) => {
        if (event.isTrusted) w.mouseEvents += 1;
      }, true);
    }
  });
  return { page, errors };
}

/** How many trusted mouse or pointer presses the page has seen. */
export const mouseEvents = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { mouseEvents: number }).mouseEvents);

/** The drawer, by its accessible name. */
export const drawer = (page: Page, name = 'Vision insurance'): Locator => page.getByRole('dialog', { name });

/** The drawer's name in each demo locale: the French of France's (strings/fr-FR), Quebec French's (strings/fr-CA), English. */
const DRAWER_NAMES: Record<string, string> = { 'fr-fr': 'Tiers payant', 'fr-ca': 'Assurance vision' };

/** The drawer in the demo shop's locale. */
export const drawerIn = (page: Page, locale = 'en-ca'): Locator => drawer(page, DRAWER_NAMES[locale] ?? 'Vision insurance');

/** Signs the page's visitor in on the demo sign-in page and comes back to the cart. */
export async function signInToCart(h: Harness, page: Page, locale = 'en-ca'): Promise<void> {
  await page.goto(`${h.origin}/${locale}/sign-in?redirectUrl=${encodeURIComponent(`/${locale}/cart`)}`);
  await page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click();
  await page.waitForURL(`**/${locale}/cart`);
}

/**
 * Signs the page's visitor in with the demo sign-in form's own request, as its button would, without showing a page;
 * runs the setup (which may bring the visitor's record to a step), then loads the cart: once, with the record as the
 * setup left it. For a test whose subject comes after the sign-in; the flows the shopper walks sign in on the page.
 */
export async function cartAfterSetup(h: Harness, page: Page, setup?: (page: Page) => Promise<unknown>, locale = 'en-ca'): Promise<void> {
  const response = await page.request.post(`${h.origin}/${locale}/sign-in`, { form: { email: 'alex.martin@example.com', redirectUrl: `/${locale}/cart` }, maxRedirects: 0 });
  expect(response.status(), 'the sign-in answers with its redirect to the cart').toBe(303);
  await setup?.(page);
  await page.goto(`${h.origin}/${locale}/cart`);
}

/** The step the drawer's header shows ("Step 3 of 6", "Étape 3 sur 4"), or 0 before the claim's steps. */
export async function stepShown(d: Locator): Promise<number> {
  const progress = d.getByRole('progressbar');
  if (!(await progress.isVisible())) return 0;
  return Number(/\d+/.exec(await d.locator('#db-drawer-progress').innerText())?.[0] ?? 0);
}

/** A total of the cart page's totals region (sandbox/pages/cart.ts), in minor units. */
export async function cartTotal(page: Page, key: 'subtotal' | 'shipping' | 'share' | 'remainder'): Promise<number> {
  const text = (await page.locator(`#cart-totals [data-total="${key}"]`).textContent()) ?? '';
  return /\d/.test(text) ? Number(text.replace(/\D/g, '')) : 0;
}

/** Fails with the view's name when axe finds a violation on the page as it is now. */
export async function expectNoAxe(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), where).toEqual([]);
}

/** Whether the locator's element has focus, looking through shadow roots. */
function focused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });
}

/** Presses Tab until the control has focus: proves it is reachable by keyboard, in tab order. */
export async function tabTo(page: Page, locator: Locator, max = 60): Promise<void> {
  await locator.waitFor().catch(async (error: unknown) => {
    // Say what the shopper saw instead, so a failure names its cause.
    const seen = await page
      .getByRole('dialog')
      .first()
      .innerText()
      .catch(() => 'no dialog');
    throw new Error(`${String(error)}\nthe page showed: ${seen.replace(/\s+/g, ' ').slice(0, 600)}\nat ${page.url()}`);
  });
  for (let i = 0; i < max; i++) {
    if (await focused(locator)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${String(locator)} with Tab in ${max} presses`);
}

/** Tabs to a control and presses a key on it (Enter for buttons, Space for checkboxes and radios). */
export async function press(page: Page, locator: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, locator);
  await page.keyboard.press(key);
}

/** Tabs to a text field and types into it, as a shopper would. */
export async function typeInto(page: Page, locator: Locator, text: string): Promise<void> {
  await tabTo(page, locator);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** How the shopper works the controls: with the mouse, or with the keyboard alone. */
export interface Hands {
  click(target: Locator): Promise<void>;
  check(target: Locator): Promise<void>;
  fill(target: Locator, text: string): Promise<void>;
  select(target: Locator, label: string): Promise<void>;
  upload(target: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void>;
}

/** The mouse's hands: Playwright's clicks, checks and fills. */
export const mouse: Hands = {
  click: (target) => target.click(),
  check: (target) => target.check(),
  fill: (target, text) => target.fill(text),
  select: async (target, label) => void (await target.selectOption({ label })),
  upload: (target, file) => target.setInputFiles(file),
};

/** The keyboard's hands: Tab to each control, then a key, as a shopper without a mouse. */
export function keyboard(page: Page): Hands {
  return {
    // Pressed once it can be, as Playwright's click waits for it: on a busy machine the signed-in switch may still be
    // its busy, disabled self when it appears, and a shopper would wait for it.
    async click(target) {
      await target.and(page.locator(':enabled:not([aria-disabled="true"])')).waitFor({ timeout: 45_000 });
      await press(page, target, 'Enter');
    },
    check: (target) => press(page, target, 'Space'),
    fill: (target, text) => typeInto(page, target, text),
    async select(target, label) {
      await tabTo(page, target);
      for (let i = 0; i < 10; i++) {
        const chosen = await target.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '');
        if (chosen === label) return;
        await page.keyboard.press('ArrowDown');
      }
      throw new Error(`the option ${label} was not reached with the arrow keys`);
    },
    async upload(target, file) {
      // On a busy machine the view may still re-render between the Tab and the key, taking the focus from the input:
      // the chooser then does not open, and a shopper would press again, so the test does too. The chooser is awaited
      // before the Tab: Playwright starts catching choosers only once its listener has reached the browser, and a
      // chooser it does not catch is dismissed at once by headless Chromium.
      for (let attempt = 1; ; attempt++) {
        const chooser = page.waitForEvent('filechooser', { timeout: 45_000 }).catch(() => null);
        await tabTo(page, target);
        await page.keyboard.press('Space');
        const opened = await chooser;
        if (opened) return opened.setFiles(file);
        if (attempt === 3) throw new Error('the file chooser did not open from the keyboard in 3 tries');
      }
    },
  };
}

/** The words of the North American flow the walk reads and answers, in the shop's language. */
export interface FlowWords {
  drawer: string;
  toggle: string;
  intro: string;
  start: string;
  insurers: string;
  step: (n: number) => string;
  insurer: string;
  continue: string;
  member: string;
  memberId: string;
  groupId: string;
  firstName: string;
  lastName: string | RegExp;
  dateOfBirth: string;
  postal: string;
  check: string;
  found: string;
  /** What the member found says of the patient under Self, and its Change's name. */
  forYou: RegExp;
  changePatient: string;
  patient: string;
  patientFirstName: string;
  patientLastName: string | RegExp;
  doctor: string;
  credential: string;
  optometrist: string;
  doctorFirstName: string;
  doctorLastName: string | RegExp;
  upload: string;
  addFiles: string;
  remove: (file: string) => string;
  products: string;
  prescriptionPage: string;
  frame: RegExp;
  /** Why the products are ticked already, and the frame's price as its line says it. */
  picked: string;
  framePrice: RegExp;
  review: string;
  terms: RegExp;
  submit: string;
  applied: string;
  checkout: string;
}

/** English (strings/en), the default. */
export const ENGLISH_FLOW: FlowWords = {
  drawer: 'Vision insurance',
  toggle: 'Use insurance benefits',
  intro: 'Apply your vision insurance',
  start: 'Get started',
  insurers: 'Choose your insurer',
  step: (n) => `Step ${n} of 6`,
  insurer: 'Quillfeather Vision Plan',
  continue: 'Continue',
  member: 'Check eligibility',
  memberId: 'Member ID',
  groupId: 'Group ID',
  firstName: 'Policy holder’s first name',
  lastName: 'Policy holder’s last name',
  dateOfBirth: 'Date of birth',
  postal: 'Postal code',
  check: 'Check eligibility',
  found: 'Good news, we found you',
  forYou: /^The eyewear is for: you, Alex Martin\./,
  changePatient: 'Change who the eyewear is for',
  patient: 'Who is the eyewear for?',
  patientFirstName: 'Patient’s first name',
  patientLastName: 'Patient’s last name',
  doctor: 'Your eye doctor',
  credential: 'Doctor’s credential',
  optometrist: 'Optometrist',
  doctorFirstName: 'Doctor’s first name',
  doctorLastName: 'Doctor’s last name',
  upload: 'Upload your prescription',
  addFiles: 'Add prescription files',
  remove: (file) => `Remove ${file}`,
  products: 'Choose the products to cover',
  prescriptionPage: 'Prescription 1 of 1',
  frame: /Harbour round frame/,
  picked: 'We picked the items that get you the most from your benefits.',
  framePrice: /^Harbour round frame, tortoise: \$149\.00$/,
  review: 'Review your claim',
  terms: /I accept the terms and conditions/,
  submit: 'Submit claim',
  applied: 'Claim applied',
  checkout: 'Proceed to checkout',
};

/** Quebec French (strings/fr-CA, the fr-ca table): a Canadian shop on /fr-ca/ runs the North American flow in it. */
export const QUEBEC_FLOW: FlowWords = {
  drawer: 'Assurance vision',
  toggle: 'Utiliser mes garanties',
  intro: 'Utilisez votre assurance vision',
  start: 'Commencer',
  insurers: 'Choisissez votre assureur',
  step: (n) => `Étape ${n} sur 6`,
  insurer: 'Régime de vision Quillfeather',
  continue: 'Continuer',
  member: 'Vérifier l’admissibilité',
  memberId: 'Numéro de membre',
  groupId: 'Numéro de groupe',
  firstName: 'Prénom du titulaire de la police',
  // Anchored: "Nom du …" is also inside "Prénom du …".
  lastName: /^Nom du titulaire de la police/,
  dateOfBirth: 'Date de naissance',
  postal: 'Code postal',
  check: 'Vérifier l’admissibilité',
  found: 'Bonne nouvelle, nous vous avons trouvé',
  forYou: /^Les lunettes ou les lentilles sont pour vous, Alex Martin\./u,
  changePatient: 'Changer la personne qui portera les lunettes ou les lentilles',
  patient: 'Qui portera les lunettes ou les lentilles?',
  patientFirstName: 'Prénom du patient',
  patientLastName: /^Nom du patient/,
  doctor: 'Votre spécialiste de la vue',
  credential: 'Titre du médecin',
  optometrist: 'Optométriste',
  doctorFirstName: 'Prénom du médecin',
  doctorLastName: /^Nom du médecin/,
  upload: 'Téléversez votre ordonnance',
  addFiles: 'Ajouter des fichiers d’ordonnance',
  remove: (file) => `Supprimer ${file}`,
  products: 'Choisissez les produits à couvrir',
  prescriptionPage: 'Ordonnance 1 sur 1',
  frame: /Monture ronde Harbour/,
  picked: 'Nous avons choisi les articles qui vous font profiter au maximum de vos garanties.',
  framePrice: /^Monture ronde Harbour, écaille\u00a0: 149,00\s\$$/u,
  review: 'Vérifiez votre demande',
  terms: /J’accepte les conditions générales/,
  submit: 'Envoyer la demande',
  applied: 'Demande appliquée',
  checkout: 'Passer à la caisse',
};

/** What a walk of the flow may do besides walking: axe on every view, a look at each view, a view to stop on. */
export interface WalkOptions {
  /** The flow's words in the shop's language, English unless given. */
  words?: FlowWords;
  /** Runs axe on every view (the bench counts the flow's requests and has no use for axe's time). */
  axe?: boolean;
  /** Called on each view the walk reaches, once its heading shows. */
  onView?: (heading: string) => Promise<void>;
  /** The heading of a view to stop on, before answering it. */
  stopAt?: string;
  /** The member ID typed on the member view: any ID but the scenario words finds a member with benefits. */
  memberId?: string;
}

/**
 * The drawer scrolls in one place, its body, never the panel around it as well: a second scrollbar beside the first
 * takes 15 px of a phone's width and scrolls the header away. (On a short screen the panel is the one scroller.)
 */
export async function expectOneScroller(d: Locator, where: string): Promise<void> {
  const overflow = await d.evaluate((dialog) => (getComputedStyle(dialog).display === 'block' ? 0 : dialog.scrollHeight - dialog.clientHeight));
  expect(overflow, `${where}: the panel around the drawer's body scrolls`).toBeLessThanOrEqual(1);
}

/** Thrown to end a walk at its stop; completeFlow catches it. */
class Stop extends Error {}

/** The whole North American flow, view by view, as the screen words it; axe runs on every view unless `axe` is false. */
export async function completeFlow(page: Page, hands: Hands, options: WalkOptions = {}): Promise<void> {
  try {
    await walkFlow(page, hands, options);
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
}

async function walkFlow(page: Page, hands: Hands, { axe = true, onView, stopAt, memberId = 'W1234567', words: w = ENGLISH_FLOW }: WalkOptions): Promise<void> {
  const d = drawer(page, w.drawer);
  const audit = (where: string) => (axe ? expectNoAxe(page, where) : Promise.resolve());
  /**
   * Waits for a view's heading, and for `ready` when the view fills in after it (its heading comes with the view, its
   * content with the service's answer), then runs axe on it and hands it to `onView`.
   */
  const view = async (heading: string, wait = {}, ready?: Locator) => {
    await d.getByRole('heading', { name: heading }).waitFor(wait);
    await ready?.waitFor(wait);
    await expectOneScroller(d, heading);
    await audit(heading);
    await onView?.(heading);
    if (heading === stopAt) throw new Stop();
  };

  await hands.click(page.getByRole('switch', { name: w.toggle }));
  await view(w.intro);
  await hands.click(d.getByRole('button', { name: w.start }));

  // Each insurer is a button: pressing it chooses and moves on. The list comes once the insurers have answered, after
  // the heading and its spinner: axe and onView see the view with it.
  const insurer = d.getByRole('button', { name: w.insurer });
  await view(w.insurers, {}, insurer);
  await d.getByRole('progressbar', { name: w.step(1) }).waitFor();
  await hands.click(insurer);

  await view(w.member);
  await hands.fill(d.getByRole('textbox', { name: w.memberId }), memberId);
  await hands.fill(d.getByRole('textbox', { name: w.groupId }), 'GRP-100');
  await hands.fill(d.getByRole('textbox', { name: w.firstName }), 'Alex');
  await hands.fill(d.getByRole('textbox', { name: w.lastName }), 'Martin');
  await hands.fill(d.getByRole('textbox', { name: w.dateOfBirth }), '04/12/1988');
  await hands.fill(d.getByRole('textbox', { name: w.postal }), 'H2X 1Y4');
  await hands.click(d.getByRole('button', { name: w.check }));
  await view(w.found, INSURER_WAIT);
  // Under Self the patient is the policy holder, every field filled in: the member found says so, with a Change, and
  // asks the doctor's fields, the wizard's only page after the patient's; one Continue saves both and goes on to the
  // upload (issue 24; spec 000 §§2, 3).
  await d.getByText(w.forYou).waitFor();
  expect(await d.getByRole('button', { name: w.changePatient }).isVisible()).toBe(true);
  const doctor = d.getByRole('group', { name: w.doctor });
  await hands.select(doctor.getByRole('combobox', { name: w.credential }), w.optometrist);
  await hands.fill(doctor.getByRole('textbox', { name: w.doctorFirstName }), 'Sam');
  await hands.fill(doctor.getByRole('textbox', { name: w.doctorLastName }), 'Lee');
  await hands.click(d.getByRole('button', { name: w.continue }));

  await view(w.upload);
  await d.getByRole('progressbar', { name: w.step(4) }).waitFor();
  await hands.upload(d.getByLabel(w.addFiles), { name: 'prescription.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) });
  await d.getByRole('button', { name: w.remove('prescription.png') }).waitFor(INSURER_WAIT);
  await audit('uploaded');
  await hands.click(d.getByRole('button', { name: w.continue }));

  // The best use of the benefits is ticked, with why and the prices (axe runs once they are on screen): the shopper
  // only continues (spec 000 §9).
  await view(w.products, INSURER_WAIT, d.getByText(w.picked));
  expect(await d.getByText(w.prescriptionPage).isVisible()).toBe(true);
  expect(await d.getByRole('checkbox', { name: w.frame }).isChecked()).toBe(true);
  expect(await d.getByText(w.framePrice).isVisible()).toBe(true);
  await hands.click(d.getByRole('button', { name: w.continue }));

  await view(w.review);
  await d.getByRole('progressbar', { name: w.step(6) }).waitFor();
  // The review names the prescription by the shopper's own file name, never the neutral one the service heard.
  expect(await d.getByText(/^prescription-\d+\.\w+\s*:/).count()).toBe(0);
  await hands.check(d.getByRole('checkbox', { name: w.terms }));
  await hands.click(d.getByRole('button', { name: w.submit }));
  await page.getByRole('dialog', { name: w.applied }).waitFor(INSURER_WAIT);
  await audit('claim applied');
}

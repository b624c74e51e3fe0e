// Network faults: every call of every step of the North American flow, and of the French quote, meets a 500, a 504, an answer later than
// the widget's 30 s limit, malformed JSON, an answer missing a required field and a dropped connection (README, "Faults
// on demand"). Each shows its error (spec 000 §8, spec 001 §8 "Generic") or is retried by the widget itself where the
// poll allows it (spec 000 §9 timeout retries), keeps what the shopper typed, and a retry then succeeds. One test body
// drives the table of (step, call, fault) rows, side by side (each fault rides on its own page's request); "late" moves
// the page's clock (playwright's page.clock) past the limit.
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startHarness, type Harness } from '../browser/harness.ts';
import { advanceClock, clientOf, insurerChosen, memberFound, PNG_BYTES, prescriptionRequired, readyToClaim, visitorOfPage } from '../browser/claims.ts';
import { cartAfterSetup, drawerIn, INSURER_WAIT, shopPage } from '../browser/flow.ts';
import { uploadPrescription, validatePrescription } from '../../src/api/prescription/prescriptions.ts';
import { CALL_TIMEOUT_MS } from '../../src/api/http.ts';
import { INSURER_DELAYS_MS } from '../../sandbox/service/scenarios.ts';
import { frenchQuoteApproved, frenchQuoteRequired, requestLog, RESUME, SEE_QUOTE, unexpected, type FaultSpec, type RequestLog } from './kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The faults every call meets, as the sandbox spells them. */
const FAULTS: readonly [string, Omit<FaultSpec, 'call' | 'method'>][] = [
  ['a 500', { kind: 'status', status: 500 }],
  ['a 504', { kind: 'status', status: 504 }],
  ['a late answer', { kind: 'late', delayMs: 1_500 }],
  ['malformed JSON', { kind: 'malformed' }],
  ['a schema-invalid answer', { kind: 'missing-field' }],
  ['a dropped connection', { kind: 'drop' }],
];

/** The faults that spoil an answer's body: the widgets cannot read it. */
const SHAPE_FAULTS: ReadonlySet<string> = new Set(['malformed', 'missing-field']);

/** The engineer's console line for a failed call (src/host/diagnostics.ts). */
const DIAGNOSTIC = /^console: \[direct-billing\] (service|shop) call /;

/** A call of a step: the sandbox's pattern and method, and the log's pattern for the request. */
interface StepCall {
  name: string;
  call: string;
  method: string;
  sent: RegExp;
  /** Faults the widget cures by itself without a word to the shopper (a poll's timeout retries, spec 000 §9). */
  silent?: readonly string[];
  /**
   * Faults after which the call did reach the service (its answer alone was spoiled): the widget may find that out by
   * itself, reading the record again, and carry on without troubling the shopper.
   */
  mayRecover?: readonly string[];
  /** Faults that cannot touch this call (an answer whose body the widget never reads), with why. */
  moot?: Readonly<Record<string, string>>;
  /**
   * The call's time limit counts from its last progress, not from its start (the upload, whose bytes moving keep it
   * alive): a progress event that comes after the clock was moved starts the limit again, so the clock is moved until
   * the failure shows, and the late answer is held long enough for that on a busy machine.
   */
  stalls?: true;
}

/** A step of the flow: where the record stands, what the shopper does before and to send its calls, and what success shows. */
interface Step {
  name: string;
  /** The demo shop's locale; North American (en-ca) unless set. */
  locale?: 'fr-fr';
  setup?: (page: Page) => Promise<unknown>;
  arrive: (page: Page, d: Locator) => Promise<void>;
  act: (page: Page, d: Locator) => Promise<void>;
  kept: (d: Locator) => Promise<void>;
  success: (page: Page, d: Locator) => Locator;
  /** How the step shows a failure, when not as an alert (a failed upload is marked on its file, and announced). */
  failure?: (d: Locator) => Locator;
  calls: readonly StepCall[];
}

const RECORD = /\/claim-records\/[^/]+$/;
const RETRYABLE = ['a 500', 'a 504', 'a late answer', 'a dropped connection'];
const visitor = (page: Page) => visitorOfPage(h, page);
const heading = (d: Locator, name: string) => d.getByRole('heading', { name });

async function openFlow(page: Page, d: Locator) {
  await page.getByRole('switch', { name: 'Use insurance benefits' }).click();
  await heading(d, 'Apply your vision insurance').waitFor(INSURER_WAIT);
}
async function onInsurers(page: Page, d: Locator) {
  await openFlow(page, d);
  await d.getByRole('button', { name: 'Get started' }).click();
  await d.getByRole('button', { name: 'Quillfeather Vision Plan' }).waitFor(INSURER_WAIT);
}
const resume = async (page: Page) => page.getByRole('button', { name: 'Continue my claim' }).click();
const value = async (d: Locator, name: string, expected: string) => expect(await d.getByRole('textbox', { name }).inputValue()).toBe(expected);

const STEPS: readonly Step[] = [
  {
    name: 'opening the drawer',
    // The call-to-action shows its state once its own configuration (cta/state) has come: the page flow's is the next one asked.
    arrive: (page) => page.locator('[data-direct-billing="cta"]').getByRole('button', { name: 'Apply vision insurance' }).waitFor(INSURER_WAIT),
    act: (page) => page.getByRole('switch', { name: 'Use insurance benefits' }).click(),
    kept: async () => undefined,
    success: (_, d) => heading(d, 'Apply your vision insurance'),
    calls: [{ name: 'the page flow', call: 'configurations', method: 'GET', sent: /\/configurations$/ }],
  },
  {
    name: 'the insurers',
    arrive: openFlow,
    act: (_, d) => d.getByRole('button', { name: 'Get started' }).click(),
    kept: async () => undefined,
    success: (_, d) => d.getByRole('button', { name: 'Quillfeather Vision Plan' }),
    calls: [{ name: 'the insurers list', call: 'insurers', method: 'GET', sent: /\/insurers$/ }],
  },
  {
    name: 'the insurer chosen',
    arrive: onInsurers,
    // The insurer's button is the choice and the move on (issue 24); a failed save keeps it marked as the one chosen.
    act: (_, d) => d.getByRole('button', { name: 'Quillfeather Vision Plan' }).click(),
    kept: async (d) => expect(await d.getByRole('button', { name: 'Quillfeather Vision Plan' }).getAttribute('aria-current')).toBe('true'),
    success: (_, d) => heading(d, 'Check eligibility'),
    calls: [
      { name: 'record create', call: 'claim-records', method: 'PUT', sent: /\/claim-records$/ },
      { name: 'record patch', call: 'claim-records/*', method: 'PATCH', sent: RECORD },
    ],
  },
  {
    name: 'the member lookup',
    setup: async (page) => insurerChosen(h, await visitor(page)),
    arrive: async (page, d) => {
      await resume(page);
      await heading(d, 'Check eligibility').waitFor(INSURER_WAIT);
      for (const [name, text] of [['Member ID', 'W1234567'], ['Group ID', 'GRP-100'], ['Policy holder’s first name', 'Alex'], ['Policy holder’s last name', 'Martin'], ['Date of birth', '04/12/1988'], ['Postal code', 'H2X 1Y4']] as const) {
        await d.getByRole('textbox', { name }).fill(text);
      }
    },
    act: (_, d) => d.getByRole('button', { name: 'Check eligibility' }).click(),
    kept: async (d) => {
      // The form stays as typed while the lookup can be asked again; once sent, the wait is what is retried. Read at
      // once, without waiting for the field: a lookup that recovers by itself may move on to the member found meanwhile.
      const typed = await d.getByRole('textbox', { name: 'Member ID' }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(typed.filter((text) => text !== 'W1234567')).toEqual([]);
    },
    success: (_, d) => heading(d, 'Good news, we found you'),
    calls: [
      { name: 'sync-insurance-member', call: 'sync-insurance-member', method: 'POST', sent: /\/sync-insurance-member$/, mayRecover: ['a late answer', 'a schema-invalid answer'] },
      { name: 'the lookup poll', call: 'claim-records/*', method: 'GET', sent: RECORD, silent: RETRYABLE },
    ],
  },
  {
    name: 'the patient and doctor',
    setup: async (page) => memberFound(h, await visitor(page)),
    arrive: async (page, d) => {
      await resume(page);
      await heading(d, 'Good news, we found you').waitFor(INSURER_WAIT);
      // The patient page under Self, through the member found's Change (its Continue goes past it).
      await d.getByRole('button', { name: 'Change who the eyewear is for' }).click();
      await d.getByRole('textbox', { name: 'Patient’s first name' }).fill('Robin');
      await d.getByRole('button', { name: 'Continue' }).click();
      await d.getByRole('combobox', { name: 'Doctor’s credential' }).selectOption({ label: 'Optometrist' });
      await d.getByRole('textbox', { name: 'Doctor’s first name' }).fill('Sam');
      await d.getByRole('textbox', { name: 'Doctor’s last name' }).fill('Lee');
    },
    act: (_, d) => d.getByRole('button', { name: 'Continue' }).click(),
    kept: async (d) => {
      await value(d, 'Doctor’s first name', 'Sam');
      await value(d, 'Doctor’s last name', 'Lee');
    },
    success: (_, d) => heading(d, 'Upload your prescription'),
    calls: [{ name: 'record patch', call: 'claim-records/*', method: 'PATCH', sent: RECORD }],
  },
  {
    name: 'the prescription upload',
    setup: async (page) => prescriptionRequired(h, await visitor(page)),
    arrive: async (page, d) => {
      await resume(page);
      await heading(d, 'Upload your prescription').waitFor(INSURER_WAIT);
    },
    act: (_, d) => d.getByLabel('Add prescription files').setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) }),
    // A failed upload keeps its file, to send again without choosing it (README, "Nothing lost").
    kept: async (d) => expect(await d.getByText('prescription.png').count()).toBeGreaterThan(0),
    success: (_, d) => d.getByRole('button', { name: 'Remove prescription.png' }),
    failure: (d) => d.getByText('prescription.png could not be uploaded.'),
    calls: [
      { name: 'put-url', call: 'put-url', method: 'POST', sent: /\/put-url$/ },
      {
        name: 'the upload PUT',
        call: 'uploads/*',
        method: 'PUT',
        sent: /\/storage\/uploads\//,
        stalls: true,
        moot: { 'malformed JSON': 'the upload answer has no body the widget reads', 'a schema-invalid answer': 'the upload answer has no body the widget reads' },
      },
    ],
  },
  {
    name: 'the prescription check',
    setup: async (page) => {
      const v = await visitor(page);
      const { id } = await prescriptionRequired(h, v);
      await uploadPrescription(clientOf(h, v), id, new Blob([PNG_BYTES], { type: 'image/png' }), 'prescription.png');
    },
    arrive: async (page, d) => {
      await resume(page);
      await d.getByRole('button', { name: 'Remove prescription.png' }).waitFor(INSURER_WAIT);
    },
    act: (_, d) => d.getByRole('button', { name: 'Continue' }).click(),
    kept: async () => undefined,
    success: (_, d) => heading(d, 'Choose the products to cover'),
    calls: [
      {
        name: 'validate',
        call: 'validate',
        method: 'POST',
        sent: /\/validate$/,
        moot: { 'a schema-invalid answer': 'the validate answer has no required field (src/contract/prescription/prescriptions.ts): without its first it is still valid' },
      },
      { name: 'the validation poll', call: 'claim-records/*', method: 'GET', sent: RECORD, silent: RETRYABLE },
    ],
  },
  {
    name: 'the products',
    setup: async (page) => {
      const v = await visitor(page);
      const { id } = await prescriptionRequired(h, v);
      const api = clientOf(h, v);
      const { prescriptionId } = await uploadPrescription(api, id, new Blob([PNG_BYTES], { type: 'image/png' }), 'prescription.png');
      await validatePrescription(api, id, prescriptionId ?? '');
      await advanceClock(h, INSURER_DELAYS_MS.ocr + INSURER_DELAYS_MS.validation + 1);
    },
    arrive: async (page, d) => {
      await resume(page);
      // The choice shows once the view has the cart and the best use of the benefits: the frame is ticked for the shopper.
      await d.getByRole('checkbox', { name: /Harbour round frame/ }).check(INSURER_WAIT);
    },
    act: (_, d) => d.getByRole('button', { name: 'Continue' }).click(),
    kept: async (d) => expect(await d.getByRole('checkbox', { name: /Harbour round frame/ }).isChecked()).toBe(true),
    success: (_, d) => heading(d, 'Review your claim'),
    calls: [{ name: 'select-claimable', call: 'select-claimable', method: 'POST', sent: /\/select-claimable$/ }],
  },
  {
    name: 'the claim submit',
    setup: async (page) => readyToClaim(h, await visitor(page)),
    arrive: async (page, d) => {
      await resume(page);
      await heading(d, 'Review your claim').waitFor(INSURER_WAIT);
      await d.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    },
    act: (_, d) => d.getByRole('button', { name: 'Submit claim' }).click(),
    kept: async () => undefined,
    success: (page) => page.getByRole('dialog', { name: 'Claim applied' }),
    calls: [
      // A submit without an answer or with a server failure is sent again (spec 000 §9, submit max attempts 5); a timeout
      // (a 504, or a late answer the client stops waiting for) is polled instead, and the record, still ready to claim,
      // says the claim never left: the generic error, whose try again submits.
      { name: 'claim/submit', call: 'claim/submit', method: 'POST', sent: /\/claim\/submit$/, silent: ['a 500', 'a dropped connection'] },
      { name: 'the submit poll', call: 'claim-records/*', method: 'GET', sent: RECORD, silent: RETRYABLE },
    ],
  },
  {
    name: 'the French quote request',
    locale: 'fr-fr',
    setup: (page) => frenchQuoteRequired(h, page),
    arrive: async (page, d) => {
      await page.getByRole('button', { name: RESUME['fr-fr'] }).click();
      await heading(d, 'Demandez votre devis').waitFor(INSURER_WAIT);
    },
    act: (_, d) => d.getByRole('button', { name: 'Demander un devis' }).click(),
    kept: async () => undefined,
    success: (_, d) => heading(d, 'Votre devis'),
    calls: [
      { name: 'quote/request-new', call: 'quote/request-new', method: 'POST', sent: /\/quote\/request-new$/, mayRecover: ['a late answer', 'a schema-invalid answer'] },
      { name: 'the quote poll', call: 'claim-records/*', method: 'GET', sent: RECORD, silent: RETRYABLE },
    ],
  },
  {
    name: 'the French quote accept',
    locale: 'fr-fr',
    setup: (page) => frenchQuoteApproved(h, page),
    arrive: async (page, d) => {
      await page.getByRole('button', { name: SEE_QUOTE }).click();
      await d.getByRole('button', { name: 'Accepter le devis' }).waitFor(INSURER_WAIT);
    },
    act: (_, d) => d.getByRole('button', { name: 'Accepter le devis' }).click(),
    kept: async () => undefined,
    success: (_, d) => d.getByRole('button', { name: 'Passer commande' }),
    calls: [
      { name: 'quote/cx-accept', call: 'quote/cx-accept', method: 'POST', sent: /\/quote\/cx-accept$/, mayRecover: ['a late answer', 'a schema-invalid answer'] },
      { name: 'the accept poll', call: 'claim-records/*', method: 'GET', sent: RECORD, silent: RETRYABLE },
    ],
  },
];

/**
 * What the shopper sees of a failure: an alert, an error of the drawer that takes focus instead of being an alert (its
 * Try again or itself, kit/Failure.tsx; the quote's problems; the error view's heading), or the generic result dialog
 * (spec 001 §8 "Generic").
 */
const failure = (page: Page) =>
  page
    .getByRole('alert')
    .or(page.locator('.drawer-body .alert'))
    .or(page.getByRole('dialog', { name: 'We’re experiencing some issues' }))
    .or(page.locator('.drawer-body').getByRole('heading', { name: 'We’re experiencing some issues' }))
    .first();

/** The control that asks again after a failure. */
const again = (page: Page) => page.getByRole('button', { name: /^(Try again|Retry|Réessayer)( |$)/ }).first();

/** How long a late answer to a call that `stalls` is held: far past the moves of the clock that end its wait. */
const STALLED_LATE_MS = 20_000;

/**
 * Waits until the faulty call has left, and moves the page's clock past the call timeout when the answer is late; for a
 * call whose limit counts from its last progress, again until its failure shows.
 */
async function meet(expect: ExpectStatic, page: Page, log: RequestLog, from: number, c: StepCall, late: boolean, failed: Locator): Promise<void> {
  await expect.poll(() => log.count(c.sent, c.method, from), INSURER_WAIT).toBeGreaterThanOrEqual(1);
  if (!late) return;
  await page.clock.fastForward(CALL_TIMEOUT_MS + 1_000);
  if (!c.stalls) return;
  await expect
    .poll(async () => (await failed.isVisible()) || (await page.clock.fastForward(CALL_TIMEOUT_MS + 1_000), false), INSURER_WAIT)
    .toBe(true);
}

const ROWS = STEPS.flatMap((step) => step.calls.flatMap((c) => FAULTS.filter(([fault]) => !c.moot?.[fault]).map(([fault, spec]) => [`${step.name}: ${c.name}: ${fault}`, step, c, fault, spec] as const)));

/**
 * Spoils the first request of the call that this page sends, and only that one: the fault rides on the request as the
 * sandbox's `x-sandbox-fault` header (README, "Faults on demand"), so rows running side by side never take each
 * other's faults. Answers whether the fault was sent.
 */
async function spoilOnce(page: Page, c: StepCall, spec: Omit<FaultSpec, 'call' | 'method'>): Promise<() => boolean> {
  const header = spec.kind === 'status' ? `status=${spec.status}` : spec.kind === 'late' ? `late=${spec.delayMs}` : spec.kind;
  let sent = false;
  await page.route(/\/(services|storage)\//, async (route, request) => {
    if (sent || request.method() !== c.method || !c.sent.test(new URL(request.url()).pathname)) return route.continue();
    sent = true;
    await route.continue({ headers: { ...request.headers(), 'x-sandbox-fault': header } });
  });
  return () => sent;
}

describe.concurrent('network faults on every step of the North American and French flows', () => {
  // test.for hands each row its own `expect`, which the rows running side by side need for expect.poll.
  it.for(ROWS)('%s', async ([, step, c, fault, spec], { expect }) => {
    const { page, errors } = await shopPage(h, 1024, 800);
    const log = requestLog(page);
    await page.clock.install();
    await cartAfterSetup(h, page, step.setup, step.locale);
    const d = drawerIn(page, step.locale);
    await step.arrive(page, d);
    const from = log.mark();
    const spoiled = await spoilOnce(page, c, c.stalls && spec.kind === 'late' ? { ...spec, delayMs: STALLED_LATE_MS } : spec);
    const failed = (step.failure?.(d) ?? failure(page)).first();
    const done = step.success(page, d);
    await step.act(page, d);
    await meet(expect, page, log, from, c, spec.kind === 'late', failed);
    if (c.silent?.includes(fault)) {
      // The poll tries again by itself (spec 000 §9): the shopper sees the step succeed.
      await step.success(page, d).waitFor(INSURER_WAIT);
      expect(log.count(c.sent, c.method, from)).toBeGreaterThanOrEqual(2);
    } else {
      await (c.mayRecover?.includes(fault) ? failed.or(done).first() : failed).waitFor(INSURER_WAIT).catch(async (error: unknown) => {
        // Say what the shopper saw instead, and what the page asked, so a failure names its cause.
        const seen = (await d.innerText().catch(() => 'no drawer')).replace(/\s+/g, ' ').slice(0, 400);
        const asked = log.entries.slice(from).map((e) => `${e.method} ${e.path.replace(/^.*direct-billing\//, '')}`).join(', ');
        throw new Error(`${String(error)}\nthe drawer showed: ${seen}\nrequests: ${asked}`);
      });
      if (await failed.isVisible()) {
        await step.kept(d);
        // The failure's own Try again, else the step's button once more (the view keeps it for that); a step that may
        // recover by itself may have moved on meanwhile, its button gone with the view.
        try {
          if (await again(page).isVisible()) await again(page).click();
          else await step.act(page, d);
        } catch (error) {
          if (!(c.mayRecover?.includes(fault) && (await done.isVisible()))) throw error;
        }
      }
      await done.waitFor(INSURER_WAIT);
    }
    // The fault was met: the row tested what it says.
    expect(spoiled()).toBe(true);
    // An answer of the wrong shape is an integration fault: the engineer hears it in one console line naming the call
    // and its documented fix (issue 26; docs/delivery.md#diagnose); the shopper's view said the rest. Nothing else.
    const told = unexpected(errors).filter((e) => DIAGNOSTIC.test(e));
    if (SHAPE_FAULTS.has(spec.kind)) {
      expect(told).toHaveLength(1);
      expect(told[0]).toContain(`call ${c.method} `);
      expect(told[0]).toContain('in a shape the widgets cannot read');
    } else expect(told).toEqual([]);
    expect(unexpected(errors).filter((e) => !DIAGNOSTIC.test(e))).toEqual([]);
    await page.close();
  });
});

// Where the drawer resumes a claim in progress, as a table from record status to view (spec 000 section 2, "Resume mapping").
import type { Flow } from '../host/flow.ts';
import { lastQuote, type QuoteDataLike } from '../quote/quote.ts';
import { RESUME_TERMINAL_STATUSES } from './terminal.ts';

/** The drawer's views, as path segments under the base path (spec 000 section 2, "Screens and routes"). */
export const DRAWER_VIEWS = [
  'intro', 'login-redirect', 'start', 'resume', 'insurers', 'insurance-member', 'insurance-information', 'quote',
  'select-prescription', 'validate', 'select-product', 'change-product', 'review', 'error', 'loading',
] as const;

/** A drawer view. */
export type DrawerView = (typeof DRAWER_VIEWS)[number];

/** The view of this build a name names (a view the page flow configures, a path's segment), or null for any other. */
export function drawerViewOf(name: string | null | undefined): DrawerView | null {
  return DRAWER_VIEWS.find((known) => known === name) ?? null;
}

/** A view chosen by the last quote's status, '*' for any other (a missing quote counts as NONE). */
export type ByQuote = { readonly byQuote: Readonly<Record<string, DrawerView>> & { readonly '*': DrawerView } };
/** A view, or a view chosen by the last quote. */
export type ResumeTarget = DrawerView | ByQuote;
/** The conditions a qualified entry tests (spec 000 section 2). */
export type ResumeQualifier = 'has-referrer' | 'products-not-in-prescription' | 'forms-done';
/** A target used when the qualifier holds, with the wildcard '*' otherwise. */
export type Qualified = { readonly when: ResumeQualifier; readonly qualified: ResumeTarget; readonly '*': ResumeTarget };
/** One row of the resume table. */
export type ResumeEntry = ResumeTarget | Qualified;

/** The part of a claim record the resume mapping reads (spec 000 section 3). */
export interface ResumeRecordLike {
  status?: string | null | undefined;
  prescriptions?: readonly unknown[] | null | undefined;
  eligibleProducts?: readonly {
    cartProducts?: readonly { insuranceEligible?: boolean | null | undefined; includedInPrescription?: boolean | null | undefined }[] | null | undefined;
  }[] | null | undefined;
  claimData?: (QuoteDataLike & {
    termsAndConditionsAccepted?: boolean | null | undefined;
    referrer?: { type?: string | null | undefined; firstName?: string | null | undefined; lastName?: string | null | undefined } | null | undefined;
  }) | null | undefined;
}

/** Rows both flows share. */
const SHARED: Readonly<Record<string, ResumeEntry>> = {
  // The doctor (referrer) is given: the prescription is next, whether or not files were already uploaded.
  // Without a complete referrer (type, first and last name) the doctor's details are still missing.
  PRESCRIPTIONS_REQUIRED: { when: 'has-referrer', qualified: 'select-prescription', '*': 'insurance-information' },
  // A validated prescription leads to choosing its products; a refused one must be replaced.
  PRESCRIPTIONS_AUTO_APPROVED: 'select-product',
  PRESCRIPTIONS_APPROVED: 'select-product',
  PRESCRIPTIONS_DISAPPROVED: 'select-prescription',
  // Eligible products none of which is tied to a prescription must be chosen first; otherwise the review
  // shows the prescription's review status with its refresh.
  PRESCRIPTIONS_FOR_REVIEW: { when: 'products-not-in-prescription', qualified: 'select-product', '*': 'review' },
  PRESCRIPTIONS_IN_REVIEW: 'review',
  // A submit still being answered: the review shows its outcome when the answer comes.
  CLAIM_SUBMITTED: 'review',
};

/**
 * The resume table per flow. In North America the member lookup, and the insurance sync the record calls
 * QUOTE_*, live in the insurance-member view. In France member details are a form and QUOTE_* go to the quote
 * view; READY_TO_CLAIM goes to the review while no quote is live, otherwise to the quote view (whose step,
 * from quoteStep, shows accept or refuse, offline or accepted), as does a claim submitted by accepting the quote, and
 * the accepted one.
 */
export const RESUME_TABLES: Readonly<Record<Flow, Readonly<Record<string, ResumeEntry>>>> = {
  'north-america': {
    ...SHARED,
    // No insurer chosen yet: the carrier comes first; chosen (UPDATED): the member lookup is next.
    CREATED: 'insurers',
    NOT_RESTRICTED: 'insurers',
    UPDATED: 'insurance-member',
    INSURANCE_MEMBER_REQUIRED: 'insurance-member',
    INSURANCE_MEMBER_NOT_FOUND: 'insurance-member',
    MULTIPLE_INSURANCE_MEMBERS_FOUND: 'insurance-member',
    INSURANCE_MEMBER_FOUND: 'insurance-member',
    NO_BENEFITS_AVAILABLE: 'insurance-member',
    READY_TO_QUOTE: 'insurance-member',
    QUOTE_REQUIRED: 'insurance-member',
    QUOTE_REQUESTED: 'insurance-member',
    QUOTE_PENDING: 'insurance-member',
    QUOTE_SYSTEM_REFUSED_EVENT_SENT: 'insurance-member',
    READY_TO_CLAIM: { when: 'products-not-in-prescription', qualified: 'select-product', '*': 'review' },
  },
  france: {
    ...SHARED,
    // No mutuelle chosen yet: the mutuelles first; chosen (UPDATED) or the member not settled: the member page.
    CREATED: 'insurers',
    UPDATED: 'insurance-member',
    NOT_RESTRICTED: 'insurers',
    INSURANCE_MEMBER_REQUIRED: 'insurance-member',
    INSURANCE_MEMBER_NOT_FOUND: 'insurance-member',
    MULTIPLE_INSURANCE_MEMBERS_FOUND: 'insurance-member',
    INSURANCE_MEMBER_FOUND: 'insurance-member',
    NO_BENEFITS_AVAILABLE: 'insurance-member',
    // The member is known: the patient pages come next until their last page is saved (the terms are accepted on it),
    // then the quote. QUOTE_REQUESTED before that is the member sync in flight, shown by the member page.
    READY_TO_QUOTE: { when: 'forms-done', qualified: 'quote', '*': 'insurance-information' },
    QUOTE_REQUIRED: { when: 'forms-done', qualified: 'quote', '*': 'insurance-information' },
    QUOTE_REQUESTED: { when: 'forms-done', qualified: 'quote', '*': 'insurance-member' },
    QUOTE_PENDING: 'quote',
    QUOTE_SYSTEM_REFUSED_EVENT_SENT: 'quote',
    READY_TO_CLAIM: {
      when: 'products-not-in-prescription',
      qualified: 'select-product',
      '*': { byQuote: { NONE: 'review', DELETED: 'review', '*': 'quote' } },
    },
    // Accepting the quote submits the claim (spec 000 section 4): the quote view follows it while the insurer answers,
    // then shows the accepted quote (its ACCEPTED step) with the way to checkout. The step reached is the quote, though
    // the accepted claim is terminal elsewhere: the intro would lead to a new claim the order no longer takes.
    CLAIM_SUBMITTED: { byQuote: { CX_ACCEPTED: 'quote', '*': 'review' } },
    CLAIM_ACCEPTED: 'quote',
  },
};

export { RESUME_TERMINAL_STATUSES };

function nonBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() !== '';
}

/** Whether a qualifier holds for the record. */
function holds(when: ResumeQualifier, record: ResumeRecordLike): boolean {
  if (when === 'forms-done') return record.claimData?.termsAndConditionsAccepted === true;
  if (when === 'has-referrer') {
    const referrer = record.claimData?.referrer;
    return !!referrer && nonBlank(referrer.type) && nonBlank(referrer.firstName) && nonBlank(referrer.lastName);
  }
  const eligible = (record.eligibleProducts ?? []).flatMap((entry) => entry.cartProducts ?? []).filter((p) => p.insuranceEligible === true);
  return (record.prescriptions?.length ?? 0) > 0 && eligible.length > 0 && !eligible.some((p) => p.includedInPrescription === true);
}

/** The view a target names, choosing by the last quote's status when the target maps by quote. */
function viewOf(target: ResumeTarget, record: ResumeRecordLike): DrawerView {
  if (typeof target === 'string') return target;
  const quoteStatus = lastQuote(record.claimData)?.status || 'NONE';
  // Own keys only: a status such as "constructor" must not reach Object.prototype.
  const own = Object.hasOwn(target.byQuote, quoteStatus) ? target.byQuote[quoteStatus] : undefined;
  return own ?? target.byQuote['*'];
}

/**
 * The view a resumed claim opens on (spec 000 section 2): the step the record reached, or the default view
 * when there is no record or its status is terminal or unknown. A terminal status the flow's table still maps
 * (France's accepted quote) opens there.
 */
export function resumeView(record: ResumeRecordLike | null | undefined, flow: Flow, defaultView: DrawerView): DrawerView {
  const table = RESUME_TABLES[flow];
  const entry = record?.status && Object.hasOwn(table, record.status) ? table[record.status] : undefined;
  if (!record || entry === undefined) return defaultView;
  if (typeof entry === 'object' && 'when' in entry) return viewOf(holds(entry.when, record) ? entry.qualified : entry['*'], record);
  return viewOf(entry, record);
}

/**
 * Whether a record has the answer of the view it resumes on, so the shopper may have gone on to the view after it
 * without saving there yet (spec 000 section 2, last path): the North American member found, whose patient and doctor
 * pages come next in the same step, is resumed on the member view.
 */
export function resumedViewAnswered(record: ResumeRecordLike | null | undefined, flow: Flow): boolean {
  return flow === 'north-america' && record?.status === 'INSURANCE_MEMBER_FOUND';
}

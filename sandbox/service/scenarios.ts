// Outcomes on demand, like payment test cards: the member ID (North America) or member number
// (France) a shopper types chooses how the simulated insurer answers. Any other value succeeds.

/** The scenario words, in the order they are matched (ACKNULL before ACK, which it contains). */
export const SCENARIOS = [
  'NOTFOUND',
  'MULTIPLE',
  'NOBENEFITS',
  'REJECT',
  'ACKNULL',
  'ACK',
  'TIMEOUT',
  'INSURERERR',
  'OFFLINE',
  'LOWBAL',
  'NONULLIFY',
  'MANUALNULLIFY',
  'REFUND',
  'SLOW',
] as const;
/** One scenario word. */
export type Scenario = (typeof SCENARIOS)[number];

/** What each scenario does, for the README and the sandbox's index page. */
export const SCENARIO_OUTCOMES: Readonly<Record<Scenario, string>> = {
  NOTFOUND: 'member not found (attempts count down, then locked out)',
  MULTIPLE: 'multiple members found until a group ID is given',
  NOBENEFITS: 'no benefits available',
  REJECT: 'claim rejected, with a rejection notice',
  ACKNULL: 'claim acknowledged then nullified',
  ACK: 'claim acknowledged',
  TIMEOUT: 'claim submit times out, record goes to CLAIM_RETRY',
  INSURERERR: 'insurer error (customer-facing, missing information)',
  OFFLINE: 'French quote: insurer offline (connection error), opt-in to retry by e-mail',
  LOWBAL: 'insufficient balance: a French quote, or a North American claim, refused for an exhausted pot',
  NONULLIFY: 'a cancellation the insurer refuses (CLAIM_NULLIFY_REJECTED)',
  MANUALNULLIFY: 'a cancellation the insurer hands to a person (FOR_MANUAL_NULLIFY)',
  REFUND: 'an invoiced claim refunded once its order is returned (CLAIM_REFUNDED)',
  SLOW: 'every insurer answer takes 20 seconds',
};

/**
 * The scenarios a member ID asks for, matched case-insensitively; several may combine (SLOW-REJECT is
 * slow and rejected). ACK is only counted where it is not the start of ACKNULL.
 */
export function scenariosOf(memberId: string | null | undefined): ReadonlySet<Scenario> {
  let rest = (memberId ?? '').toUpperCase();
  const found = new Set<Scenario>();
  for (const word of SCENARIOS) {
    if (!rest.includes(word)) continue;
    found.add(word);
    rest = rest.split(word).join(' ');
  }
  return found;
}

/**
 * Prescription file words that make validation disapprove, and why. `contacts` is a contact lens
 * prescription, which only mismatches a cart of glasses without contact lenses; `glasses` a glasses one, which only
 * mismatches a cart of contact lenses without glasses.
 */
export const PRESCRIPTION_FILE_SCENARIOS = [
  { word: 'blurry', reason: 'LOW_OVERALL_ACCURACY', outcome: 'disapproved with LOW_OVERALL_ACCURACY' },
  { word: 'contacts', reason: 'PRODUCT_MISMATCH_GLASSES_RX', outcome: 'on a glasses-only cart (remove the contact lenses and the solution first): disapproved with PRODUCT_MISMATCH_GLASSES_RX' },
  { word: 'glasses', reason: 'PRODUCT_MISMATCH_CONTACTS_RX', outcome: 'on a contact-lens-only cart (remove the frame and the lenses first): disapproved with PRODUCT_MISMATCH_CONTACTS_RX' },
  { word: 'wrongname', reason: 'PATIENT_NAME_MISMATCH', outcome: 'disapproved with PATIENT_NAME_MISMATCH' },
  { word: 'wrongdoctor', reason: 'PRESCRIBER_NAME_MISMATCH', outcome: 'disapproved with PRESCRIBER_NAME_MISMATCH' },
] as const;

/** How long the simulated insurer takes, in ms, for each kind of answer (spec issue: 1 to 4 seconds). */
export const INSURER_DELAYS_MS = {
  useInsurance: 1000,
  memberSync: 1500,
  ocr: 1000,
  validation: 2500,
  quote: 3000,
  claim: 4000,
  nullify: 2000,
  /** ACKNULL: how long after the acknowledgement the claim is nullified. */
  acknowledgedNullify: 4000,
  /**
   * TIMEOUT: how long after its order is placed a timed-out claim's automatic resubmission is answered (spec 000 §4:
   * "within 24 hours"): the sandbox resubmits at once, and the insurer takes what it takes for a claim.
   */
  resubmission: 4000,
  /** REFUND: how long after its invoice the order is returned and the insurer refunded (CLAIM_REFUNDED). */
  refund: 4000,
} as const;

/** What SLOW makes every insurer answer take. */
export const SLOW_DELAY_MS = 20_000;

// Answers of the direct-billing service about auth and claim records (spec 000 sections 3 and 7).
import { array, assign, boolean, integer, literal, number, optional, string, type, union, type Infer } from 'superstruct';
import { maybe, Money } from '../common.ts';
import { Claim, ClaimSummary } from './claims.ts';
import { EligibleProduct } from './eligibility.ts';
import { Coverage, Quote, QuoteSummary } from '../quote/quotes.ts';
import { ORDER_ALREADY_CLAIMED } from '../../domain/constants.ts';

/** POST auth/token. */
export const AuthToken = type({ accessToken: string(), expiresIn: optional(number()) });
/** A bearer token. */
export type AuthToken = Infer<typeof AuthToken>;

/** PUT claim-records: the id of the new record. */
export const CreatedRecord = type({ id: string() });
/** The id of a new record. */
export type CreatedRecord = Infer<typeof CreatedRecord>;

/** The error body the service sends with a 4xx or 5xx. */
export const ServiceError = type({ errorType: string(), errorCode: optional(string()), message: optional(string()) });
/** A service error body. */
export type ServiceError = Infer<typeof ServiceError>;

/**
 * The 409 body of a refused second claim on an order (spec 000 §5, "One claim at a time per order"): a record
 * asked for a cart whose claim stands, or a submit or a French quote's acceptance from another record of that cart.
 */
export const OrderAlreadyClaimed = type({ errorType: literal('VALIDATION_ERROR'), errorCode: literal(ORDER_ALREADY_CLAIMED), message: optional(string()) });
/** The refusal of a second claim on an order. */
export type OrderAlreadyClaimed = Infer<typeof OrderAlreadyClaimed>;

/** A prescription value as read from the file: a number, or text such as "+1.25" or "BI". */
const RxValue = maybe(union([number(), string()]));

/** One eye's prescription values (spec 000 section 3, "Prescription file"); blank values may be missing. */
export const RxEye = type({
  power: RxValue,
  sphere: RxValue,
  cylinder: RxValue,
  axis: RxValue,
  add: RxValue,
  baseCurve: RxValue,
  diameter: RxValue,
  colour: RxValue,
  dominance: RxValue,
  monoPupillaryDistance: RxValue,
  verticalPrism: RxValue,
  verticalPrismBase: RxValue,
  horizontalPrism: RxValue,
  horizontalPrismBase: RxValue,
});
/** One eye's prescription values. */
export type RxEye = Infer<typeof RxEye>;

/** An uploaded prescription; status and rejection reasons stay plain strings so a new value is kept. */
export const PrescriptionFile = type({
  id: string(),
  name: maybe(string()),
  url: maybe(string()),
  status: maybe(string()),
  index: maybe(integer()),
  createdDate: maybe(string()),
  rejectionReasons: maybe(array(string())),
  attributes: maybe(type({ OD: maybe(RxEye), OS: maybe(RxEye), pupillaryDistance: RxValue })),
});
/** A prescription file. */
export type PrescriptionFile = Infer<typeof PrescriptionFile>;

const text = () => maybe(string());

/** The patient of a claim (spec 000 section 3); dates are ISO yyyy-MM-dd. */
export const Patient = type({
  firstName: text(),
  lastName: text(),
  postalCode: text(),
  phoneNumber: text(),
  dateOfBirth: text(),
  birthRank: maybe(integer()),
  nationalIdentifier: text(),
  dateOfPrescription: text(),
  gender: text(),
});
/** A patient. */
export type Patient = Infer<typeof Patient>;

/** The shopper's answers and the service's progress inside a record (spec 000 section 3, "claimData"). */
export const ClaimData = type({
  useInsuranceStatus: text(),
  insuranceStatusErrorCode: text(),
  refreshCartTotalRequired: maybe(boolean()),
  primaryCoverage: maybe(Coverage),
  patientRelationship: text(),
  termsAndConditionsAccepted: maybe(boolean()),
  patient: maybe(Patient),
  /** Y or N. */
  isAccident: text(),
  accident: maybe(type({ type: text(), date: text() })),
  referrer: maybe(type({ type: text(), firstName: text(), lastName: text() })),
  /** A second coverage, with the patient's relationship to its insuree. */
  secondaryInsurance: maybe(assign(Coverage, type({ relationship: text() }))),
  quote: maybe(Quote),
  quoteSummaries: maybe(array(QuoteSummary)),
  claim: maybe(Claim),
  claimSummaries: maybe(array(ClaimSummary)),
});
/** The claim data of a record. */
export type ClaimData = Infer<typeof ClaimData>;

/**
 * GET claim-records/{id}, and the answer of every action on a record (our choice: update, select
 * products, quote actions, member sync and check, insurance status, nullify all answer the updated
 * record). Only id and status are required; statuses are plain strings so an unknown one is kept.
 */
export const ClaimRecord = type({
  id: string(),
  status: string(),
  customerFacingStatus: text(),
  cartId: text(),
  sessionId: text(),
  customerNumber: text(),
  /** A string, or `{ email }` as spec 001 section 3 shows it. */
  customerEmail: maybe(union([string(), type({ email: text() })])),
  customerPhone: text(),
  customerName: maybe(type({ firstName: text(), lastName: text() })),
  /** language_COUNTRY, e.g. en_CA. */
  locale: text(),
  ecommerce: text(),
  lastModified: text(),
  /** CROSS_SESSION or SESSION_ONLY; the rules read a missing value as SESSION_ONLY. */
  lifeCycle: text(),
  orderSubtotal: maybe(Money),
  shippingCosts: maybe(Money),
  prescriptions: maybe(array(PrescriptionFile)),
  eligibleProducts: maybe(array(EligibleProduct)),
  claimData: maybe(ClaimData),
});
/** A claim record. */
export type ClaimRecord = Infer<typeof ClaimRecord>;

/** DELETE claim-records/{id}: our shape, the id and its new status (DELETED, or DELETE_IN_PROGRESS while it runs). */
export const DeletedRecord = type({ id: string(), status: string() });
/** A deleted record's state. */
export type DeletedRecord = Infer<typeof DeletedRecord>;

/**
 * GET claim-records/active/{customerNumber}: the customer's record in progress, or no content (204) when there is none.
 * Our shape: an empty answer says "none" without an error status, which every browser would log on the shop's console.
 */
export const ActiveClaimRecord = optional(ClaimRecord);

// The status vocabularies of spec 000 sections 3, 4 and 8. Answers keep unknown values (the contract takes any string,
// so it lists none of them); these types name the known ones, and a list is a value only where a rule or the sandbox
// reads it (whether a status is known, which values a request may carry).

/** Every claim-record status the service may answer (spec 000 section 4). */
export const RECORD_STATUSES = [
  'CREATED', 'UPDATED', 'PRESCRIPTIONS_REQUIRED', 'PRESCRIPTIONS_AUTO_APPROVED', 'PRESCRIPTIONS_APPROVED',
  'PRESCRIPTIONS_DISAPPROVED', 'PRESCRIPTIONS_FOR_REVIEW', 'PRESCRIPTIONS_IN_REVIEW', 'QUOTE_REQUIRED',
  'QUOTE_REQUESTED', 'QUOTE_PENDING', 'QUOTE_SYSTEM_REFUSED_EVENT_SENT', 'READY_TO_CLAIM', 'CLAIM_SUBMITTED',
  'CLAIM_RETRY', 'CLAIM_RETRY_FAILED', 'CLAIM_ACCEPTED', 'CLAIM_ACKNOWLEDGED', 'CLAIM_REJECTED',
  'CLAIM_NULLIFY_EVENT_SENT', 'CLAIM_NULLIFY_SENT', 'CLAIM_NULLIFIED', 'CLAIM_NULLIFY_REJECTED',
  'CLAIM_NULLIFY_FAILED', 'FOR_MANUAL_NULLIFY', 'CLAIM_NULLIFIED_MANUALLY', 'CLAIM_REFUNDED', 'CLAIM_INVOICED',
  'CLAIM_CLOSED', 'RESTRICTED', 'NOT_RESTRICTED', 'INSURANCE_MEMBER_REQUIRED', 'INSURANCE_MEMBER_FOUND',
  'INSURANCE_MEMBER_NOT_FOUND', 'MULTIPLE_INSURANCE_MEMBERS_FOUND', 'NO_BENEFITS_AVAILABLE', 'READY_TO_QUOTE',
  'CLOSED', 'DELETED', 'DELETE_IN_PROGRESS', 'NONE',
] as const;

/** A known claim-record status. */
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** Every use-insurance status (spec 000 section 4). */
export const USE_INSURANCE_STATUSES = [
  'INSURANCE_ENABLED', 'INSURANCE_DISABLED', 'INSURANCE_NOT_APPLICABLE', 'INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED',
] as const;

/** A use-insurance status. */
export type UseInsuranceStatus = (typeof USE_INSURANCE_STATUSES)[number];

/** The customer-facing status of a claim record (spec 000 section 4, "Customer-facing status from record status"). */
export type CustomerFacingStatus =
  | 'ACCEPTED' | 'REJECTED' | 'TIMEOUT_RETRY' | 'ACKNOWLEDGED_NULLIFIED' | 'LIMIT_REACHED' | 'SERVICE_OFFLINE'
  | 'NULLIFY_REJECTED' | 'IN_PROGRESS' | 'DEFAULT' | 'NO_CLAIM_RECORD';

/** Every quote status (spec 000 section 4). */
export type QuoteStatus =
  | 'CREATED' | 'UPDATED' | 'DELETED' | 'SUBMITTED' | 'REJECTED' | 'APPROVED' | 'ERROR' | 'CONNECTION_ERROR'
  | 'RETRY' | 'RETRY_CANCELLED' | 'CX_ACCEPTED' | 'CX_ACCEPT_FAILED' | 'CX_REFUSED' | 'CX_REFUSE_FAILED'
  | 'SYSTEM_REFUSED' | 'CLAIM_NULLIFIED' | 'CLOSED' | 'NONE';

/** The step of the quote view (spec 000 section 4, "Quote step derivation"). */
export type QuoteStep = 'REQUEST' | 'SUBMIT' | 'OFFLINE' | 'ACCEPTED' | 'CANCELLED';

/** Every status of the claim inside a record (spec 000 section 4, "Claim status"). */
export type ClaimStatus =
  | 'CREATED' | 'CLAIM_SUBMITTED' | 'CLAIM_SUBMIT_TIMEOUT' | 'CLAIM_RETRY' | 'CLAIM_RETRY_FAILED'
  | 'CLAIM_ACCEPTED' | 'CLAIM_REJECTED' | 'CLAIM_ACKNOWLEDGED' | 'CLAIM_ERROR' | 'CLAIM_REFUNDED'
  | 'CLAIM_INVOICED' | 'NULLIFY_SUBMITTED' | 'NULLIFY_ACCEPTED' | 'NULLIFY_REJECTED' | 'NULLIFY_ERROR'
  | 'FOR_MANUAL_NULLIFY' | 'CLAIM_NULLIFIED_MANUALLY' | 'DELETED' | 'CLOSED' | 'NONE';

/** The customer-facing status of a claim (spec 000 section 4; spec 001 section 4). */
export type ClaimCustomerFacingStatus =
  | 'ACCEPTED' | 'REJECTED' | 'ACKNOWLEDGED' | 'CANCELLED' | 'REFUNDED' | 'RETRY' | 'ERROR' | 'NULLIFY_IN_PROGRESS'
  | 'UNKNOWN' | 'NONE';

/** What a claim submit answered (spec 000 section 4, "Submit response status"). */
export type SubmitResponseStatus =
  | 'CLAIM_ACCEPTED' | 'CLAIM_REJECTED' | 'CLAIM_ACKNOWLEDGED' | 'CLAIM_SUBMIT_TIMEOUT' | 'CLAIM_ERROR' | 'NONE';

/** The phase of the member lookup (spec 000 section 4, "Member-lookup phase"). */
export type LookupPhase =
  | 'INIT' | 'FIND_MEMBER' | 'SYNC_INSURANCE' | 'MEMBER_FOUND' | 'RESTRICTED' | 'UNKNOWN';

/** The error types the service answers (spec 000 section 8, "Technical"). */
export type ErrorType =
  | 'VALIDATION_ERROR' | 'CUSTOMER_FACING_ERROR' | 'TECHNICAL_ERROR' | 'AUTHENTICATION_ERROR'
  | 'COMMUNICATION_ERROR' | 'RESTRICTED_PRODUCT_ERROR';

/** The error codes the service answers (spec 000 section 8). */
export type ErrorCode =
  | 'BENEFICIARY_NOT_FOUND' | 'INSUFFICIENT_BALANCE' | 'INSURER_OFFLINE' | 'GENERIC_ERROR';

/** Errors the app itself raises (spec 000 section 8, "App errors"). */
export type AppError =
  | 'BAD_CONFIGURATION' | 'GENERIC_ERROR' | 'NULLIFY_EXPIRED' | 'INIT_ERROR' | 'NONE';

/** The insurance status errors the toggle shows (spec 000 section 8; spec 001 section 8). */
export const INSURANCE_STATUS_ERRORS = [
  'INIT_ERROR', 'INIT_ERROR_ON_CART', 'ELIGIBLE_PRODUCTS_REQUIRED', 'BENEFITS_UNAVAILABLE', 'CART_QUOTE_FAILED',
  'PRODUCT_QUOTE_FAILED', 'CONTACT_LENSES_COMING_SOON', 'NONE',
] as const;

/** An insurance status error. */
export type InsuranceStatusError = (typeof INSURANCE_STATUS_ERRORS)[number];

/** The error contexts the drawer's modals and error view show (spec 000 section 8, "Error contexts"). */
export const ERROR_CONTEXTS = [
  'SUBMIT_CLAIM_NO_RETRY_ERROR', 'TIMEOUT_RETRY', 'LIMIT_REACHED', 'INSURER_ERROR', 'INSUFFICIENT_COVERAGE',
  'REQUEST_QUOTE_ERROR', 'REQUEST_QUOTE_RESTRICTED', 'SUBMIT_QUOTE_ERROR', 'SUBMIT_QUOTE_NO_RETRY_ERROR',
  'REFUSE_QUOTE_ERROR', 'GENERIC_ERROR', 'CLAIM_REJECTED', 'CLAIM_ACKNOWLEDGED', 'CLAIM_ACKNOWLEDGED_NULLIFIED',
  'TOO_MANY_ATTEMPTS', 'INSURANCE_MEMBER_NOT_FOUND', 'MULTIPLE_INSURANCE_MEMBERS_FOUND', 'TIME_EXCEEDED_ERROR', 'NONE',
] as const;

/** An error context. */
export type ErrorContext = (typeof ERROR_CONTEXTS)[number];

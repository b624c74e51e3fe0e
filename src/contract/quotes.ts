// Money, coverage and quote answers (spec 000 sections 3 and 7): what the French quote flow and the product quotes read.
import { array, assign, boolean, integer, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { LocalizedName } from './insurers.ts';

/** An amount as the service sends it: major units (12.5 is 12.50); the rules convert it to minor units. */
export const Money = type({ amount: number() });
/** An amount in major units. */
export type Money = Infer<typeof Money>;

/** The insured person of a coverage (spec 000 section 3, claimData.primaryCoverage.insuree). */
export const Insuree = type({
  policyNumber: optional(nullable(string())),
  contractId: optional(nullable(string())),
  memberId: optional(nullable(string())),
  firstName: optional(nullable(string())),
  lastName: optional(nullable(string())),
  insuranceType: optional(nullable(string())),
});
/** An insuree. */
export type Insuree = Infer<typeof Insuree>;

/** The insurer and insuree of a coverage; the insurer's name is optional because its id is what links it. */
export const Coverage = type({
  insurer: optional(nullable(type({ id: string(), name: optional(nullable(LocalizedName)) }))),
  insuree: optional(nullable(Insuree)),
});
/** A coverage. */
export type Coverage = Infer<typeof Coverage>;

/**
 * A quote (spec 000 section 3). Every status and error field is a plain string: a value we do not know is
 * kept, and the rules treat it as a quote still in progress.
 */
export const Quote = type({
  status: string(),
  customerFacingStatus: optional(nullable(string())),
  errorType: optional(nullable(string())),
  errorCode: optional(nullable(string())),
  errorMessage: optional(nullable(string())),
  quoteConfirmedAmount: optional(nullable(Money)),
  shippingCosts: optional(nullable(Money)),
  primaryCoverage: optional(nullable(Coverage)),
});
/** A quote. */
export type Quote = Infer<typeof Quote>;

/** One earlier quote; `lastQuote` flags the most recent one (spec 000 section 3, "Summaries"). */
export const QuoteSummary = assign(Quote, type({ lastQuote: optional(nullable(boolean())) }));
/** A quote summary. */
export type QuoteSummary = Infer<typeof QuoteSummary>;

/**
 * The insurer's share for one cart line. Our shape: the line is named by the ecommerceId we sent, and
 * `coveredAmount` is absent while the line is not quoted (status and errorCode say why).
 */
export const ProductQuote = type({
  ecommerceId: string(),
  productType: optional(nullable(string())),
  quantity: optional(nullable(integer())),
  status: optional(nullable(string())),
  errorCode: optional(nullable(string())),
  coveredAmount: optional(nullable(Money)),
});
/** A product quote. */
export type ProductQuote = Infer<typeof ProductQuote>;

/** POST claim-records/{id}/quote/request-new-product-quotes. */
export const ProductQuotes = type({ productQuotes: array(ProductQuote) });
/** The product quotes of a cart. */
export type ProductQuotes = Infer<typeof ProductQuotes>;

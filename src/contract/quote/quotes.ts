// Coverage and quote answers (spec 000 sections 3 and 7): what the French quote flow and the product quotes read.
import { array, assign, boolean, integer, string, type, type Infer } from 'superstruct';
import { maybe, Money, LocalizedName, OUTCOME_FIELDS } from '../common.ts';

/** The insured person of a coverage (spec 000 section 3, claimData.primaryCoverage.insuree). */
export const Insuree = type({
  policyNumber: maybe(string()),
  contractId: maybe(string()),
  memberId: maybe(string()),
  firstName: maybe(string()),
  lastName: maybe(string()),
  insuranceType: maybe(string()),
});
/** An insuree. */
export type Insuree = Infer<typeof Insuree>;

/** The insurer and insuree of a coverage; the insurer's name is optional because its id is what links it. */
export const Coverage = type({
  insurer: maybe(type({ id: string(), name: maybe(LocalizedName) })),
  insuree: maybe(Insuree),
});
/** A coverage. */
export type Coverage = Infer<typeof Coverage>;

/**
 * A quote (spec 000 section 3). Every status and error field is a plain string: a value we do not know is
 * kept, and the rules treat it as a quote still in progress.
 */
export const Quote = type({
  ...OUTCOME_FIELDS,
  quoteConfirmedAmount: maybe(Money),
  shippingCosts: maybe(Money),
  primaryCoverage: maybe(Coverage),
});
/** A quote. */
export type Quote = Infer<typeof Quote>;

/** One earlier quote; `lastQuote` flags the most recent one (spec 000 section 3, "Summaries"). */
export const QuoteSummary = assign(Quote, type({ lastQuote: maybe(boolean()) }));
/** A quote summary. */
export type QuoteSummary = Infer<typeof QuoteSummary>;

/**
 * The insurer's share for one cart line. Our shape: the line is named by the ecommerceId we sent, and
 * `coveredAmount` is absent while the line is not quoted (status and errorCode say why).
 */
export const ProductQuote = type({
  ecommerceId: string(),
  productType: maybe(string()),
  quantity: maybe(integer()),
  status: maybe(string()),
  errorCode: maybe(string()),
  coveredAmount: maybe(Money),
});
/** A product quote. */
export type ProductQuote = Infer<typeof ProductQuote>;

/** POST claim-records/{id}/quote/request-new-product-quotes. */
export const ProductQuotes = type({ productQuotes: array(ProductQuote) });
/** The product quotes of a cart. */
export type ProductQuotes = Infer<typeof ProductQuotes>;

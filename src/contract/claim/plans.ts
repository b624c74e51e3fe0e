// The member's benefit plans (spec 000 sections 3 and 7, GET claim-records/{id}/insurance-plans).
import { array, string, type, type Infer } from 'superstruct';
import { maybe, Money } from '../common.ts';
import { ProductTypeEligibility } from './eligibility.ts';

/**
 * One benefit plan (spec 000 section 3, "Benefit plan"). Every enum-like field is a plain string kept as
 * sent: the rules read a missing or unknown benefitStatus as BENEFITS_NOT_AVAILABLE and count only
 * SUPPORTED or COMING_SOON availability. renewalDate (ISO date), copay and allowance (what the plan pays at most, which
 * the estimate of the insurer's share reads where the service has no product quote) are our additions, all optional.
 */
export const InsurancePlan = type({
  planType: string(),
  benefitCategory: maybe(string()),
  benefitStatus: maybe(string()),
  benefitAvailability: maybe(string()),
  serviceDescription: maybe(string()),
  productTypesEligibility: maybe(array(ProductTypeEligibility)),
  renewalDate: maybe(string()),
  copay: maybe(Money),
  allowance: maybe(Money),
});
/** A benefit plan. */
export type InsurancePlan = Infer<typeof InsurancePlan>;

/** GET claim-records/{id}/insurance-plans (cached; cleared after a member sync). */
export const InsurancePlans = type({ insurancePlans: array(InsurancePlan) });
/** The member's benefit plans. */
export type InsurancePlans = Infer<typeof InsurancePlans>;

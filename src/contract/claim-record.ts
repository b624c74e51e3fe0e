// Answers of the direct-billing service about auth and claim records (spec 000 sections 3 and 7).
import { array, enums, number, optional, nullable, string, type, type Infer } from 'superstruct';
import { RECORD_STATUSES, USE_INSURANCE_STATUSES } from '../domain/status.ts';

/** POST auth/token. */
export const AuthToken = type({ accessToken: string(), expiresIn: optional(number()) });
/** A bearer token. */
export type AuthToken = Infer<typeof AuthToken>;

/** PUT claim-records: the id of the new record. */
export const CreatedRecord = type({ id: string() });

/** GET claim-records/{id}: the fields the widgets read so far; others pass through unchecked. */
export const ClaimRecord = type({
  id: string(),
  status: enums(RECORD_STATUSES),
  cartId: optional(nullable(string())),
  lastModified: optional(nullable(string())),
  prescriptions: optional(array(type({ id: string() }))),
  claimData: optional(
    type({
      useInsuranceStatus: optional(enums(USE_INSURANCE_STATUSES)),
    }),
  ),
});
/** A claim record. */
export type ClaimRecord = Infer<typeof ClaimRecord>;

/** The error body the service sends with a 4xx or 5xx. */
export const ServiceError = type({ errorType: string(), errorCode: optional(string()), message: optional(string()) });
/** A service error body. */
export type ServiceError = Infer<typeof ServiceError>;

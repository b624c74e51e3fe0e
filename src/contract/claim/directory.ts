// Directory answers (spec 000 section 7: dispensing-practitioners, service-locations, shared-services/attachments).
// The spec shows neither request nor answer, so these shapes are ours, each a list wrapped so it can grow.
import { array, string, type, type Infer } from 'superstruct';
import { AttachmentRef, maybe } from '../common.ts';

/** A doctor the shop works with; credential is OPTOMETRIST, OPHTHALMOLOGIST or MEDICAL_DOCTOR (spec 000 section 3), kept as sent. */
export const DispensingPractitioner = type({
  id: string(),
  firstName: string(),
  lastName: string(),
  credential: maybe(string()),
  licenseNumber: maybe(string()),
});
/** A dispensing practitioner. */
export type DispensingPractitioner = Infer<typeof DispensingPractitioner>;

/** GET dispensing-practitioners: the doctors a shopper may name without typing. */
export const DispensingPractitioners = type({ dispensingPractitioners: array(DispensingPractitioner) });
/** A list of practitioners. */
export type DispensingPractitioners = Infer<typeof DispensingPractitioners>;

/** A store where in-store benefits apply, with the address a shopper needs to get there. */
export const ServiceLocation = type({
  id: string(),
  name: string(),
  address: type({ line1: string(), city: string(), region: maybe(string()), postalCode: maybe(string()), country: string() }),
  phone: maybe(string()),
});
/** A service location. */
export type ServiceLocation = Infer<typeof ServiceLocation>;

/** GET service-locations: the shop's stores for the in-store channel. */
export const ServiceLocations = type({ serviceLocations: array(ServiceLocation) });
/** A list of service locations. */
export type ServiceLocations = Infer<typeof ServiceLocations>;

/** GET shared-services/attachments: documents shared by every insurer (help guides); each URL is asked for separately. */
export const SharedAttachments = type({ attachments: array(AttachmentRef) });
/** A list of shared documents. */
export type SharedAttachments = Infer<typeof SharedAttachments>;

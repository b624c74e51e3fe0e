// Answers of the prescription calls (spec 000 section 7); the spec shows no shapes, so these are ours.
import { nullable, optional, refine, string, type, unknown, type Infer } from 'superstruct';

/** A URL the widget may send a file to or show a file from: http or https only, never javascript: or data:. */
export const HttpUrl = refine(string(), 'http-url', (value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
});

/** POST claim-records/{id}/prescriptions/put-url: where to PUT the file, and the id it will have if the service tells it already. */
export const UploadUrl = type({ url: HttpUrl, prescriptionId: optional(nullable(string())) });
/** An upload URL answer. */
export type UploadUrl = Infer<typeof UploadUrl>;

/** POST .../prescriptions/{prescriptionId}/validate: the prescription's status after the check; other fields pass through. */
export const PrescriptionValidation = type({ id: optional(string()), status: optional(nullable(string())) });
/** A validation answer; unknown statuses are kept as strings (spec 000 section 3, prescription statuses). */
export type PrescriptionValidation = Infer<typeof PrescriptionValidation>;

/** POST .../prescriptions/{prescriptionId}/get-url: where to read the file from. */
export const PrescriptionUrl = type({ url: HttpUrl });
/** A file URL answer. */
export type PrescriptionUrl = Infer<typeof PrescriptionUrl>;

/** DELETE .../prescriptions/{prescriptionId}: the answer, if any, is not read. */
export const Ignored = unknown();

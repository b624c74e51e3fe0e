// Answers of the prescription calls (spec 000 section 7); the spec shows no shapes, so these are ours.
import { optional, pattern, string, type, unknown, type Infer } from 'superstruct';
import { maybe, HttpUrl } from '../common.ts';

/** POST claim-records/{id}/prescriptions/put-url: where to PUT the file, and the id it will have if the service tells it already. */
export const UploadUrl = type({ url: HttpUrl, prescriptionId: maybe(string()) });
/** An upload URL answer. */
export type UploadUrl = Infer<typeof UploadUrl>;

/** POST .../prescriptions/{prescriptionId}/validate: the prescription's status after the check; other fields pass through. */
export const PrescriptionValidation = type({ id: optional(string()), status: maybe(string()) });
/** A validation answer; unknown statuses are kept as strings (spec 000 section 3, prescription statuses). */
export type PrescriptionValidation = Infer<typeof PrescriptionValidation>;

/** POST .../prescriptions/{prescriptionId}/get-url: where to read the file from. */
export const PrescriptionUrl = type({ url: HttpUrl });
/** A file URL answer. */
export type PrescriptionUrl = Infer<typeof PrescriptionUrl>;

/** DELETE .../prescriptions/{prescriptionId}: the answer, if any, is not read. */
export const Ignored = unknown();

/** The code of a storage error (`<Code>` of its XML answer, as S3 words it): a word of letters, nothing else. */
export const StorageErrorCode = pattern(string(), /^[A-Za-z]{1,64}$/);

/**
 * The code a storage error answer names (AlreadyUploaded, TooManyFiles…), or undefined when its body names none or
 * something that is no code (a proxy's HTML page, a code carrying markup, no text at all).
 */
export function storageErrorCode(body: unknown): string | undefined {
  const code = /<Code>([^<]*)<\/Code>/.exec(String(body))?.[1];
  return StorageErrorCode.is(code) ? code : undefined;
}

// Prescription uploads (spec 000 §5 and §9; spec 001 §5).
// The sandbox's own rules, written from the spec and not from the widgets' src/domain, so that a widget test run
// against the sandbox can show the widgets wrong; rules.test.ts checks each against the widgets' rule too.

/** The file extensions spec 000 §5 allows (PDF, JPG, JPEG, PNG), each with the media type it must be sent as. */
const UPLOAD_MEDIA_TYPES: ReadonlyMap<string, string> = new Map([
  ['pdf', 'application/pdf'], ['jpg', 'image/jpeg'], ['jpeg', 'image/jpeg'], ['png', 'image/png'],
]);

/**
 * spec 000 §5 "at most 10 MB per file". The spec does not say which megabyte; the storage counts it as file pickers
 * and S3 tools do, 10 × 1024 × 1024 bytes, so a file a shopper's computer calls 10 MB is taken.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Why the storage refuses a prescription file. */
export type UploadProblem = 'type' | 'empty' | 'size' | 'content' | 'count';

/** The lower-case extension of a file name, after its last dot ('' without one). */
const extensionOf = (name: string): string => /\.([^.]*)$/.exec(name.trim())?.[1]?.toLowerCase() ?? '';

/** A Content-Type without its parameters, in lower case (media types are case-insensitive). */
const bareMediaType = (contentType: string): string => (contentType.split(';')[0] ?? '').trim().toLowerCase();

/** spec 000 §5 "Attachment types allowed: ... (PDF, JPG, JPEG, PNG)": whether a file name has one of those extensions. */
export function uploadNameAllowed(fileName: string): boolean {
  return UPLOAD_MEDIA_TYPES.has(extensionOf(fileName));
}

/**
 * spec 000 §5 "Attachment types allowed: image/jpeg, image/png, application/pdf (PDF, JPG, JPEG, PNG); at most 10 MB
 * per file" (spec 001 §5 alike): the file's extension must be allowed and its Content-Type the type of that extension
 * (a .pdf sent as image/png is refused, not guessed); an empty file is no prescription; past MAX_UPLOAD_BYTES is too big.
 */
export function uploadProblem({ name, type, size }: { name: string; type: string; size: number }): UploadProblem | null {
  const expected = UPLOAD_MEDIA_TYPES.get(extensionOf(name));
  if (expected === undefined || bareMediaType(type) !== expected) return 'type';
  if (size === 0) return 'empty';
  if (!Number.isFinite(size) || size < 0 || size > MAX_UPLOAD_BYTES) return 'size';
  return null;
}

/** The first bytes each allowed format starts with: %PDF-, the PNG signature, the JPEG start-of-image marker. */
const MAGIC: readonly { type: string; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/**
 * What an uploaded file really is, by its first bytes: one of spec 000 §5's allowed types, or null. The name and the
 * Content-Type are the shopper's computer speaking; the bytes are the file.
 */
export function sniffedUploadType(bytes: Uint8Array): string | null {
  return MAGIC.find((magic) => magic.bytes.length <= bytes.length && magic.bytes.every((b, i) => bytes[i] === b))?.type ?? null;
}

/** spec 000 §5 allowed types, checked on the content: the bytes must be the format the Content-Type declares. */
export function uploadContentProblem(type: string, bytes: Uint8Array): UploadProblem | null {
  return sniffedUploadType(bytes) === bareMediaType(type) ? null : 'content';
}

/** spec 000 §9 "Max files 10 (likely)": adding files may not take a claim past `max` prescription files. */
export function uploadCountProblem(existing: number, adding: number, max: number): UploadProblem | null {
  return existing + adding > max ? 'count' : null;
}

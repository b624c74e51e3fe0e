// Which prescription files may be uploaded: type, extension, size, count and content (spec 000 sections 5 and 9; spec 001 section 5).
import { MAX_PRESCRIPTION_FILES } from '../constants.ts';
import { BYTES_PER_MEGABYTE } from './file-size.ts';

/** The media types a prescription file may have (spec 000 section 5). */
export const ALLOWED_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** An allowed media type. */
export type AllowedType = (typeof ALLOWED_TYPES)[number];

/** The file extensions the shopper sees named: PDF, JPG, JPEG, PNG (spec 000 section 5). */
export const ALLOWED_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

/** The file input's accept list: the allowed extensions and media types, so the picker offers only those (spec 000 section 5). */
export const FILE_INPUT_ACCEPT = [...ALLOWED_EXTENSIONS.map((e) => `.${e}`), ...ALLOWED_TYPES].join(',');

/**
 * How the select-prescription view takes files (spec 000 section 3, "Upload modes: single, default"): one file, or
 * up to MAX_PRESCRIPTION_FILES. The spec names the modes but not where one is chosen; the view's page-flow
 * configuration (`uploadMode` on select-prescription) chooses it, like the view's other settings, and anything else
 * is the default mode.
 */
export type UploadMode = 'single' | 'default';

/** The upload mode a configuration names; a missing or unknown one is `default`. */
export function uploadModeOf(value: string | null | undefined): UploadMode {
  return value === 'single' ? 'single' : 'default';
}

/** How many files a claim takes in a mode: one in single mode, else MAX_PRESCRIPTION_FILES (spec 000 sections 3 and 9). */
export function maxFilesOf(mode: UploadMode): number {
  return mode === 'single' ? 1 : MAX_PRESCRIPTION_FILES;
}

/**
 * 10 MB per file (spec 000 section 5); the spec is silent on the unit, and 10 × 1024 × 1024 bytes is what file pickers
 * call 10 MB, and what the sizes the upload view shows count in (file-size.ts).
 */
export const MAX_FILE_BYTES = 10 * BYTES_PER_MEGABYTE;


/** Why a file is refused, as a message key; the text lives in strings/. */
export type AttachmentError = 'attachment.type' | 'attachment.size' | 'attachment.empty' | 'attachment.count' | 'attachment.content';

/** What a browser File tells about itself before it is read. */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

const TYPE_BY_EXTENSION: ReadonlyMap<string, AllowedType> = new Map([
  ['pdf', 'application/pdf'], ['jpg', 'image/jpeg'], ['jpeg', 'image/jpeg'], ['png', 'image/png'],
]);

/** The media type without parameters, in lower case, as browsers and servers compare it. */
const mediaType = (type: string): string => type.replace(/;.*$/s, '').trim().toLowerCase();

/** The lower-case extension after the last dot, or '' when the name has none. */
function extension(name: string): string {
  const trimmed = name.trim();
  const dot = trimmed.lastIndexOf('.');
  return dot < 0 ? '' : trimmed.slice(dot + 1).toLowerCase();
}

/**
 * Null when the file may be uploaded, else why not: both the type and the extension must be allowed, and they must
 * name the same format (the spec is silent; a .pdf declared as image/png is refused rather than guessed); an empty
 * file is refused; more than MAX_FILE_BYTES is too big (spec 000 section 5).
 */
export function checkFile({ name, type, size }: FileFacts): AttachmentError | null {
  const declared = mediaType(type);
  const fromName = TYPE_BY_EXTENSION.get(extension(name));
  if (!fromName || fromName !== declared) return 'attachment.type';
  if (size === 0) return 'attachment.empty';
  if (!(size > 0 && size <= MAX_FILE_BYTES)) return 'attachment.size';
  return null;
}

/** Null when adding files keeps the claim within its maximum (MAX_PRESCRIPTION_FILES unless told), else 'attachment.count' (spec 000 section 9). */
export function checkFileCount(existing: number, adding: number, max: number = MAX_PRESCRIPTION_FILES): AttachmentError | null {
  return existing + adding > max ? 'attachment.count' : null;
}

/** How many first bytes sniffFileType needs (the PNG signature, the longest), so a caller reads no more of the file. */
export const SNIFF_BYTES = 8;

/** The magic bytes each allowed format starts with. */
const SIGNATURES: readonly (readonly [AllowedType, readonly number[]])[] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]], // \x89PNG\r\n\x1a\n
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/**
 * The allowed format the first bytes of a file show, or null: the name and the declared type are the shopper's
 * computer speaking, the bytes are the file. PDFs must start with %PDF- (the spec is silent; readers tolerate junk before it, we do not).
 */
export function sniffFileType(firstBytes: Uint8Array): AllowedType | null {
  for (const [type, signature] of SIGNATURES) {
    if (signature.every((byte, i) => firstBytes[i] === byte)) return type;
  }
  return null;
}

/** Null when the bytes are the declared format, else 'attachment.content': a .png that is really an executable is refused. */
export function checkFileContent({ type, firstBytes }: { type: string; firstBytes: Uint8Array }): AttachmentError | null {
  return sniffFileType(firstBytes) === mediaType(type) ? null : 'attachment.content';
}

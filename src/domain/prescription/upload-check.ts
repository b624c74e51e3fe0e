// Whether a prescription file may be sent, decided before any request (spec 000 sections 5 and 9; spec 001 section 5).
import { checkFile, checkFileContent, checkFileCount, maxFilesOf, type FileFacts, type UploadMode } from './attachments.ts';

/** Why a file is refused before upload; the text of each lives in strings/prescriptions.ts. */
export type UploadRefusal = 'duplicate' | 'type' | 'size' | 'empty' | 'count' | 'content';

/**
 * A file the claim already has, or one on its way: its name as the list shows it, its size and type where known (the
 * record names its files but says neither how big they are nor their type).
 */
export interface HeldFile {
  name: string;
  size?: number | undefined;
  type?: string | undefined;
}

/**
 * Whether the file is one the claim already has: the same name, size and type (the spec is silent on a file chosen
 * twice; sent again, it is a second copy of the same prescription, listed twice under one name). A held file of unknown
 * size is never the same: another photo the phone named alike is a file of its own. A type unknown on the held side is
 * the name's, which the type must match to be taken at all (checkFile).
 */
export function heldAlready(file: FileFacts, held: readonly HeldFile[]): boolean {
  const type = file.type.toLowerCase();
  return held.some((other) => other.name === file.name && other.size === file.size && (other.type === undefined || other.type.toLowerCase() === type));
}

/**
 * Null when the file may be uploaded, else why not. A file the claim already has comes first (`held`: sent again, it
 * would be listed twice, whatever the count), then the count (an 11th file is refused whatever it is), then the name
 * and declared type, emptiness and the 10 MB limit, and last the first bytes, which must be the declared format (a .png
 * that is really a PDF or a program is refused). `alreadyCounted` holds the files uploaded or on their way, this one
 * not included; the upload mode says how many a claim takes (one in single mode).
 */
export function uploadRefusal(file: FileFacts, firstBytes: Uint8Array, alreadyCounted: number, mode: UploadMode = 'default', held: readonly HeldFile[] = []): UploadRefusal | null {
  if (heldAlready(file, held)) return 'duplicate';
  const problem = checkFileCount(alreadyCounted, 1, maxFilesOf(mode)) ?? checkFile(file) ?? checkFileContent({ type: file.type, firstBytes });
  return problem ? (problem.slice('attachment.'.length) as UploadRefusal) : null;
}

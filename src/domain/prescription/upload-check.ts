// Whether a prescription file may be sent, decided before any request (spec 000 sections 5 and 9; spec 001 section 5).
import { checkFile, checkFileContent, checkFileCount, maxFilesOf, type FileFacts, type UploadMode } from './attachments.ts';

/** Why a file is refused before upload; the text of each lives in strings/prescriptions.ts. */
export type UploadRefusal = 'type' | 'size' | 'empty' | 'count' | 'content';

/**
 * Null when the file may be uploaded, else why not. The count comes first (an 11th file is refused whatever it
 * is), then the name and declared type, emptiness and the 10 MB limit, and last the first bytes, which must be
 * the declared format (a .png that is really a PDF or a program is refused). `alreadyCounted` holds the files
 * uploaded or on their way, this one not included; the upload mode says how many a claim takes (one in single mode).
 */
export function uploadRefusal(file: FileFacts, firstBytes: Uint8Array, alreadyCounted: number, mode: UploadMode = 'default'): UploadRefusal | null {
  const problem = checkFileCount(alreadyCounted, 1, maxFilesOf(mode)) ?? checkFile(file) ?? checkFileContent({ type: file.type, firstBytes });
  return problem ? (problem.slice('attachment.'.length) as UploadRefusal) : null;
}

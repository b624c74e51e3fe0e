// The shopper's own names of the prescription files this page uploaded ("Nothing personal in a URL or
// header"): the service only ever hears a neutral name (src/domain/prescription/file-name.ts), the screen shows theirs.
import { signal } from '@preact/signals-react';
import { forgetOnSignOut } from '../../session/forget.ts';

/** The shopper's own file name by prescription id; in memory only, never stored (DESIGN, "No personal data leaks"). */
const ownFileNames = signal<ReadonlyMap<string, string>>(new Map());

/** Remembers the shopper's own name of the file uploaded as `prescriptionId`. */
export function rememberOwnName(prescriptionId: string, name: string): void {
  ownFileNames.value = new Map(ownFileNames.value).set(prescriptionId, name);
}

/** The name the shopper sees for a file of the record: their own when this page uploaded it, else the service's. */
export function shownFileName(file: { id: string; name?: string | null | undefined }): string {
  return ownFileNames.value.get(file.id) ?? file.name ?? '';
}

/** Forgets every name (sign-out, session end, tests). */
export function forgetOwnNames(): void {
  ownFileNames.value = new Map();
}

// The names belong to the shopper who chose the files.
forgetOnSignOut(forgetOwnNames);

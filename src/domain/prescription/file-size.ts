// A prescription file's size as the upload view shows it, counted in the unit its 10 MB limit is (spec 000 section 5).

/**
 * Bytes to the kilobyte, and kilobytes to the megabyte: 1024, as file pickers count, so the limit (MAX_FILE_BYTES, 10 MB)
 * and every size shown beside it use one megabyte, and the largest file the limit takes reads 10 MB, never more.
 */
export const BYTES_PER_KILOBYTE = 1024;

/** Bytes to the megabyte (1024 × 1024). */
export const BYTES_PER_MEGABYTE = BYTES_PER_KILOBYTE * BYTES_PER_KILOBYTE;

/** The units a size is said in, as Intl names them. */
export type FileSizeUnit = 'byte' | 'kilobyte' | 'megabyte';

/** A size as the shopper reads it: an amount, already rounded, in a unit. */
export interface FileSize {
  amount: number;
  unit: FileSizeUnit;
}

/**
 * The size of a file of `bytes`: under a kilobyte in bytes (an 83-byte file is not "1 kB"), under a megabyte in whole
 * kilobytes, else in megabytes to one decimal. A size that rounds up to the next unit reads in that unit (1 MB, never
 * 1,024 kB). Rounding to the nearest keeps a file within the limit at or under "10 MB".
 */
export function fileSize(bytes: number): FileSize {
  if (bytes < BYTES_PER_KILOBYTE) return { amount: bytes, unit: 'byte' };
  const kilobytes = Math.round(bytes / BYTES_PER_KILOBYTE);
  if (kilobytes < BYTES_PER_KILOBYTE) return { amount: kilobytes, unit: 'kilobyte' };
  return { amount: Math.round((bytes / BYTES_PER_MEGABYTE) * 10) / 10, unit: 'megabyte' };
}

/**
 * The size of a file of `bytes` in the shopper's language ("83 bytes", "1.5 MB"; « 83 octets », « 1,5 Mo »). Intl has
 * every unit in the engines the build targets (ES2022): Node 20 and Chromium write the same. Bytes are in Intl's long
 * form: its short form in English is "83 byte", and in French « 83 o », which few shoppers read as octets; kilobytes
 * and megabytes in the short form every file picker shows (kB, MB; ko, Mo). A list holds ten files at most, so each
 * size builds its own formatter.
 */
export function formatFileSize(bytes: number, locale: string): string {
  const { amount, unit } = fileSize(bytes);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1 }).format(amount);
}

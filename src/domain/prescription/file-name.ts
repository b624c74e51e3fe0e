// The name a prescription file travels under (DESIGN, "No personal data leaks"): a shopper's photo is often
// named after them ("Firstname_Lastname_rx_1985-07-14.png"), and the put-url query and the upload's metadata header
// land in access logs, so the widgets send a neutral name and keep the shopper's own for the screen.

/** The neutral name's stem: a claim's n-th file is `prescription-n`. */
export const NEUTRAL_FILE_STEM = 'prescription';

/**
 * The name sent for the `sequence`-th file: `prescription-<sequence>` with the original's extension, lower-cased, kept
 * only when it is a plain extension (letters and digits, at most 5), since the service checks the type by it
 * (spec 000 §5, "PDF, JPG, JPEG, PNG"). Nothing else of the original name travels.
 */
export function neutralFileName(original: string, sequence: number): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(original)?.[1]?.toLowerCase();
  const n = Number.isSafeInteger(sequence) && sequence > 0 ? sequence : 1;
  return extension ? `${NEUTRAL_FILE_STEM}-${n}.${extension}` : `${NEUTRAL_FILE_STEM}-${n}`;
}

/** A neutral name as neutralFileName makes it: the stem, a number, the extension if any. */
const NEUTRAL_NAME = new RegExp(`^${NEUTRAL_FILE_STEM}-(\\d{1,6})(?:\\.[a-z0-9]{1,5})?$`);

/** The number a neutral name carries (`prescription-3.png` → 3); null for any other name, the shopper's own among them. */
export function neutralFileNumber(name: string | null | undefined): number | null {
  const match = NEUTRAL_NAME.exec(name ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The number of a claim's next file: one above every number its files carry, the names the service lists for it and the
 * highest this page asked for (`asked`, files on their way and not listed yet). The service keeps the name a file was
 * sent under, and the shopper's own name lives only in the page that chose the file, so after a reload each file is
 * shown by its neutral name: counted from the page's load, the second file of a claim would be named as the first, and
 * the shopper could not tell which one a Remove removes.
 */
export function nextFileNumber(names: readonly (string | null | undefined)[], asked = 0): number {
  return Math.max(asked, 0, ...names.map((name) => neutralFileNumber(name) ?? 0)) + 1;
}

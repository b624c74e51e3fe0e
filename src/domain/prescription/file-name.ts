// The name a prescription file travels under (DESIGN, "No personal data leaks"): a shopper's photo is often
// named after them ("Firstname_Lastname_rx_1985-07-14.png"), and the put-url query and the upload's metadata header
// land in access logs, so the widgets send a neutral name and keep the shopper's own for the screen.

/** The neutral name's stem: the file's n-th upload of the page is `prescription-n`. */
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

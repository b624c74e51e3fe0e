// The brand codes we serve (spec 000 section 1), apart from their features (brand.ts): every product page checks the
// configured brand as it loads, and needs nothing more of it before a click.

/** Brand codes served (spec 000 section 1). */
export const BRANDS = ['cle', 'vde', 'nua', 'lcr', 'fde', 'ebd'] as const;

/** A known brand code. */
export type Brand = (typeof BRANDS)[number];

/** Whether a string is a brand code we serve. */
export function isBrand(value: string | null | undefined): value is Brand {
  return (BRANDS as readonly string[]).includes(value ?? '');
}


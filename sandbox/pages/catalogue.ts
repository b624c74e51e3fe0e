// What the demo shop sells and charges: its products, shipping, and the totals with the insurer's share.
import { remainderMinor } from '../service/rules/money.ts';
import type { DemoLine } from '../state.ts';

/** A product of the demo catalogue; names in the shop's languages (US spelling where it differs). */
export interface DemoProduct {
  slug: string;
  productIdentifier: string;
  productType: string;
  unitPriceMinor: number;
  name: { en: string; fr: string; us?: string };
  description: { en: string; fr: string };
}

/** What the demo shop sells: one product of each group the claim flow treats apart (spec 000 section 3). */
export const CATALOGUE: readonly DemoProduct[] = [
  { slug: 'harbour-round-frame', productIdentifier: '8056597123456', productType: 'FRAME', unitPriceMinor: 14900,
    name: { en: 'Harbour round frame, tortoise', fr: 'Monture ronde Harbour, écaille' },
    description: { en: 'A light acetate frame for everyday wear.', fr: 'Une monture légère en acétate pour tous les jours.' } },
  { slug: 'single-vision-lenses', productIdentifier: 'RXC-SV-AR-150', productType: 'SINGLE_VISION_LENS', unitPriceMinor: 9900,
    name: { en: 'Single vision lenses, anti-reflective', fr: 'Verres unifocaux, antireflet' },
    description: { en: 'Prescription lenses with an anti-reflective coating.', fr: 'Verres correcteurs avec traitement antireflet.' } },
  { slug: 'daily-contact-lenses', productIdentifier: 'RXC-DAILY-90', productType: 'PRESCRIPTION_CONTACT_LENS', unitPriceMinor: 7450,
    name: { en: 'Daily contact lenses, 90 pack', fr: 'Lentilles journalières, boîte de 90' },
    description: { en: 'A fresh pair every day, for a prescription.', fr: 'Une paire neuve chaque jour, sur ordonnance.' } },
  { slug: 'coloured-plano-lenses', productIdentifier: 'RXC-COLOUR-HZ-30', productType: 'COLORED_PLANO_CONTACT_LENS', unitPriceMinor: 3900,
    name: { en: 'Coloured plano contact lenses, hazel', us: 'Colored plano contact lenses, hazel', fr: 'Lentilles de couleur sans correction, noisette' },
    description: { en: 'Changes the look of your eyes, without correction.', fr: 'Change la couleur de vos yeux, sans correction.' } },
  { slug: 'multipurpose-solution', productIdentifier: 'SOL-MP-360', productType: 'SOLUTIONS', unitPriceMinor: 1599,
    name: { en: 'Multipurpose solution, 360 ml', fr: 'Solution multifonction, 360 ml' },
    description: { en: 'Cleans, rinses and stores your contact lenses.', fr: 'Nettoie, rince et conserve vos lentilles.' } },
];

/** The catalogue product with this slug, if any. */
export const productBySlug = (slug: string): DemoProduct | undefined => CATALOGUE.find((p) => p.slug === slug);

/**
 * The lines of a cart another shop of the demo takes when the visitor switches to it (the language and country switch):
 * the lines of its catalogue, which every demo shop sells at the same figures in its own currency, as new lines of that
 * shop's cart; a line that is no catalogue product (a page of the integrator's own) is that shop's alone.
 */
export function linesSoldByShop(lines: readonly DemoLine[]): DemoLine[] {
  return lines.filter((l) => productBySlug(l.slug)).map((l) => ({ ...l }));
}

/** The most of one product a cart line may hold; the cart page refuses more. */
export const QUANTITY_MAX = 99;

/** The sum of a cart's lines, in minor units. */
export function subtotalMinor(lines: readonly DemoLine[]): number {
  return lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
}

/** Below this subtotal the demo shop charges shipping, so the totals show a shipping line that counts. */
export const FREE_SHIPPING_FROM_MINOR = 7500;
/** The flat shipping fee of a small order. */
export const SHIPPING_FEE_MINOR = 895;

/** A cart's shipping, in minor units: free for an empty cart and from FREE_SHIPPING_FROM_MINOR. */
export function shippingMinor(lines: readonly DemoLine[]): number {
  const subtotal = subtotalMinor(lines);
  return subtotal === 0 || subtotal >= FREE_SHIPPING_FROM_MINOR ? 0 : SHIPPING_FEE_MINOR;
}

/** A cart's totals in minor units, as the cart page and its totals call show them. */
export interface CartTotals {
  subtotal: number;
  shipping: number;
  share: number;
  remainder: number;
}

/**
 * The totals with the insurer's share taken off. The share comes off the products only, never above their subtotal: a
 * claim accepted for a bigger cart (changed after the nullify cut-off, when the claim can no longer be cancelled) never
 * pays the delivery or the shopper back, and the shopper never pays less than nothing.
 */
export function totalsOf(lines: readonly DemoLine[], shareMinor: number): CartTotals {
  const subtotal = subtotalMinor(lines);
  const shipping = shippingMinor(lines);
  const share = Math.min(Math.max(0, shareMinor), subtotal);
  return { subtotal, shipping, share, remainder: remainderMinor({ subtotal, shipping, share }) };
}


/**
 * A quantity typed by the shopper: a whole number from `min` to QUANTITY_MAX, or null so the page can
 * say what is wrong (the cart's update form takes 0 to remove, the add-to-cart form needs 1 or more).
 */
export function parseQuantity(raw: unknown, min: 0 | 1): number | null {
  if (typeof raw !== 'string' || !/^\s*\d{1,3}\s*$/.test(raw)) return null;
  const quantity = Number(raw);
  return quantity >= min && quantity <= QUANTITY_MAX ? quantity : null;
}

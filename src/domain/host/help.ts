// The help the shopper is offered: the brand's contact phone and FAQ (spec 000 sections 8 and 9; spec 001 section 9), and
// the shop's addresses with the locale placeholder (spec 000 section 3), which its FAQ and legal pages carry.
import type { BrandFeatures } from './brand.ts';

/** Where the shopper is when help may be offered: an error, a warning or notice that asks them to act, or a success. */
export type HelpMoment = 'error' | 'notice' | 'success';

/** Which ways of getting help the shopper is offered; each still needs the shop to give its number or FAQ address. */
export interface HelpOffer {
  /** The brand's contact details: its phone and, where the shop gives one, its e-mail (spec 001 section 9, {phone} and {email}). */
  readonly phone: boolean;
  readonly faq: boolean;
}

/**
 * What help the shopper is offered (spec 000 sections 8 and 9; spec 001 section 9). The generic alert and every error
 * dialog carry the phone link, for every brand (spec 000 section 8, "a phone link"); a brand that shows its contact
 * phone and FAQ (ebd and fde) offers both wherever the shopper may need help, a warning included, never on a success.
 */
export function helpOffer(features: Pick<BrandFeatures, 'showContactPhone' | 'showFaq'>, moment: HelpMoment): HelpOffer {
  if (moment === 'success') return { phone: false, faq: false };
  return { phone: moment === 'error' || features.showContactPhone, faq: features.showFaq };
}


/** The tel: address of a phone number as written ("1-800-555-0199", "+33 1 23 45 67 89"): its digits and plus sign only (spec 000 section 8, "a phone link"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The placeholder a configured policy or FAQ address carries for the shop's locale (spec 000 section 3). */
const LOCALE_PLACEHOLDER = '{locale}';

/** An address with the shop's locale in place of every {locale} (spec 000 section 3): "/{locale}/faq" becomes "/fr-ca/faq". */
export function withLocale(template: string, locale: string): string {
  return template.split(LOCALE_PLACEHOLDER).join(locale);
}

// A phone number as a link (spec 000 section 8, "a title and message with a phone link"; spec 001 contact details).

/** The tel: address of a phone number as written ("1-800-555-0199", "+33 1 23 45 67 89"): its digits and plus sign only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

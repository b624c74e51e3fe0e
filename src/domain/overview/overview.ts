// Which card the overview shows for an insurer and what its three steps say (spec 001 section 2, "Overview widget"
// and "Insurance plans list"; spec 000 section 3, channels).
import { providerKind } from '../insurer/insurer.ts';
import { withLocale } from '../host/help.ts';

/** The channels an insurer offers (spec 000 section 3, "Channels"). */
export const CHANNELS = ['ONLINE', 'IN_STORE', 'CUSTOMER_SERVICE', 'CUSTOMER_FORM'] as const;
/** A known channel. */
export type Channel = (typeof CHANNELS)[number];

/** The overview's cards: home is index 0, the insurer's card index 1 (spec 001 section 2). */
export type OverviewCard = 'home' | 'in-network' | 'out-of-network';

/**
 * The card an insurer gets by its provider type; no insurer is home. The spec is silent on UNKNOWN: it gets the
 * out-of-network card, which never promises direct billing the insurer may not offer.
 */
export function overviewCard(insurer: { providerType?: string | null | undefined } | null | undefined): OverviewCard {
  if (!insurer) return 'home';
  return providerKind(insurer.providerType) === 'IN_NETWORK' ? 'in-network' : 'out-of-network';
}

/** The known channels of an insurer, in the order of spec 000 section 3; unknown values are dropped. */
export function knownChannels(channels: readonly string[] | null | undefined): Channel[] {
  return CHANNELS.filter((channel) => channels?.includes(channel));
}

/** A step of an insurer card; `contact` is chat or phone, `form` the claim-form download, `shop` ordering with the receipt kept, `submit` sending the claim to the insurer. */
export type CardStep = 'online' | 'in-store' | 'customer-service' | 'contact' | 'form' | 'shop' | 'submit';

/** The description of a card, by what the insurer offers (message keys). */
export type CardDescription = 'inOnline' | 'inOffline' | 'outForm' | 'outContact';

/**
 * The description of an insurer's card: in network it says whether benefits apply online; out of network whether a
 * claim form exists. The spec says "depending on channels" without the wording: ONLINE and CUSTOMER_FORM decide.
 */
export function cardDescription(card: Exclude<OverviewCard, 'home'>, channels: readonly string[] | null | undefined): CardDescription {
  const known = knownChannels(channels);
  if (card === 'in-network') return known.includes('ONLINE') ? 'inOnline' : 'inOffline';
  return known.includes('CUSTOMER_FORM') ? 'outForm' : 'outContact';
}

/**
 * The three steps of a card (spec 001 section 2). In network: online, in store, customer service, always all
 * three (a channel the insurer lacks would leave a gap in "three steps"; the online step says to check benefits).
 * Out of network: contacting us by chat or phone, the claim form (when the insurer has none, ordering and keeping the
 * receipt takes its place), then sending the claim to the insurer.
 */
export function cardSteps(card: Exclude<OverviewCard, 'home'>, hasForm: boolean): CardStep[] {
  if (card === 'in-network') return ['online', 'in-store', 'customer-service'];
  return ['contact', hasForm ? 'form' : 'shop', 'submit'];
}

/** How the shopper reaches customer service out of network: the page's chat when it has one, else the phone. */
export function contactWay(chat: boolean): 'chat' | 'phone' {
  return chat ? 'chat' : 'phone';
}

/**
 * The plans view's overview steps, one per channel the insurer offers among online, in store, customer service and
 * customer form (spec 001 section 2, "Insurance plans list"); an insurer that names none gets the first three.
 */
export function planSteps(channels: readonly string[] | null | undefined): Channel[] {
  const known = knownChannels(channels);
  return known.length > 0 ? known : ['ONLINE', 'IN_STORE', 'CUSTOMER_SERVICE'];
}

/**
 * Where the plans' schedule-exam link goes (spec 001 section 2, "a schedule-exam link"): the shop's eye-exam booking page,
 * its {locale} filled in, or nowhere when the shop names none. The spec's configuration (spec 000 section 3) has no such
 * page, and no other page of the shop books an exam: the overview's own landing page would only link to itself.
 */
export function examHref(eyeExamPath: string | null | undefined, locale: string): string | null {
  return eyeExamPath ? withLocale(eyeExamPath, locale) : null;
}

// The estimate of the insurer's share of this cart and the remainder to pay, until the insurer confirms (spec 000 §3, §7
// and §9): what the service said (the cart, the plans, the product quotes), and the estimate computed from it by the
// domain's rule over the record. Only the views that show an estimate import it; the fetch lives with the claim actions.
import { computed, signal } from '@preact/signals-react';
import type { Cart } from '../../src/contract/claim/cart.ts';
import type { InsurancePlan } from '../../src/contract/claim/plans.ts';
import type { ProductQuote } from '../../src/contract/quote/quotes.ts';
import { sameCart } from '../../src/domain/claim/cart-lines.ts';
import { claimChoice, estimateClaim, estimateShown, planAllowances, type ClaimChoice, type ClaimEstimate, type EstimateLine, type PageChoice } from '../../src/domain/claim/estimate.ts';
import { flowOf } from '../../src/domain/host/flow.ts';
import { confirmedAmounts, formatMoney, toMinor } from '../../src/domain/money.ts';
import { config, langTag } from '../host/config.ts';
import { bundleFlags } from '../host/features.ts';
import { record } from './claim.ts';
import { cartUpdating } from './cart-change.ts';
import { cartRead } from './claim-kit.ts';

/** What the estimate is computed from, for one record: the shop's cart, the member's plans, the service's product quotes. */
export interface EstimateSource {
  recordId: string;
  cart: Cart;
  plans: readonly InsurancePlan[] | null;
  quotes: readonly ProductQuote[] | null;
}

/** The service's answers the estimate reads; null until the claim actions have read them for the record shown. */
export const estimateSource = signal<EstimateSource | null>(null);

/** Keeps what the service said for the estimate (the claim actions, after validated answers); null forgets it. */
export function setEstimateSource(next: EstimateSource | null): void {
  estimateSource.value = next;
}

/**
 * What the products view shows ticked for the prescription it shows, not sent yet, and for which record; null while no
 * products view is shown. The estimate follows it as the shopper ticks (claimChoice's page).
 */
export const choiceShown = signal<(PageChoice & { recordId: string }) | null>(null);

/** The products view shows a choice (or none: null, as it goes). */
export function showChoice(next: (PageChoice & { recordId: string }) | null): void {
  choiceShown.value = next;
}

/**
 * The lines the record's claim covers, priced by the cart (claimChoice), and whether the shopper's choice leaves none: in
 * the French flow the whole order's eligible lines; `page`, the products view's choice not sent yet.
 */
export function choiceOfClaim(current: NonNullable<typeof record.value>, cart: Cart, currency: string, plans: readonly InsurancePlan[] | null, page?: PageChoice): ClaimChoice {
  const wholeOrder = flowOf(config.value?.country ?? 'CA') === 'france';
  return claimChoice(current.eligibleProducts, cart.products, currency, { plans, prescriptions: current.prescriptions, wholeOrder, page });
}

/** The lines the record's claim covers, priced by the cart (choiceOfClaim), as the record holds the choice. */
export function linesOfClaim(current: NonNullable<typeof record.value>, cart: Cart, currency: string, plans: readonly InsurancePlan[] | null): EstimateLine[] {
  return choiceOfClaim(current, cart, currency, plans).lines;
}

/** What the estimate shows for the record shown, in the shop's flow (estimateShown): amounts, words that they come with the quote, or nothing. */
export const estimateKind = computed(() => estimateShown(record.value, flowOf(config.value?.country ?? 'CA')));

/** The French flow before the mutuelle's quote answers: the estimate says its amount comes with the quote, and shows none. */
export const estimateAwaitsQuote = computed(() => estimateKind.value === 'with-quote');

/** The claim's lines for the record shown and whether the shopper chose none (claimChoice); null with no estimate to show. */
const claimShown = computed<ClaimChoice | null>(() => {
  const current = record.value;
  const source = estimateSource.value;
  const currency = config.value?.currency;
  if (!current || !source || source.recordId !== current.id || !currency || estimateKind.value !== 'amounts') return null;
  const page = choiceShown.value;
  return choiceOfClaim(current, source.cart, currency, source.plans, page?.recordId === current.id ? page : undefined);
});

/** The shopper's choice leaves the claim without a product (claimChoice's noneChosen): the estimate says to choose one, with no amount. */
export const estimateAsksChoice = computed(() => claimShown.value?.noneChosen === true);

/**
 * The estimate for the record shown, or null: no record, another record's answers, a record without one
 * (estimateShown: a member not found yet, a share the insurer confirmed, an order at full price for now, a French
 * quote not answered yet), nothing chosen (estimateAsksChoice), or nothing to estimate from. The covered lines follow
 * the record, and the products view's ticks as the shopper makes them (choiceShown), so choosing products changes the
 * estimate without another call; before they are chosen, they are the best claim the product choice will preselect
 * (claimChoice), so the amount does not change when the shopper keeps that choice.
 */
export const estimate = computed<ClaimEstimate | null>(() => {
  const source = estimateSource.value;
  const currency = config.value?.currency;
  const lines = claimShown.value?.lines ?? [];
  if (!source || !currency || lines.length === 0) return null;
  const quotes = source.quotes?.map((q) => ({ ecommerceId: q.ecommerceId, coveredMinor: q.coveredAmount ? toMinor(q.coveredAmount.amount, currency) : null })) ?? null;
  const { orderSubtotal, shippingCosts } = source.cart;
  return estimateClaim({ lines, subtotalMinor: toMinor(orderSubtotal.amount, currency), shippingMinor: toMinor(shippingCosts.amount, currency), quotes, allowances: planAllowances(source.plans, currency) });
});

/** Whether the record shown can have an estimate worth reading the service for (its amounts); a page without a record fetches nothing. */
export const estimateWanted = computed(() => estimateKind.value === 'amounts');

/** The amounts as the shopper reads them: the share, the remainder, and each covered line's name, price and share. */
export interface ShownEstimate {
  share: string;
  remainder: string;
  lines: { productId: string; name: string; price: string; share: string }[];
}

/**
 * The estimate's answers were read with another cart than the one last read (sameCart): the shopper changed it in
 * another tab, and this tab read it as they came back (the catch-up). Its amounts are not this cart's: they are not
 * shown, and the views that show an estimate read it again (useEstimateRead).
 */
export const estimateOutdated = computed(() => {
  const source = estimateSource.value;
  const cart = cartRead.value;
  return !!source && !!cart && !sameCart(source.cart, cart);
});

/** An estimate read from the cart as it was while a change of the cart is followed: it is being updated, not shown. */
export const estimateUpdating = computed(() => cartUpdating.value && estimate.value !== null);

/** The estimate formatted in the shop's locale and currency; null while there is none, or while it is being updated. */
export const shownEstimate = computed<ShownEstimate | null>(() => {
  const current = estimate.value;
  const currency = config.value?.currency;
  if (!current || !currency || cartUpdating.value || estimateOutdated.value) return null;
  const format = { locale: langTag.value, currency };
  return {
    share: formatMoney(current.shareMinor, format),
    remainder: formatMoney(current.remainderMinor, format),
    lines: current.lines.map((l) => ({
      productId: l.productId,
      name: estimateSource.value?.cart.products.find((p) => p.id === l.productId)?.name ?? l.productId,
      price: formatMoney(l.priceMinor, format),
      share: formatMoney(l.shareMinor, format),
    })),
  };
});

/**
 * What the insurer's confirmed share takes off the order shown and what is left to pay (confirmedAmounts), in minor
 * units: the cart as last read when it is the record's, the shipping the shopper pays counted (in the French flow only
 * when the shop sets disableQuoteFreeShipping, spec 000 section 9). Null while no share is confirmed.
 */
export const confirmedOrder = computed(() => {
  const currency = config.value?.currency;
  if (!currency) return null;
  const shippingCounts = flowOf(config.value?.country ?? 'CA') !== 'france' || bundleFlags.value?.disableQuoteFreeShipping === true;
  return confirmedAmounts(record.value, cartRead.value, currency, shippingCounts);
});

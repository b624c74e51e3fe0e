// The quote calls (spec 000 section 7): request, accept, refuse, retry when the insurer is offline, product quotes.
import type { Caller } from '../call.ts';
import { recordPath } from '../claim/claim-records.ts';
import { ClaimRecord } from '../../contract/claim/claim-record.ts';
import { ProductQuotes } from '../../contract/quote/quotes.ts';
import type { ProductForQuote } from '../../domain/product/products.ts';

/** The quote actions without a body, by the path segment the service names them with. */
type QuoteAction = 'request-new' | 'cx-accept' | 'cx-refuse' | 'cancel-retry';

function quoteAction(api: Caller, id: string, action: QuoteAction, signal: AbortSignal | undefined): Promise<ClaimRecord> {
  return api.call({ method: 'POST', path: recordPath(id, `/quote/${action}`), name: `claim-records/{id}/quote/${action}`, schema: ClaimRecord, signal });
}

/** POST claim-records/{id}/quote/request-new: asks the insurer for a quote; the caller then polls the record. */
export function requestQuote(api: Caller, id: string, signal?: AbortSignal): Promise<ClaimRecord> {
  return quoteAction(api, id, 'request-new', signal);
}

/** POST claim-records/{id}/quote/cx-accept: the shopper accepts the quote. */
export function acceptQuote(api: Caller, id: string, signal?: AbortSignal): Promise<ClaimRecord> {
  return quoteAction(api, id, 'cx-accept', signal);
}

/** POST claim-records/{id}/quote/cx-refuse: the shopper refuses the quote. */
export function refuseQuote(api: Caller, id: string, signal?: AbortSignal): Promise<ClaimRecord> {
  return quoteAction(api, id, 'cx-refuse', signal);
}

/** POST claim-records/{id}/quote/cancel-retry: stops waiting for an offline insurer. */
export function cancelQuoteRetry(api: Caller, id: string, signal?: AbortSignal): Promise<ClaimRecord> {
  return quoteAction(api, id, 'cancel-retry', signal);
}

/** POST claim-records/{id}/quote/opt-in-retry: whether the shopper wants an e-mail once the offline insurer answers. */
export function optInQuoteRetry(api: Caller, id: string, retry: boolean, signal?: AbortSignal): Promise<ClaimRecord> {
  return api.call({
    method: 'POST',
    path: recordPath(id, '/quote/opt-in-retry'),
    name: 'claim-records/{id}/quote/opt-in-retry',
    schema: ClaimRecord,
    body: { claimRecordId: id, retry },
    signal,
  });
}

/** POST claim-records/{id}/quote/request-new-product-quotes: the insurer's share per line, retried once on a retryable error. */
export function requestProductQuotes(api: Caller, id: string, products: readonly ProductForQuote[], signal?: AbortSignal): Promise<ProductQuotes> {
  return api.call({
    method: 'POST',
    path: recordPath(id, '/quote/request-new-product-quotes'),
    name: 'claim-records/{id}/quote/request-new-product-quotes',
    schema: ProductQuotes,
    body: { products: [...products] },
    retryOnce: true,
    signal,
  });
}

// The claim actions: they call the service and set the record. Loaded with the drawer, so the
// API client never weighs on a product page that is only looked at.
import { createApi, type Api } from '../src/api/client.ts';
import { createClaimRecord, getClaimRecord } from '../src/api/claim-records.ts';
import { fetchCart } from '../src/host/cart.ts';
import { recordLocale } from '../src/domain/locale.ts';
import { recordCustomer } from '../src/domain/record-customer.ts';
import type { ClaimRecord } from '../src/contract/claim-record.ts';
import { shopOptionsOf } from '../src/host/config.ts';
import { config } from './config.ts';
import { loadSession, session } from './session.ts';
import { setRecord } from './claim.ts';

let api: Api | null = null;

/** The API client for the current configuration and session, made on first use. */
export function currentApi(): Api {
  const cfg = config.value;
  if (!cfg) throw new Error('direct-billing is not configured');
  api ??= createApi({
    baseUrl: cfg.apiBaseUrl,
    apiKey: cfg.apiKey,
    identity: () => ({
      sessionId: session.value?.sessionId,
      customerNumber: session.value?.userId,
      customerEmail: session.value?.customer.email1 ?? undefined,
    }),
    // A 401 reloads who the shopper is before the token is fetched again (spec 000 section 7).
    refreshSession: loadSession,
  });
  return api;
}

/** Creates a claim record for the cart and loads it (the drawer's start view). */
export async function startClaim(): Promise<ClaimRecord> {
  const cfg = config.value;
  const current = session.value;
  if (!cfg || !current) throw new Error('no session');
  const cart = await fetchCart(shopOptionsOf(cfg));
  const { customer } = current;
  const { id } = await createClaimRecord(currentApi(), {
    cartId: cart.cartId,
    sessionId: current.sessionId,
    customerNumber: current.userId,
    ...recordCustomer(current, { firstName: customer.firstName, lastName: customer.lastName, email: customer.email1, phone: customer.phone1 }),
    eligibleProducts: cart.products.map((p) => ({ productId: p.id, productType: p.productType, quantity: p.quantity })),
    locale: recordLocale(cfg.locale),
    ecommerce: cfg.ecommerce,
  });
  const loaded = await getClaimRecord(currentApi(), id);
  setRecord(loaded);
  return loaded;
}

/** Forgets the record and the client (logout, tests). */
export function resetClaim(): void {
  setRecord(null);
  api?.reset();
  api = null;
}

// The service's memory: claim records as a state machine moved only by calls and by simulated insurer
// time, each customer's history (lookup failures, lockout, daily limits, past claims) and stored files.
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import type { CustomerClaim } from '../../src/contract/claim/claims.ts';
import type { RecordStatus } from '../../src/domain/claim/status.ts';
import { MAX_CLAIM_ATTEMPTS } from '../../src/domain/constants.ts';
import { isNewClaimAllowed } from '../../src/domain/claim/record-status.ts';
import { isFrenchInsurer } from './catalogue.ts';
import { countToday, currencyOf, isFrenchRecord, secondsToNextDay, type PricedLine } from './coverage.ts';
import { toMinorUnits } from './rules/money.ts';
import { nullifyExpired } from './rules/los-angeles-time.ts';
import { claimMayShare, insuranceOn, recordCustomerFacingStatus } from './rules/record.ts';
import { INSURER_DELAYS_MS, SLOW_DELAY_MS, scenariosOf, type Scenario } from './scenarios.ts';


/**
 * Statuses a new claim is allowed from (spec 000 §4) that the day's limit leaves alone: a claim the insurer still holds
 * (CLAIM_SUBMITTED), a cancellation still on its way, and records that are over (an order's claim, a deleted record).
 */
const NOT_RESTRICTED: ReadonlySet<string> = new Set([
  'CLAIM_SUBMITTED', 'CLAIM_NULLIFY_SENT', 'CLAIM_RETRY_FAILED', 'CLAIM_INVOICED', 'CLAIM_REFUNDED', 'CLAIM_CLOSED',
  'CLAIM_NULLIFIED_MANUALLY', 'CLOSED', 'DELETED', 'DELETE_IN_PROGRESS',
]);
/** An insurer answer still on its way: applied once the sandbox clock passes `due`. */
export interface Pending {
  due: number;
  apply: () => void;
  /** The carrier an answer comes from (a lookup's, a quote's, a change of use's): a change of carrier drops it. */
  carrier?: string | undefined;
}

/** A record as the sandbox keeps it: the record the widget reads, and what only the service knows. */
export interface StoredRecord {
  record: ClaimRecord;
  customerNumber: string;
  /** The shop session the record was created in. */
  sessionId?: string | undefined;
  /**
   * The cart lines PUT claim-records sent, each with the price the shop's cart answer gave it (`unitFullPrice`, major
   * units): what the insurer prices the claim from when the cart is not one the sandbox holds (a shop of one's own).
   */
  sentLines?: SentLine[];
  /** Insurer answers in flight, oldest first. */
  pending: Pending[];
  /** How many member syncs this record has seen (MULTIPLE answers the first one). */
  syncs: number;
  /** The status a RESTRICTED record goes back to once the customer's restriction has lifted. */
  liftTo?: RecordStatus | undefined;
  /** The ids of the lookups this record started: one sent again is the same lookup, counted once. */
  lookupIds?: Set<string>;
  /** The use of insurance when the claim was last handed to the insurer, to tell a later opt-out from an older one. */
  useAtSubmit?: string | null | undefined;
  /**
   * The cart as the insurer priced its share (a quote's approval, a claim's acceptance): the share is this cart's, and
   * comes off no other, the same cart with a line removed or a quantity changed included.
   */
  pricedCart?: PricedLine[] | undefined;
  /**
   * The order the record's cart was placed as (claims.ts orderPlaced): its lines, which stay the record's cart once the
   * shopper has a new one, and the insurer's share it took in minor units (undefined: at full price). An insurer's answer
   * landing after the order ends the claim by it.
   */
  order?: { lines: PricedLine[] | undefined; share: number | undefined } | undefined;
}

/** A cart line as PUT claim-records sent it, with its price (spec 000 §3, a product's unitFullPrice{amount}). */
export interface SentLine {
  productId: string;
  quantity: number;
  unitFullPrice: { amount: number };
}

/** What the sandbox remembers of a customer across records. */
export interface CustomerFile {
  /** Failed member lookups in a row; three lock the lookup (RESTRICTED). */
  lookupFailures: number;
  /** When the lookup lock lifts (ms since the epoch), 0 when not locked. */
  lockedUntil: number;
  /** Times (ms) of claim submits, for the daily limit of online claims (LIMIT_REACHED). */
  submits: number[];
  /** Times (ms) of quote requests, for REQUEST_QUOTE_RESTRICTED. */
  quoteRequests: number[];
  /** The customer's past claims, newest first, for my-claims. */
  claims: CustomerClaim[];
}

/** A file the sandbox stores: an uploaded prescription or a generated notice. */
export interface StoredFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
  /** The metadata headers the upload carried (prescriptions only). */
  meta?: Record<string, string>;
  /** The customer number whose tokens may open it; none for a public file (an insurer's form, a help guide). */
  owner?: string;
}

/** Whether a stored record follows the French quote flow: a mutuelle, or a French record. */
export const isFrench = (stored: StoredRecord): boolean => isFrenchRecord(stored.record, isFrenchInsurer);

/** The currency of a stored record's amounts. */
export const currencyOfStored = (stored: StoredRecord): string => currencyOf(stored.record, isFrench(stored));

/** Options of the service memory: the clock (tests move it by hand) and a factor on insurer delays. */
export interface StoreOptions {
  now?: () => number;
  /** Multiplies every simulated insurer delay; 0 answers at once, 1 (default) is the documented timing. */
  delayScale?: number;
  /** The lines of a cart the shop holds, as they are now (the demo shop's visitors'); undefined for a cart it does not hold. */
  linesOfCart?: (cartId: string) => readonly PricedLine[] | undefined;
}

/** Failed lookups that lock the member lookup, and for how long (spec 001 section 9: server-driven). */
export const LOOKUP_ATTEMPTS = 3;
/** How long a locked lookup stays locked. */
export const LOOKUP_LOCK_MS = 15 * 60 * 1000;

/** A fresh service memory. */
export function createServiceStore(options: StoreOptions = {}) {
  const now = options.now ?? Date.now;
  const scale = options.delayScale ?? 1;
  const records = new Map<string, StoredRecord>();
  const customers = new Map<string, CustomerFile>();
  const files = new Map<string, StoredFile>();

  const store = {
    records,
    customers,
    files,
    now,
    /** The current time as the ISO string the records carry. */
    isoNow: (): string => new Date(now()).toISOString(),
    /** The scenarios the record's member ID (or French member number) asks for. */
    scenarios(stored: StoredRecord): ReadonlySet<Scenario> {
      const insuree = stored.record.claimData?.primaryCoverage?.insuree;
      return scenariosOf(insuree?.memberId ?? insuree?.contractId);
    },
    /** The carrier the record names (its primaryCoverage's insurer), whose answers a change of carrier drops. */
    carrier(stored: StoredRecord): string | undefined {
      return stored.record.claimData?.primaryCoverage?.insurer?.id ?? undefined;
    },
    /** How long an insurer answer of this kind takes for this record (SLOW: 20 seconds). */
    delay(stored: StoredRecord, kind: keyof typeof INSURER_DELAYS_MS): number {
      return (store.scenarios(stored).has('SLOW') ? SLOW_DELAY_MS : INSURER_DELAYS_MS[kind]) * scale;
    },
    /** Schedules an insurer answer, from `carrier` if it is a carrier's; it lands on the first read after `ms`. */
    later(stored: StoredRecord, ms: number, apply: () => void, carrier?: string): void {
      stored.pending.push({ due: now() + ms, apply, carrier });
      stored.pending.sort((a, b) => a.due - b.due);
    },
    /** Drops the answers still in flight (a cancelled request, a deleted record). */
    cancelPending(stored: StoredRecord): void {
      stored.pending.length = 0;
    },
    /**
     * Drops the answers still in flight from a carrier the record no longer names: they were about a member there, and
     * landing now they would speak for the carrier named instead. The other answers (a prescription's check) stay.
     */
    dropAnswersOf(stored: StoredRecord, carrier: string): void {
      stored.pending = stored.pending.filter((answer) => answer.carrier !== carrier);
    },
    /**
     * Applies every insurer answer that is due, in order, and moves a RESTRICTED record on once its restriction has
     * lifted (a lockout's 15 minutes passed, a new Los Angeles day): a record left RESTRICTED would hold the shopper's
     * switch and drawer on the restriction after the restricted check has stopped saying so. Called before any read or
     * action on the record.
     */
    settle(stored: StoredRecord): void {
      while (stored.pending[0] && stored.pending[0].due <= now()) stored.pending.shift()?.apply();
      if (stored.record.status === 'RESTRICTED' && stored.liftTo && !store.restrictionOf(stored.customerNumber)) {
        const back = stored.liftTo;
        stored.liftTo = undefined;
        store.setStatus(stored, back);
      }
    },
    /**
     * Why the customer may not start a claim now, and for how long (POST restricted-check): the member lookup locked
     * after failed attempts, or the day's online claims used up (spec 000 section 9: up to 3, counted per Los Angeles day).
     */
    restrictionOf(customerNumber: string): { reason: 'TOO_MANY_ATTEMPTS' | 'LIMIT_REACHED'; retryAfterSeconds: number } | null {
      const file = store.customer(customerNumber);
      const at = now();
      if (file.lockedUntil > at) return { reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: Math.ceil((file.lockedUntil - at) / 1000) };
      if (countToday(file.submits, at) >= MAX_CLAIM_ATTEMPTS) return { reason: 'LIMIT_REACHED', retryAfterSeconds: secondsToNextDay(at) };
      return null;
    },
    /**
     * At the day's claim limit, restricts the customer's records a new claim would start from (spec 000 §4, "A positive
     * restricted check blocks new claims and sets status RESTRICTED"; §4's RESTRICTED gives LIMIT_REACHED): a record whose
     * claim was refused or cancelled, or one still being filled in, with no order placed and no insurer answer still due.
     * A claim in progress (accepted, with the insurer, being cancelled) is no new claim and stays as it is. Each goes back
     * once the new Los Angeles day lifts the limit (settle).
     */
    restrictAtLimit(customerNumber: string): void {
      if (store.restrictionOf(customerNumber)?.reason !== 'LIMIT_REACHED') return;
      for (const stored of records.values()) {
        if (stored.customerNumber !== customerNumber) continue;
        store.settle(stored);
        const status = stored.record.status as RecordStatus;
        const startsNew = isNewClaimAllowed(status) && !NOT_RESTRICTED.has(status);
        if (startsNew && !stored.order && stored.pending.length === 0) store.restrict(stored, status);
      }
    },
    /** Restricts the record (spec 000 section 4: RESTRICTED), to go back to `liftTo` once the restriction lifts. */
    restrict(stored: StoredRecord, liftTo: RecordStatus): void {
      stored.liftTo = liftTo;
      store.setStatus(stored, 'RESTRICTED');
    },
    /** Moves the record to a status, with its customer-facing status (the sandbox's rule, rules.ts) and a new lastModified. */
    setStatus(stored: StoredRecord, status: RecordStatus): void {
      stored.record.status = status;
      stored.record.customerFacingStatus = recordCustomerFacingStatus(stored.record);
      stored.record.lastModified = store.isoNow();
    },
    /** Marks a change that keeps the status. */
    touch(stored: StoredRecord): void {
      stored.record.lastModified = store.isoNow();
    },
    /** The record's claim data, created when missing. */
    claimData(stored: StoredRecord): NonNullable<ClaimRecord['claimData']> {
      stored.record.claimData ??= {};
      return stored.record.claimData;
    },
    /** A customer's file, created on first use. */
    customer(customerNumber: string): CustomerFile {
      let file = customers.get(customerNumber);
      if (!file) {
        file = { lookupFailures: 0, lockedUntil: 0, submits: [], quoteRequests: [], claims: [] };
        customers.set(customerNumber, file);
      }
      return file;
    },
    /**
     * The insurer's share the order of a record's cart takes, in minor units, or undefined when it takes none: the
     * confirmed amount of an accepted claim (an acknowledged claim is pre-authorised in full, so no share), or of an
     * accepted French quote, while the record's use of insurance is on (spec 000 §4, "Insurance usage": the toggle rule
     * of rules.ts) and its claim is neither cancelled, being cancelled nor refused (claimMayShare: a French quote stays
     * CX_ACCEPTED until its claim's cancellation lands), and only while the cart is the one the share was priced for: a
     * cart changed since (a line removed, a quantity changed) is another order, whose share the claim's cancellation
     * (spec 000 §3, CART_UPDATE) or a new quote decides.
     */
    orderShare(stored: StoredRecord): number | undefined {
      store.settle(stored);
      if (!insuranceOn(stored.record) || !claimMayShare(stored.record.status) || !store.pricedCartHolds(stored)) return undefined;
      const data = stored.record.claimData;
      const accepted = stored.record.status === 'CLAIM_ACCEPTED' ? data?.claim?.confirmedAmount : undefined;
      const quoted = data?.quote?.status === 'CX_ACCEPTED' ? data.quote.quoteConfirmedAmount : undefined;
      const amount = accepted ?? quoted;
      return amount ? Math.max(0, toMinorUnits(amount.amount, currencyOfStored(stored))) : undefined;
    },
    /** The insurer's share of a cart in minor units, as the shop's totals show it: its record's orderShare; 0 when none takes one. */
    shareOf(cartId: string): number {
      for (const stored of records.values()) {
        if (stored.record.cartId !== cartId) continue;
        const share = store.orderShare(stored);
        if (share !== undefined) return share;
      }
      return 0;
    },
    /**
     * The record's cart as it is now, in minor units: the order's lines once it is placed; else the shop's lines under its
     * cart id, else (a cart the sandbox does not hold: a shop answering its own cart calls) the lines the widgets sent with
     * the record; undefined when none.
     */
    cartNow(stored: StoredRecord): PricedLine[] | undefined {
      if (stored.order) return stored.order.lines;
      const held = stored.record.cartId ? options.linesOfCart?.(stored.record.cartId) : undefined;
      if (held) return held.map(({ id, quantity, unitPriceMinor }) => ({ id, quantity, unitPriceMinor }));
      const sent = stored.sentLines ?? [];
      if (sent.length === 0) return undefined;
      const currency = currencyOfStored(stored);
      return sent.map((line) => ({ id: line.productId, quantity: line.quantity, unitPriceMinor: toMinorUnits(line.unitFullPrice.amount, currency) }));
    },
    /** Remembers the cart as the insurer prices the share now (StoredRecord.pricedCart). */
    keepPricedCart(stored: StoredRecord): void {
      stored.pricedCart = store.cartNow(stored);
    },
    /**
     * Whether the record's share comes off its cart as it is now: the cart is still the one the share was priced for (the
     * same lines, quantities and prices), or the claim can no longer be cancelled (past the nullify cut-off, spec 000 §4)
     * and stands on the cart as it is, which the shop's totals cap at its products. A record priced from no known cart
     * (set up by hand) is taken as its cart's.
     */
    pricedCartHolds(stored: StoredRecord): boolean {
      const priced = stored.pricedCart;
      if (!priced || nullifyExpired(stored.record.lastModified, new Date(now()))) return true;
      const cart = store.cartNow(stored) ?? [];
      return cart.length === priced.length && priced.every((line) => cart.some((held) => held.id === line.id && held.quantity === line.quantity && held.unitPriceMinor === line.unitPriceMinor));
    },
    /** Forgets every record, customer and file (POST /sandbox/reset). */
    clear(): void {
      records.clear();
      customers.clear();
      files.clear();
    },
  };
  return store;
}

/** The service memory's interface. */
export type ServiceStore = ReturnType<typeof createServiceStore>;

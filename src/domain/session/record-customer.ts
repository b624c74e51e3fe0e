// What a new claim record says about the customer (spec 000 sections 6 and 7, PUT claim-records).
import type { VisitorKind } from './session.ts';

/** The customer details the shop knows. */
export interface CustomerDetails {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
}

/** What a new claim record carries about the customer. */
export interface RecordCustomer {
  customerEmail?: string;
  customerPhone?: string;
  customerName?: { firstName: string; lastName: string };
}

/** Guests send no name, e-mail or phone when a claim record is created (spec 000 section 6). */
export function recordCustomer(kind: VisitorKind, customer: CustomerDetails): RecordCustomer {
  if (kind.isGuest && !kind.isLoggedIn) return {};
  const out: RecordCustomer = {};
  if (customer.email) out.customerEmail = customer.email;
  if (customer.phone) out.customerPhone = customer.phone;
  if (customer.firstName && customer.lastName) out.customerName = { firstName: customer.firstName, lastName: customer.lastName };
  return out;
}

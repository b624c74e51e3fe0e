// The way back from a sign-in prompt (spec 000 section 2, login-redirect): which page the drawer opens on once the
// shopper is back.

/** Where a shopper left for the sign-in: the page's path and its query. */
export interface PageAddress {
  pathname: string;
  search: string;
}

/**
 * Whether the page is the one the shopper left for the sign-in (spec 000 section 2, login-redirect): the same path,
 * with every parameter the page had then (a shop may add its own on the way back).
 */
export function isReturnTo(left: PageAddress, here: PageAddress): boolean {
  if (left.pathname !== here.pathname) return false;
  const now = new URLSearchParams(here.search);
  return Array.from(new URLSearchParams(left.search)).every(([key, value]) => now.getAll(key).includes(value));
}

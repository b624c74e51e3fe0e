// Whether the shopper is on the cart page (spec 000 section 4), apart from paths.ts: every product page loads paths.ts
// before any click, and only a change of insurance asks this.

/** Whether the shopper is on the cart page, where totals refresh after a change of insurance (spec 000 section 4). Trailing slashes and case do not matter. */
export function isCartPage(pathname: string, cartPath: string): boolean {
  const norm = (p: string) => p.replace(/\/+$/, '').toLowerCase();
  return norm(pathname) === norm(cartPath);
}

// The shop's cart call, apart from the session calls: only the drawer needs it, so the product
// page's loader does not carry the cart schema.
import { Cart } from '../contract/claim/cart.ts';
import { parse } from '../contract/parse.ts';
import { get, type ShopOptions } from './shop.ts';

/** GET cart/cartItemDetails (spec 000 section 7). */
export const fetchCart = (o: ShopOptions): Promise<Cart> => get(o, 'cart/cartItemDetails', (a, call) => parse(a, Cart, call), 'cart');

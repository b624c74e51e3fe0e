// A change of the shop's cart being followed (spec 001 section 6, the host's "cart changes"; spec 001 section 9, a cart
// change may cancel coverage): until the widgets have read the cart again, the amounts they computed from the cart as
// it was (an estimate, a quote, an accepted share) are not the shopper's to rely on.
import { computed, signal } from '@preact/signals-react';

/** How many changes of the cart are being followed now (the host may tell another while one runs). */
const following = signal(0);

/** The shop said the cart changed and the widgets have not finished reading it since: amounts shown are being updated. */
export const cartUpdating = computed(() => following.value > 0);

/** How many changes of the cart the widgets followed to the end: a view that read the cart reads it again after each. */
export const cartChanges = signal(0);

/** Follows a change of the cart: `work` reads what it changes; amounts wait for it, and views read the cart again after. */
export async function followCartChange(work: () => Promise<void>): Promise<void> {
  following.value += 1;
  try {
    await work();
  } finally {
    // A reset meanwhile (sign-out, tests) already counted this change out.
    following.value = Math.max(0, following.value - 1);
    cartChanges.value += 1;
  }
}

/** A cart found to differ from the order an amount was for, without the shop saying so (another tab's cart page): views read it again. */
export function cartFoundChanged(): void {
  cartChanges.value += 1;
}

/** Forgets the changes followed (tests). */
export function resetCartChange(): void {
  following.value = 0;
  cartChanges.value = 0;
}

// The visitor's pages: sign-in (or continue as a guest) and my account's claims with the my-claims widget.
import type { ShopSession } from '../state.ts';
import { esc, link, type DemoLocale } from './kit.ts';
import { page } from './layout.ts';
import { wordsOf } from './words.ts';

/** The account area, which a guest has not got: sign-in does not offer the guest way there. */
const ACCOUNT_PATH = /^\/[a-z]{2}-[a-z]{2}\/account\//;

/** The sign-in page: any e-mail signs in as a demo customer, or the visitor goes on as a guest. */
export function signInPage(locale: DemoLocale, brand: string, session: ShopSession, redirectUrl: string, badEmail?: string): string {
  const words = wordsOf(locale);
  // A refused address comes back as typed, marked invalid and explained (nothing the shopper typed is lost).
  const invalid = badEmail === undefined ? '' : ' aria-invalid="true" aria-describedby="email-error" autofocus';
  const error = badEmail === undefined ? '' : `<p class="field-error" id="email-error" role="alert">${words.emailError}</p>`;
  const back = `<input type="hidden" name="redirectUrl" value="${esc(redirectUrl)}">`;
  const guest = ACCOUNT_PATH.test(redirectUrl)
    ? ''
    : `<section class="guest" aria-labelledby="guest-heading">
  <h2 id="guest-heading">${words.guestHeading}</h2>
  <p>${words.guestHint}</p>
  <form method="post" action="${esc(link(`/${locale}/sign-in/guest`, brand))}">
    ${back}
    <button class="shop-button shop-button-secondary" type="submit">${words.continueAsGuest}</button>
  </form>
</section>`;
  // The e-mail is a text field with an e-mail keyboard, not type="email": a browser refuses an address such as
  // łukasz@example.pl there, and the shop checks the address itself (sandbox/shop.ts).
  const body = `<h1>${words.signInHeading}</h1>
<p>${words.signInHint}</p>
<form class="sign-in" method="post" action="${esc(link(`/${locale}/sign-in`, brand))}">
  ${back}
  <label for="email">${words.email}</label>
  <input id="email" name="email" type="text" inputmode="email" autocomplete="email" spellcheck="false" autocapitalize="off" required value="${esc(badEmail ?? 'alex.martin@example.com')}"${invalid}>
  ${error}
  <button class="shop-button" type="submit">${words.signIn}</button>
</form>
${guest}`;
  return page({ locale, brand, title: words.signIn, body, session, path: `/${locale}/sign-in`, keep: { redirectUrl } });
}

/** My account's claims page: the my-claims widget lists the customer's claims and their documents. */
export function claimsPage(locale: DemoLocale, brand: string, session: ShopSession): string {
  const words = wordsOf(locale);
  const body = `<p class="breadcrumb">${words.accountHeading}</p>
<h1>${words.claimsHeading}</h1>
<p>${words.claimsIntro}</p>
<div data-direct-billing="my-claims"></div>`;
  return page({ locale, brand, title: words.claimsHeading, body, session, path: `/${locale}/account/claims`, widgets: true });
}

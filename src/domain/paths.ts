// Host paths the widgets link to (spec 000 section 2, "Host defaults").

/**
 * The sign-in link that brings the shopper back to the page they are on, with the redirect
 * parameter (spec 000 section 2). Only a same-site path is carried, never another origin.
 */
export function signInHref(signInPath: string, redirectParam: string, here: { pathname: string; search: string }): string {
  const back = here.pathname.startsWith('/') && !here.pathname.startsWith('//') ? here.pathname + here.search : '/';
  const joiner = signInPath.includes('?') ? '&' : '?';
  return `${signInPath}${joiner}${encodeURIComponent(redirectParam)}=${encodeURIComponent(back)}`;
}

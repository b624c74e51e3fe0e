// Host paths the widgets link to (spec 000 section 2, "Host defaults").

/**
 * Whether a path stays on this site: it starts with one slash, not "//" or "/\\" (which browsers
 * read as another host), and has no control characters (browsers drop tabs and newlines, so
 * "/\t/evil.example" would become "//evil.example").
 */
export function isSameSitePath(path: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])[^\x00-\x1f\x7f]*$/.test(path);
}

/**
 * The sign-in link that brings the shopper back to the page they are on, with the redirect
 * parameter (spec 000 section 2). Only a same-site path is carried, never another origin.
 */
export function signInHref(signInPath: string, redirectParam: string, here: { pathname: string; search: string }): string {
  const back = isSameSitePath(here.pathname + here.search) ? here.pathname + here.search : '/';
  const joiner = signInPath.includes('?') ? '&' : '?';
  return `${signInPath}${joiner}${encodeURIComponent(redirectParam)}=${encodeURIComponent(back)}`;
}

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

/** Characters a URL parser drops or reads as a slash, raw or percent-encoded: control characters, backslashes, encoded slashes. */
// eslint-disable-next-line no-control-regex
const SMUGGLING = /[\x00-\x1f\x7f\\]|%(?:[01][0-9a-f]|7f|2f|5c)/i;

/** A value that names a scheme ("https:", "javascript:"): an absolute URL, never a path. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The same-origin path a configured path stands for, or null when it could send the shopper elsewhere (spec 000
 * section 3, host page configuration; DESIGN: never break the host). A path starts with one "/" (not "//", which a
 * browser reads as another host); an absolute http(s) URL is taken only when its origin is the page's own, and is
 * kept as its path. Refused anywhere in the value: control characters (browsers drop a tab or newline, so
 * "/\t/evil.example" or "java\nscript:" would become a link elsewhere), backslashes (read as "/"), and
 * percent-encoded slashes, backslashes and control characters (a shop that decodes its redirect would meet them).
 */
export function sameOriginPath(value: string, origin?: string): string | null {
  if (SMUGGLING.test(value)) return null;
  if (/^\/(?!\/)/.test(value)) return value;
  if (!origin || !SCHEME.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== origin || url.username || url.password) return null;
  // The rest as written, so a {locale} placeholder stays as the shop typed it (the URL parser would encode its braces).
  const rest = value.replace(/^https?:\/\/[^/?#]*/i, '');
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  return path.startsWith('//') ? null : path;
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

// How a customer header travels (spec 000 section 7: "the customer number and e-mail as headers"). A header value is
// Latin-1 bytes at best (a browser refuses anything else: `fetch` throws on "łukasz@example.pl"), so a value that is not
// printable ASCII is sent as an RFC 8187 ext-value, `UTF-8''` then its UTF-8 bytes percent-encoded; printable ASCII,
// every e-mail most shops hold, travels as written. The service decodes both.

/** The mark of an encoded value: RFC 8187's charset UTF-8 with no language tag, matched without regard to case. */
export const ENCODED_PREFIX = "UTF-8''";

/** A value that can travel as written: printable ASCII that does not itself start with the mark of an encoded one. */
const plain = (value: string): boolean => /^[\x20-\x7e]*$/.test(value) && !value.toLowerCase().startsWith(ENCODED_PREFIX.toLowerCase());

/** A lone surrogate has no UTF-8 form; it becomes U+FFFD, as TextEncoder makes it, rather than failing the call. */
const wellFormed = (value: string): string => value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/**
 * A customer header's value as the contract sends it: printable ASCII as written, anything else as
 * `UTF-8''<percent-encoded UTF-8>` (RFC 8187 section 3.2; only its attr-chars stay unencoded).
 */
export function encodeHeaderValue(value: string): string {
  if (plain(value)) return value;
  const encoded = encodeURIComponent(wellFormed(value)).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return ENCODED_PREFIX + encoded;
}

/** A customer header's value as the customer wrote it; null when it is marked encoded but its bytes are not UTF-8. */
export function decodeHeaderValue(value: string): string | null {
  if (!value.toLowerCase().startsWith(ENCODED_PREFIX.toLowerCase())) return value;
  const rest = value.slice(ENCODED_PREFIX.length);
  if (!/^(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-Fa-f]{2})*$/.test(rest)) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

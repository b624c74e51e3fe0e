// Stored files as a storage bucket's signed URLs serve them: the claim forms, the claim notices and the uploaded
// prescriptions (GET /storage/files/{id}?expires=…&grant=…&signature=…). Only the get-url calls mint a URL: an HMAC of
// the file, its expiry and its grant under a secret of this process. A customer's file is bound to a grant, the public
// handle of the token that asked, so it stops opening when the token expires or its shop session signs out.
import { Hono, type Context } from 'hono';
import type { State } from '../state.ts';

/** How long a signed file URL opens its file: long enough to click it, short enough that a leaked one soon dies. */
export const FILE_URL_LIFETIME_MS = 5 * 60 * 1000;
/** The grant of a file that is no customer's (an insurer's blank claim form, a help guide): signed and short-lived all the same. */
export const PUBLIC_GRANT = 'public';

/** The signing secret: new with every process, so no URL outlives a restart and none can be forged from the source. */
const SECRET = crypto.getRandomValues(new Uint8Array(32));
let key: Promise<CryptoKey> | null = null;

/** The URL's signature: HMAC-SHA-256 of the file, the expiry and the grant, in hex (Web Crypto, so the sandbox also runs in component tests). */
async function signatureOf(fileId: string, expires: number, grant: string): Promise<string> {
  key ??= crypto.subtle.importKey('raw', SECRET, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(`${fileId}\n${expires}\n${grant}`));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether two strings are equal, in a time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The storage path of a stored file: what a claim record names it by. It opens nothing without a signature. */
export function filePath(origin: string, fileId: string): string {
  return `${origin}/storage/files/${encodeURIComponent(fileId)}`;
}

/** A signed URL of a stored file for `grant` (a token's grant, or PUBLIC_GRANT), valid FILE_URL_LIFETIME_MS from `now`. */
export async function fileUrl(origin: string, fileId: string, grant: string, now: number): Promise<string> {
  const expires = now + FILE_URL_LIFETIME_MS;
  const query = new URLSearchParams({ expires: String(expires), grant, signature: await signatureOf(fileId, expires, grant) });
  return `${filePath(origin, fileId)}?${query}`;
}

/** The signed URL a service call answers: for the token's customer, on the request's origin, from the credentials' clock. */
export function signedUrlFor(state: State, c: Context, fileId: string, grant: string): Promise<string> {
  return fileUrl(originOf(c.req.url), fileId, grant, state.credentialNow());
}

/** The origin a request came to, for absolute URLs in answers. */
export const originOf = (url: string): string => new URL(url).origin;

/** Why a file URL is refused before its file is looked up (no signature, a wrong one, expired), or null. */
async function signatureRefusal(state: State, fileId: string, query: (name: string) => string | undefined): Promise<string | null> {
  const expires = Number(query('expires'));
  const wanted = await signatureOf(fileId, expires, query('grant') ?? '');
  if (!Number.isSafeInteger(expires) || !sameText(query('signature') ?? '', wanted)) return 'This file URL is not signed: ask its get-url call for one';
  if (expires <= state.credentialNow()) return 'This file URL expired: ask its get-url call for a new one';
  return null;
}

/** Why a signed URL's grant may not read a file of this owner (a signed-out or another customer's grant), or null. */
function grantRefusal(state: State, grant: string, owner: string | undefined): string | null {
  if (grant === PUBLIC_GRANT) return owner === undefined ? null : 'This file belongs to a customer';
  const holder = state.ownerOfGrant(grant);
  if (!holder) return 'The session this file URL was issued to has ended';
  return holder.customerNumber === owner ? null : 'This file belongs to another customer';
}

/** The service's error shape for the file routes. */
const refuse = (c: Context, status: 403 | 404, message: string) => c.json({ errorType: 'AUTHENTICATION_ERROR', errorCode: 'GENERIC_ERROR', message }, status);

/** The file-serving routes. */
export function fileRoutes(state: State) {
  const app = new Hono();
  app.get('/:fileId', async (c) => {
    const fileId = c.req.param('fileId');
    // The signature first: without one, a file that exists and one that does not look the same.
    const unsigned = await signatureRefusal(state, fileId, (name) => c.req.query(name));
    if (unsigned) return refuse(c, 403, unsigned);
    const file = state.service.files.get(fileId);
    if (!file) return refuse(c, 404, 'No such file');
    const refusal = grantRefusal(state, c.req.query('grant') ?? '', file.owner);
    if (refusal) return refuse(c, 403, refusal);
    return c.body(file.bytes.slice().buffer, 200, {
      'content-type': file.contentType,
      // A name with any character survives as an RFC 5987 filename*.
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });
  return app;
}

// Stored files by their unguessable id, as a storage bucket's signed URLs serve them: the claim forms,
// the claim notices and the uploaded prescriptions (GET /storage/files/{id}).
import { Hono } from 'hono';
import type { State } from '../state.ts';

/** The storage URL of a stored file, on the origin of the request that asks for it. */
export function fileUrl(origin: string, fileId: string): string {
  return `${origin}/storage/files/${encodeURIComponent(fileId)}`;
}

/** The origin a request came to, for absolute URLs in answers. */
export const originOf = (url: string): string => new URL(url).origin;

/** The file-serving routes. */
export function fileRoutes(state: State) {
  const app = new Hono();
  app.get('/:fileId', (c) => {
    const file = state.service.files.get(c.req.param('fileId'));
    if (!file) return c.text('No such file', 404);
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

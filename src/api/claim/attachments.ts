// The stored-file calls (spec 000 section 7): a file's URL, and an insurer's claim form for out-of-network shoppers.
import type { Caller } from '../call.ts';
import { AttachmentUrl } from '../../contract/claim/claims.ts';

/** POST attachments/{id}/get-url: where to read a stored file (an http(s) URL, else ContractError). */
export function getAttachmentUrl(api: Caller, attachmentId: string, attachmentType: string, signal?: AbortSignal): Promise<AttachmentUrl> {
  return api.call({
    method: 'POST',
    path: `attachments/${encodeURIComponent(attachmentId)}/get-url`,
    name: 'attachments/{id}/get-url',
    schema: AttachmentUrl,
    body: { attachmentId, attachmentType },
    signal,
  });
}

/** POST attachments/{id}/get-insurance-form-url: the insurer's claim form; an API-key call, so it works signed out (overview). */
export function getInsuranceFormUrl(api: Caller, attachmentId: string, signal?: AbortSignal): Promise<AttachmentUrl> {
  return api.call({
    method: 'POST',
    path: `attachments/${encodeURIComponent(attachmentId)}/get-insurance-form-url`,
    name: 'attachments/{id}/get-insurance-form-url',
    schema: AttachmentUrl,
    auth: 'api-key',
    signal,
  });
}

// The directory calls (spec 000 section 7: dispensing-practitioners, service-locations, shared-services/attachments).
// The spec shows no request or answer; each is a plain GET for the signed-in customer, cached 300 seconds as query data (spec 000 section 9).
import type { Caller } from '../call.ts';
import { DispensingPractitioners, ServiceLocations, SharedAttachments } from '../../contract/claim/directory.ts';

/** GET dispensing-practitioners: the doctors a shopper may pick rather than type. */
export function listDispensingPractitioners(api: Caller, signal?: AbortSignal): Promise<DispensingPractitioners> {
  return api.call({ method: 'GET', path: 'dispensing-practitioners', name: 'dispensing-practitioners', schema: DispensingPractitioners, cache: true, signal });
}

/** GET service-locations: the stores of the in-store channel. */
export function listServiceLocations(api: Caller, signal?: AbortSignal): Promise<ServiceLocations> {
  return api.call({ method: 'GET', path: 'service-locations', name: 'service-locations', schema: ServiceLocations, cache: true, signal });
}

/** GET shared-services/attachments: documents every insurer shares (help guides); attachments/{id}/get-url gives each URL. */
export function listSharedAttachments(api: Caller, signal?: AbortSignal): Promise<SharedAttachments> {
  return api.call({ method: 'GET', path: 'shared-services/attachments', name: 'shared-services/attachments', schema: SharedAttachments, cache: true, signal });
}

// Whether the direct-billing service is reachable, as the host page says (spec 001 section 6, "service status").
// Loaded with every product page, so a page can say so before anyone signs in, and saying so fetches nothing more.
import { signal } from '@preact/signals-react';

/** False once the host page says the direct-billing service is offline. */
export const serviceOnline = signal(true);

/** Online again, as at the start (tests). */
export function resetServiceStatus(): void {
  serviceOnline.value = true;
}

/** The host page says whether the service is reachable. */
export function setServiceStatus(online: boolean): void {
  serviceOnline.value = online;
}

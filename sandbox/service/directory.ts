// The directory calls (spec 000 section 7): the shop's doctors, its stores, and documents shared by every
// insurer (the prescription help guides as real PDFs, served through attachments/{id}/get-url's file store).
import { Hono } from 'hono';
import { DispensingPractitioners, ServiceLocations, SharedAttachments } from '../../src/contract/claim/directory.ts';
import type { State } from '../state.ts';
import { answer, type ServiceEnv } from './kit.ts';
import { pdfDocument } from './pdf.ts';

/** The doctors of the demo shop. */
const PRACTITIONERS = [
  { id: 'dp_lee', firstName: 'Sam', lastName: 'Lee', credential: 'OPTOMETRIST', licenseNumber: 'OPT-20417' },
  { id: 'dp_okafor', firstName: 'Ngozi', lastName: 'Okafor', credential: 'OPHTHALMOLOGIST', licenseNumber: 'OPH-11873' },
  { id: 'dp_tremblay', firstName: 'Julie', lastName: 'Tremblay', credential: 'MEDICAL_DOCTOR' },
];

/** The stores of the demo shop, one per demo country. */
const LOCATIONS = [
  { id: 'sl_mtl', name: 'Montréal – Sainte-Catherine', address: { line1: '1200 rue Sainte-Catherine O', city: 'Montréal', region: 'QC', postalCode: 'H3B 1K1', country: 'CA' }, phone: '+1 514 555 0100' },
  { id: 'sl_sea', name: 'Seattle – Pike Street', address: { line1: '1500 Pike St', city: 'Seattle', region: 'WA', postalCode: '98101', country: 'US' }, phone: '+1 206 555 0100' },
  { id: 'sl_par', name: 'Paris – Bastille', address: { line1: '12 rue de la Roquette', city: 'Paris', postalCode: '75011', country: 'FR' } },
];

/** The help guides every insurer shares (spec 000 section 2: glasses, contacts, a clear photo). */
const SHARED = [
  { id: 'att_help_glasses', type: 'HELP_GLASSES_RX', name: 'Reading a glasses prescription' },
  { id: 'att_help_contacts', type: 'HELP_CONTACTS_RX', name: 'Reading a contact lens prescription' },
  { id: 'att_help_photo', type: 'HELP_PHOTO', name: 'Taking a clear photo of a prescription' },
];

/** A shared document by id, for attachments/{id}/get-url. */
export function sharedAttachmentById(id: string): (typeof SHARED)[number] | undefined {
  return SHARED.find((a) => a.id === id);
}

/** Stores a shared document's PDF (again after a reset) and answers its file id. */
export function storeSharedAttachment(state: State, attachment: (typeof SHARED)[number]): string {
  if (!state.service.files.has(attachment.id)) {
    const bytes = pdfDocument(attachment.name, ['Direct-billing sandbox: a help guide shared by every insurer.']);
    state.service.files.set(attachment.id, { name: `${attachment.name}.pdf`, contentType: 'application/pdf', bytes });
  }
  return attachment.id;
}

/** The directory routes (customer calls). */
export function directoryRoutes() {
  const app = new Hono<ServiceEnv>();
  app.get('/dispensing-practitioners', (c) => answer(c, DispensingPractitioners, { dispensingPractitioners: PRACTITIONERS }));
  app.get('/service-locations', (c) => answer(c, ServiceLocations, { serviceLocations: LOCATIONS }));
  app.get('/shared-services/attachments', (c) => answer(c, SharedAttachments, { attachments: SHARED }));
  return app;
}

// Answers about insurers, insurance providers and their forms (spec 000 sections 3 and 7; spec 001 section 2).
import { array, boolean, integer, string, type, type Infer } from 'superstruct';
import { AttachmentRef, maybe, LocalizedName } from '../common.ts';

/**
 * One field a forms wizard renders. Our shape (spec 000 section 7 does not show it): `name` is the dotted
 * path in claimData the value fills (e.g. `primaryCoverage.insuree.memberId`), `kind` is one of the field
 * kinds the rules check (FieldKind in src/domain/information/fields.ts: text, date, zip, postal, phone, nationalId, select,
 * checkbox, birthRank; a kind we do not know renders as text), `options` are the
 * values of a select, and the label and messages are message keys derived from `name` unless `labelKey` is set.
 */
export const FormField = type({
  name: string(),
  kind: string(),
  required: maybe(boolean()),
  minLength: maybe(integer()),
  maxLength: maybe(integer()),
  options: maybe(array(string())),
  labelKey: maybe(string()),
});
/** A field of an insurance form. */
export type FormField = Infer<typeof FormField>;

/** One page of the forms wizard (member, patient, doctor...): a title message key and its fields, in order. */
export const FormGroup = type({ id: string(), titleKey: string(), fields: array(FormField) });
/** A form page. */
export type FormGroup = Infer<typeof FormGroup>;

/** GET insurance-providers/{id}/default-insurance-forms (cached): the wizard's pages in order; their count is the step offset. */
export const InsuranceForms = type({ formGroups: array(FormGroup) });
/** The default insurance forms of a provider. */
export type InsuranceForms = Infer<typeof InsuranceForms>;

/**
 * An insurer (spec 000 section 3). providerType keeps what the service sends (IN_NETWORK, OUT_OF_NETWORK,
 * UNKNOWN, or lowercase in-network): the rules normalise it, and an unknown value counts as UNKNOWN.
 */
export const Insurer = type({
  id: string(),
  name: LocalizedName,
  insuranceProviderId: maybe(string()),
  providerType: maybe(string()),
  active: maybe(boolean()),
  availableChannels: maybe(array(string())),
  dynamicFormsType: maybe(string()),
  dynamicFormsConfig: maybe(InsuranceForms),
  attachment: maybe(AttachmentRef),
});
/** An insurer. */
export type Insurer = Infer<typeof Insurer>;

/** GET insurers and GET insurers/list?active=true: our shape wraps the list so it can grow without breaking. */
export const Insurers = type({ insurers: array(Insurer) });
/** A list of insurers. */
export type Insurers = Infer<typeof Insurers>;

/** GET insurance-providers/{id} (cached): our shape, the provider's id, name and network type. */
export const InsuranceProvider = type({
  id: string(),
  name: maybe(LocalizedName),
  providerType: maybe(string()),
});
/** An insurance provider. */
export type InsuranceProvider = Infer<typeof InsuranceProvider>;

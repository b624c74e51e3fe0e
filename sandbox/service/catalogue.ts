// The sandbox's insurers and insurance providers (spec 000 section 3, "Insurer"): North American carriers in
// and out of network, French mutuelles for the quote flow, and the lookups the other service modules use.
// Every name is invented; none is a real company's.
import type { InsuranceProvider, Insurer } from '../../src/contract/insurer/insurers.ts';
import { customCarrierForms } from './forms.ts';
import { frenchMarket } from './rules/host.ts';

/** The market an insurer serves: North American direct billing or the French quote flow (spec 000 section 1). */
export type Market = 'NA' | 'FR';

/** One insurer of the catalogue, with what the sandbox's simulated insurer needs beside the contract's fields. */
export interface CatalogueEntry {
  readonly insurer: Insurer;
  readonly market: Market;
  /** Whether the member's contact lens plans answer benefitAvailability COMING_SOON (spec 000 section 3). */
  readonly contactLensesComingSoon: boolean;
  /** Whether it quotes contact lenses only by multiples of six (spec 001 section 5: "some French insurers"). */
  readonly contactLensesBySix: boolean;
}

/** An in-network carrier with every channel: the default choice of the demo and the tests. */
export const IN_NETWORK_ID = 'ins_quillfeather';
/** An in-network carrier sent with the lowercase provider type spec 000 section 3 says also appears. */
export const LOWERCASE_IN_NETWORK_ID = 'ins_tamarack';
/** An in-network carrier with its own forms (dynamicFormsType CUSTOM) instead of its provider's. */
export const CUSTOM_FORMS_ID = 'ins_cobblestone';
/** An in-network carrier whose contact lens benefits are COMING_SOON (spec 001 section 8, CONTACT_LENSES_COMING_SOON). */
export const COMING_SOON_ID = 'ins_brindlewood';
/** An out-of-network carrier: the shopper downloads its claim form (spec 000 section 1). */
export const OUT_OF_NETWORK_ID = 'ins_saltmarsh';
/** An inactive carrier, which insurers/list?active=true leaves out. */
export const INACTIVE_ID = 'ins_oldwillow';
/** A French mutuelle: records with it run the quote flow. */
export const MUTUELLE_ID = 'mut_pivoine';
/** A second French mutuelle, so the French insurer list is a choice. */
export const SECOND_MUTUELLE_ID = 'mut_lavandiere';

/** The provider of the in-network carriers. */
export const NETWORK_PROVIDER_ID = 'prov_clearsight';
/** The provider of the out-of-network carrier. */
export const OUT_OF_NETWORK_PROVIDER_ID = 'prov_openlens';
/** The provider of the French mutuelles. */
export const FRENCH_PROVIDER_ID = 'prov_tierslumiere';

/** The out-of-network carrier's claim form: its attachment id, also the id of the stored PDF. */
export const CLAIM_FORM_ID = 'att_saltmarsh_claim_form';
/** The attachment type of an insurer's claim form. */
export const CLAIM_FORM_TYPE = 'CLAIM_FORM';

const EVERY_CHANNEL = ['ONLINE', 'IN_STORE', 'CUSTOMER_SERVICE'];

/** The insurers, North American first, then French. */
export const CATALOGUE: readonly CatalogueEntry[] = [
  na({
    id: IN_NETWORK_ID,
    name: { en: 'Quillfeather Vision Plan', fr: 'Régime de vision Quillfeather' },
    insuranceProviderId: NETWORK_PROVIDER_ID,
    providerType: 'IN_NETWORK',
    active: true,
    availableChannels: EVERY_CHANNEL,
    dynamicFormsType: 'DEFAULT',
  }),
  na({
    id: LOWERCASE_IN_NETWORK_ID,
    name: { en: 'Tamarack Eyecare Benefits', fr: 'Avantages visuels Tamarack' },
    insuranceProviderId: NETWORK_PROVIDER_ID,
    providerType: 'in-network',
    active: true,
    availableChannels: ['ONLINE', 'CUSTOMER_SERVICE'],
    dynamicFormsType: 'DEFAULT',
  }),
  na({
    id: CUSTOM_FORMS_ID,
    name: { en: 'Cobblestone Group Vision', fr: 'Vision collective Cobblestone' },
    insuranceProviderId: NETWORK_PROVIDER_ID,
    providerType: 'IN_NETWORK',
    active: true,
    availableChannels: ['ONLINE', 'IN_STORE'],
    dynamicFormsType: 'CUSTOM',
    dynamicFormsConfig: customCarrierForms(),
  }),
  na(
    {
      id: COMING_SOON_ID,
      name: { en: 'Brindlewood Vision Care', fr: 'Soins de la vue Brindlewood' },
      insuranceProviderId: NETWORK_PROVIDER_ID,
      providerType: 'IN_NETWORK',
      active: true,
      availableChannels: EVERY_CHANNEL,
      dynamicFormsType: 'DEFAULT',
    },
    true,
  ),
  na({
    id: OUT_OF_NETWORK_ID,
    name: { en: 'Saltmarsh Mutual Vision', fr: 'Vision mutuelle Saltmarsh' },
    insuranceProviderId: OUT_OF_NETWORK_PROVIDER_ID,
    providerType: 'OUT_OF_NETWORK',
    active: true,
    availableChannels: ['CUSTOMER_FORM', 'CUSTOMER_SERVICE'],
    dynamicFormsType: 'DEFAULT',
    attachment: { type: CLAIM_FORM_TYPE, id: CLAIM_FORM_ID, name: 'Saltmarsh vision claim form.pdf' },
  }),
  na({
    id: INACTIVE_ID,
    name: { en: 'Oldwillow Optical Plan', fr: 'Régime optique Oldwillow' },
    insuranceProviderId: NETWORK_PROVIDER_ID,
    providerType: 'IN_NETWORK',
    active: false,
    availableChannels: ['IN_STORE'],
    dynamicFormsType: 'DEFAULT',
  }),
  fr({ id: MUTUELLE_ID, name: { en: 'Pivoine Mutual Health', fr: 'Mutuelle Pivoine Santé' }, availableChannels: ['ONLINE', 'IN_STORE'] }),
  fr({ id: SECOND_MUTUELLE_ID, name: { en: 'Lavandière Mutual', fr: 'Mutuelle Lavandière' }, availableChannels: ['ONLINE'] }, true),
];

function na(insurer: Insurer, contactLensesComingSoon = false): CatalogueEntry {
  return { insurer, market: 'NA', contactLensesComingSoon, contactLensesBySix: false };
}

function fr(insurer: Pick<Insurer, 'id' | 'name' | 'availableChannels'>, contactLensesBySix = false): CatalogueEntry {
  const full: Insurer = { ...insurer, insuranceProviderId: FRENCH_PROVIDER_ID, providerType: 'IN_NETWORK', active: true, dynamicFormsType: 'DEFAULT' };
  return { insurer: full, market: 'FR', contactLensesComingSoon: false, contactLensesBySix };
}

/** One insurance provider, and the market whose default forms it hands out. */
export interface ProviderEntry {
  readonly provider: InsuranceProvider;
  readonly market: Market;
}

/** The insurance providers every insurer's insuranceProviderId names. */
export const PROVIDERS: readonly ProviderEntry[] = [
  { provider: { id: NETWORK_PROVIDER_ID, name: { en: 'Clearsight Benefits Network', fr: 'Réseau Clearsight' }, providerType: 'IN_NETWORK' }, market: 'NA' },
  { provider: { id: OUT_OF_NETWORK_PROVIDER_ID, name: { en: 'Openlens Carriers', fr: 'Assureurs Openlens' }, providerType: 'OUT_OF_NETWORK' }, market: 'NA' },
  { provider: { id: FRENCH_PROVIDER_ID, name: { en: 'Tiers Lumière Network', fr: 'Réseau Tiers Lumière' }, providerType: 'IN_NETWORK' }, market: 'FR' },
];

/** The catalogue entry of an insurer id, or undefined for an id the sandbox does not know. */
export function insurerById(id: string | null | undefined): CatalogueEntry | undefined {
  return CATALOGUE.find((entry) => entry.insurer.id === id);
}

/** Whether a record with this insurer runs the French quote flow. */
export function isFrenchInsurer(id: string | null | undefined): boolean {
  return insurerById(id)?.market === 'FR';
}

/** The provider entry of an id, or undefined. */
export function providerById(id: string | null | undefined): ProviderEntry | undefined {
  return PROVIDERS.find((entry) => entry.provider.id === id);
}

/** The market a `country` query asks for: FR is France, any other country North America, none (blank) every market. */
export function marketOf(country: string | null | undefined): Market | undefined {
  if (!country?.trim()) return undefined;
  return frenchMarket(country) ? 'FR' : 'NA';
}

/** The insurers of a market (every market when undefined), only the active or inactive ones when `active` is given. */
export function insurersOf(market: Market | undefined, active?: boolean): Insurer[] {
  return CATALOGUE.filter((entry) => (market === undefined || entry.market === market) && (active === undefined || (entry.insurer.active ?? true) === active)).map(
    (entry) => entry.insurer,
  );
}

/** The insurer whose attachment has this id, with the attachment, or undefined. */
export function attachmentById(id: string): { insurer: Insurer; attachment: NonNullable<Insurer['attachment']> } | undefined {
  for (const { insurer } of CATALOGUE) if (insurer.attachment?.id === id) return { insurer, attachment: insurer.attachment };
  return undefined;
}

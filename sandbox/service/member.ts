// Member lookup (spec 000 section 7): sync-insurance-member answered later by the simulated insurer,
// with an attempt counter and a lockout; the eligibility re-check; the member's benefit plans.
import { Hono } from 'hono';
import { assign, object, optional, string, validate } from 'superstruct';
import { ClaimRecord, Patient } from '../../src/contract/claim/claim-record.ts';
import { InsurancePlans, type InsurancePlan } from '../../src/contract/claim/plans.ts';
import { Coverage } from '../../src/contract/quote/quotes.ts';
import type { State } from '../state.ts';
import { allowancesOf, copaysOf } from './allowances.ts';
import { prescriptionPhase } from './eligibility.ts';
import { insurerById } from './catalogue.ts';
import { languageTagOf, moneyOf } from './coverage.ts';
import { planTypesOf } from './eligible.ts';
import { answer, askedLocale, fail, jsonBody, type ServiceEnv } from './kit.ts';
import { CLAIM_HELD, FINAL, illegal, isIn } from './machine.ts';
import { findRecord, hasPatientAndDoctor, nameOf, sendPrescriptionsBack } from './records.ts';
import { networkKind } from './rules/host.ts';
import { moneyText } from './rules/money.ts';
import { benefitPlansReady } from './rules/record.ts';
import { currencyOfStored, isFrench, LOOKUP_ATTEMPTS, LOOKUP_LOCK_MS, type ServiceStore, type StoredRecord } from './store.ts';
import { PRODUCT_TYPES } from '../../src/domain/product/products.ts';
import type { RecordStatus } from '../../src/domain/claim/status.ts';

/** The body of a member sync: the coverage (insurer and insuree) is required, the patient optional. */
const SyncBody = assign(
  object({ primaryCoverage: Coverage }),
  object({ patient: optional(Patient), patientRelationship: optional(string()), lookupId: optional(string()) }),
);

/** Lifts a lockout whose time has passed, so the customer starts again with every attempt. */
function unlockIfDue(service: ServiceStore, customerNumber: string): boolean {
  const file = service.customer(customerNumber);
  if (file.lockedUntil > service.now()) return true;
  if (file.lockedUntil !== 0) Object.assign(file, { lockedUntil: 0, lookupFailures: 0 });
  return false;
}

/** The simulated insurer's answer to a lookup, by the scenario in the member ID (README, "Test scenarios"). */
function resolveLookup(service: ServiceStore, stored: StoredRecord): void {
  const file = service.customer(stored.customerNumber);
  const scenarios = service.scenarios(stored);
  const data = service.claimData(stored);
  if (unlockIfDue(service, stored.customerNumber)) return service.restrict(stored, 'INSURANCE_MEMBER_REQUIRED');
  if (scenarios.has('NOTFOUND')) {
    file.lookupFailures += 1;
    if (file.lookupFailures < LOOKUP_ATTEMPTS) return service.setStatus(stored, 'INSURANCE_MEMBER_NOT_FOUND');
    file.lockedUntil = service.now() + LOOKUP_LOCK_MS;
    return service.restrict(stored, 'INSURANCE_MEMBER_REQUIRED');
  }
  // Several members share these details until a second lookup brings the group ID.
  if (scenarios.has('MULTIPLE') && (stored.syncs < 2 || !data.primaryCoverage?.insuree?.policyNumber)) {
    return service.setStatus(stored, 'MULTIPLE_INSURANCE_MEMBERS_FOUND');
  }
  file.lookupFailures = 0;
  if (scenarios.has('NOBENEFITS')) {
    data.insuranceStatusErrorCode = 'BENEFITS_UNAVAILABLE';
    return service.setStatus(stored, 'NO_BENEFITS_AVAILABLE');
  }
  delete data.insuranceStatusErrorCode;
  if (isFrench(stored)) return service.setStatus(stored, 'QUOTE_REQUIRED');
  // With a patient and a doctor the record goes where its prescriptions call for: a member looked up again to correct the
  // details an insurer refused keeps the prescriptions validated and the products chosen (READY_TO_CLAIM, submit again).
  service.setStatus(stored, hasPatientAndDoctor(data) ? prescriptionPhase(stored.record) : 'INSURANCE_MEMBER_FOUND');
}

/** The first day of next year: when the sandbox's plans renew. */
const renewalDate = (now: number): string => `${new Date(now).getUTCFullYear() + 1}-01-01`;

/**
 * The member's plans: frame, lenses and contact lenses from the allowances, and an eye exam never covered online. Their
 * descriptions are written in `asked`, the locale the call asked for (askedLocale), else the record's.
 */
export function plansOf(service: ServiceStore, stored: StoredRecord, currency: string, asked?: string): InsurancePlan[] {
  const french = isFrench(stored);
  const allowances = allowancesOf(french, service.scenarios(stored));
  const insurerId = stored.record.claimData?.primaryCoverage?.insurer?.id;
  const comingSoon = insurerId ? insurerById(insurerId)?.contactLensesComingSoon === true : false;
  // In the language asked, amounts as its country writes them; a French mutuelle's French is the French of France, and
  // a call that asks for no language reads the record's (a French mutuelle's record in French).
  const tag = languageTagOf(asked ?? (french ? 'fr_FR' : stored.record.locale));
  const locale = french && tag.startsWith('fr') ? 'fr-FR' : tag;
  const money = (minor: number) => moneyText(minor, locale, currency);
  const typesOf = (planType: string) =>
    PRODUCT_TYPES.filter((t) => planTypesOf(t).includes(planType)).map((productType) => ({ productType, eligibility: 'ELIGIBLE' }));
  const plan = (planType: string, category: string, description: string, availability = 'SUPPORTED'): InsurancePlan => {
    const available = availability === 'SUPPORTED' && (allowances[planType] ?? 0) > 0;
    return {
      planType,
      benefitCategory: category,
      benefitStatus: available ? 'BENEFITS_AVAILABLE' : 'BENEFITS_NOT_AVAILABLE',
      benefitAvailability: availability,
      serviceDescription: description,
      productTypesEligibility: typesOf(planType),
      renewalDate: renewalDate(service.now()),
      // What the plan pays at most: the same allowances the claim's share and the product quotes spend (coverage.ts).
      ...(planType in allowances ? { allowance: moneyOf(allowances[planType] ?? 0, currency) } : {}),
    };
  };
  const fr = locale.startsWith('fr');
  // The French of France puts a narrow no-break space before a colon; Quebec French a no-break space, and calls the
  // copay a "quote-part". A French mutuelle's optical cover has ceilings and no copay: its quote pays up to them.
  const colon = locale === 'fr-FR' ? '\u202f:' : '\u00a0:';
  // The copay the plan states is the one the insurer deducts from the lenses' share (coverage.ts spendAllowances).
  const lensCopay = copaysOf(french).LENSES ?? 0;
  const lenses = fr ? `Verres${colon} jusqu’à ${money(allowances.LENSES ?? 0)}` : `Lenses up to ${money(allowances.LENSES ?? 0)}`;
  return [
    plan('FRAME', 'ROUTINE', fr ? `Monture${colon} jusqu’à ${money(allowances.FRAME ?? 0)}` : `Frame allowance up to ${money(allowances.FRAME ?? 0)}`),
    lensCopay > 0
      ? { ...plan('LENSES', 'ROUTINE', fr ? `${lenses}, quote-part de ${money(lensCopay)}` : `${lenses}, ${money(lensCopay)} copay`), copay: moneyOf(lensCopay, currency) }
      : plan('LENSES', 'ROUTINE', lenses),
    plan('CONTACT_LENSES', 'ADDITIONAL_PURCHASE', fr ? `Lentilles${colon} jusqu’à ${money(allowances.CONTACT_LENSES ?? 0)}` : `Contact lenses up to ${money(allowances.CONTACT_LENSES ?? 0)}`, comingSoon ? 'COMING_SOON' : 'SUPPORTED'),
    { ...plan('EYE_EXAM', 'ROUTINE', fr ? 'En magasin uniquement' : 'In store only'), benefitStatus: 'BENEFITS_NOT_AVAILABLE', productTypesEligibility: [] },
  ];
}

/** The member routes. */
export function memberRoutes(state: State) {
  const app = new Hono<ServiceEnv>();
  const { service } = state;

  app.post('/claim-records/:id/sync-insurance-member', async (c) => {
    const stored = findRecord(state, c);
    if (stored instanceof Response) return stored;
    const [invalid, body] = validate(await jsonBody(c), SyncBody);
    if (invalid) return fail(c, 400, 'VALIDATION_ERROR', `${invalid.path.join('.') || 'body'}: ${invalid.message}`);
    const insurerId = body.primaryCoverage.insurer?.id;
    const entry = insurerId ? insurerById(insurerId) : undefined;
    if (!entry) return fail(c, 400, 'VALIDATION_ERROR', 'primaryCoverage.insurer.id must name an insurer of GET insurers');
    if (networkKind(entry.insurer.providerType) === 'OUT_OF_NETWORK') {
      return fail(c, 409, 'VALIDATION_ERROR', 'This insurer is out of network: the shopper sends its claim form instead of a lookup');
    }
    const insuree = body.primaryCoverage.insuree;
    if (!(entry.market === 'FR' ? insuree?.contractId : insuree?.memberId)?.trim()) {
      return fail(c, 400, 'VALIDATION_ERROR', `primaryCoverage.insuree.${entry.market === 'FR' ? 'contractId (the member number)' : 'memberId'} is required`);
    }
    // A lookup sent again under its id (its first answer was lost on the way) is the same lookup, counted once, whichever
    // of the two arrived first ("Attempts counted once"): the record as it stands is the answer.
    if (body.lookupId && stored.lookupIds?.has(body.lookupId)) return answer(c, ClaimRecord, stored.record);
    if (isIn(stored, CLAIM_HELD) || isIn(stored, FINAL) || stored.record.status === 'QUOTE_REQUESTED') return illegal(c, stored, 'look the member up');
    const data = service.claimData(stored);
    const before = nameOf(data);
    Object.assign(data, { primaryCoverage: body.primaryCoverage }, body.patient ? { patient: body.patient } : {}, body.patientRelationship ? { patientRelationship: body.patientRelationship } : {});
    if (unlockIfDue(service, stored.customerNumber)) {
      service.restrict(stored, 'INSURANCE_MEMBER_REQUIRED');
      return answer(c, ClaimRecord, stored.record);
    }
    // A patient renamed by the lookup invalidates the validated prescription as a PATCH would; the record's status
    // follows the lookup's answer (where its prescriptions stand once the member is found with a patient and a doctor).
    if (nameOf(data) !== before) sendPrescriptionsBack(stored);
    stored.syncs += 1;
    if (body.lookupId) (stored.lookupIds ??= new Set()).add(body.lookupId);
    service.cancelPending(stored);
    service.setStatus(stored, 'QUOTE_REQUESTED');
    // The insurer's answer is about its member: a change of carrier before it comes drops it (records.ts leaveMember).
    service.later(stored, service.delay(stored, 'memberSync'), () => resolveLookup(service, stored), service.carrier(stored));
    return answer(c, ClaimRecord, stored.record);
  });

  app.post('/claim-records/:id/insurance-member-eligibility-check', (c) => {
    const stored = findRecord(state, c);
    if (stored instanceof Response) return stored;
    if (!stored.record.claimData?.primaryCoverage?.insuree) return illegal(c, stored, 'check a member that was never looked up');
    // A lock that started since the lookup (another record of the customer) restricts this one too.
    if (stored.record.status !== 'RESTRICTED' && !isIn(stored, CLAIM_HELD) && service.customer(stored.customerNumber).lockedUntil > service.now()) {
      // Every status a stored record has came through setStatus, so it is one of the spec's.
      service.restrict(stored, stored.record.status as RecordStatus);
    }
    return answer(c, ClaimRecord, stored.record);
  });

  app.get('/claim-records/:id/insurance-plans', (c) => {
    const stored = findRecord(state, c);
    if (stored instanceof Response) return stored;
    if (!benefitPlansReady(stored.record)) return illegal(c, stored, 'read plans before the member is found');
    return answer(c, InsurancePlans, { insurancePlans: plansOf(service, stored, currencyOfStored(stored), askedLocale(c, undefined)) });
  });

  return app;
}

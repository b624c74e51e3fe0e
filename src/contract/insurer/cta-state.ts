// path=cta/state (spec 000 section 7, GET configurations?path=cta/state): the spec shows no shape; this one is ours.
// A file of its own: the product-page loader validates this answer, and must not carry the drawer's configuration schemas.
import { array, boolean, nullable, optional, string, type, type Infer } from 'superstruct';

/** Whether the call-to-action shows at all (`maybe` written out: common.ts's other schemas stay off the loader), and the CTA states (spec 001 section 2) it keeps hidden. */
export const CtaState = type({ enabled: boolean(), hiddenStates: optional(nullable(array(string()))) });
/** The CTA configuration. */
export type CtaState = Infer<typeof CtaState>;

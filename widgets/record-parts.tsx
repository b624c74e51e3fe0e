// What a signed-in page fetches only once the shopper acts or has a record: the record states of the toggle and the
// call-to-action, with their dialogs, and the claim actions behind every click (signals/claim-actions.ts). One chunk:
// the first click pays one request, and a page whose visitor never acts never fetches it.
export { default as ToggleStatus } from './toggle/ToggleStatus.tsx';
export { default as CtaStatus } from './cta/CtaStatus.tsx';
export * as claimActions from '../signals/claim-actions.ts';

// The signed-in visitor's chunk: the toggle's and the call-to-action's live parts and every action behind them. The
// loader imports it only dynamically, once the shop says the visitor is signed in (or the page calls an action), so a
// page nobody signs in on never fetches it. One chunk, not one per widget: a page with both pays one request.
export { default as CtaLive } from './cta/CtaLive.tsx';
export { default as ToggleLive } from './toggle/ToggleLive.tsx';
export * as actions from '../signals/actions.ts';

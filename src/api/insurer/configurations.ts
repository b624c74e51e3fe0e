// The configuration calls (spec 000 section 7, GET configurations?path=...): no auth or customer headers, cached.
import type { Struct } from 'superstruct';
import type { Caller } from '../call.ts';
import { CtaState, EligibleInsurersPage, FrontendBundle, IntroPage, MessageAnimation, PageFlow } from '../../contract/insurer/configurations.ts';

/** The configuration paths the widgets read (spec 000 section 7). */
export type ConfigurationPath =
  | 'frontend-bundle'
  | 'cta/state'
  | 'insurance-flow/page-flow'
  | 'insurance-flow/intro-page'
  | 'insurance-flow/eligible-insurers-page'
  | 'insurance-flow/message-animation';

/**
 * Which market or brand a configuration is for. The real service answers each brand on its own host; the
 * query says it anyway, so one host (the sandbox, a shared staging) can serve every market and brand.
 */
export interface ConfigurationScope {
  /** The shop's country (FR runs the French flow). */
  country?: string | undefined;
  /** The shop's brand code. */
  brand?: string | undefined;
}

/** GET configurations?path={path} (no auth, cached), validated by the path's own schema; the functions below name each path. */
export function getConfiguration<T>(api: Caller, path: ConfigurationPath, schema: Struct<T, unknown>, scope: ConfigurationScope = {}, signal?: AbortSignal): Promise<T> {
  return api.call({ method: 'GET', path: 'configurations', name: `configurations?path=${path}`, schema, query: { path, ...scope }, auth: 'none', cache: true, signal });
}

/** path=frontend-bundle: the brand's feature flags and bundle version. */
export function getFrontendBundle(api: Caller, brand: string, signal?: AbortSignal): Promise<FrontendBundle> {
  return getConfiguration(api, 'frontend-bundle', FrontendBundle, { brand }, signal);
}

/** path=cta/state: whether the call-to-action shows, and which of its states stay hidden. */
export function getCtaState(api: Caller, signal?: AbortSignal): Promise<CtaState> {
  return getConfiguration(api, 'cta/state', CtaState, {}, signal);
}

/** path=insurance-flow/page-flow: the drawer's views, steps and footers. */
export function getPageFlow(api: Caller, country: string, signal?: AbortSignal): Promise<PageFlow> {
  return getConfiguration(api, 'insurance-flow/page-flow', PageFlow, { country }, signal);
}

/** path=insurance-flow/intro-page: the intro's steps. */
export function getIntroPage(api: Caller, country: string, signal?: AbortSignal): Promise<IntroPage> {
  return getConfiguration(api, 'insurance-flow/intro-page', IntroPage, { country }, signal);
}

/** path=insurance-flow/eligible-insurers-page: the insurers listed first, and the search. */
export function getEligibleInsurersPage(api: Caller, country: string, signal?: AbortSignal): Promise<EligibleInsurersPage> {
  return getConfiguration(api, 'insurance-flow/eligible-insurers-page', EligibleInsurersPage, { country }, signal);
}

/** path=insurance-flow/message-animation: the loading animations' message keys. */
export function getMessageAnimation(api: Caller, signal?: AbortSignal): Promise<MessageAnimation> {
  return getConfiguration(api, 'insurance-flow/message-animation', MessageAnimation, {}, signal);
}

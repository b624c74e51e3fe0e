// Puts every signal module back to its start between tests.
import { vi } from 'vitest';
import { resetConfig, setConfig } from '../../signals/host/config.ts';
import { loadSession, resetSession } from '../../signals/session/session.ts';
import { resetClaimState, setRecord } from '../../signals/claim/claim.ts';
import { resetServiceStatus } from '../../signals/host/service-status.ts';
import { resetFeatures } from '../../signals/host/load-features.ts';
import { resetToggle } from '../../signals/toggle/toggle.ts';
import { resetClaim } from '../../signals/claim/claim-actions.ts';
import { resetDrawer } from '../../signals/drawer/drawer.ts';
import { pageFlow, resetFlow } from '../../signals/drawer/flow.ts';
import { resetIntroPage } from '../../signals/drawer/entry/intro-page.ts';
import { resetCtaConfig } from '../../signals/cta/cta-config.ts';
import { resetQuoteLimit } from '../../signals/claim/quote-limit.ts';
import { readConfig } from '../../src/host/config.ts';
import { ORIGIN, sandboxFetch } from './sandbox-fetch.ts';

/** Resets all state and configures the widgets for a locale. */
export function configure(data: Record<string, string> = {}): void {
  resetConfig();
  resetSession();
  resetClaim();
  setRecord(null);
  resetClaimState();
  resetServiceStatus();
  resetFeatures();
  resetToggle();
  resetDrawer();
  resetFlow();
  resetIntroPage();
  resetCtaConfig();
  resetQuoteLimit();
  pageFlow.value = null;
  const result = readConfig(undefined, { storeId: '10151', apiKey: 'sandbox-public-key', ...data });
  if (!result.ok) throw new Error(result.message);
  setConfig(result.config);
}

/** A fresh in-process sandbox whose one visitor is signed in, answering the widgets' fetch, with the session loaded. */
export async function signedInVisitor(data: Record<string, string> = {}): Promise<ReturnType<typeof sandboxFetch>> {
  configure({ apiBaseUrl: `${ORIGIN}/services/direct-billing`, ...data });
  const sandbox = sandboxFetch();
  vi.stubGlobal('fetch', sandbox.fetch);
  await sandbox.signIn();
  await loadSession();
  return sandbox;
}

/** The same with a guest account (the demo shop's "Continue as guest": no name, e-mail or phone) instead of a sign-in. */
export async function guestVisitor(data: Record<string, string> = {}): Promise<ReturnType<typeof sandboxFetch>> {
  configure({ apiBaseUrl: `${ORIGIN}/services/direct-billing`, ...data });
  const sandbox = sandboxFetch();
  vi.stubGlobal('fetch', sandbox.fetch);
  sandbox.continueAsGuest();
  await loadSession();
  return sandbox;
}

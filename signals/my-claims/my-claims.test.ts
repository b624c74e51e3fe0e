// My claims' notice, as the shop's analytics hear it (spec 000 section 9): the widget, the element type and the action,
// never who. Against the real sandbox in process, whose signed-in customer has claims with notices.
import { afterEach, expect, test, vi } from 'vitest';
import { signedInSandbox } from '../../test/unit/signed-in-sandbox.ts';
import type { AnalyticsEvent } from '../../src/host/public-api.ts';
import { resetConfig } from '../host/config.ts';
import { hostEvents } from '../host/events.ts';
import { resetSession } from '../session/session.ts';
import { resetClaim } from '../claim/claim-kit.ts';
import { claims, loadClaims, noticeUrl, resetMyClaims } from './my-claims.ts';

afterEach(() => {
  resetMyClaims();
  resetClaim();
  resetSession();
  resetConfig();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('spec 000 §9: a notice asked for is heard once, as my claims', async () => {
  await signedInSandbox();
  await loadClaims();
  const claim = claims.value.find((c) => (c.attachments ?? []).length > 0);
  if (!claim) throw new Error('the sandbox customer has no claim with a notice');
  const heard: AnalyticsEvent[] = [];
  const stop = hostEvents.on('analytics', (event) => void heard.push(event));
  const url = await noticeUrl(claim.claimId, claim.attachments![0]!);
  stop();
  expect(url).toMatch(/^http/);
  expect(heard).toEqual([{ elementType: 'DOWNLOAD', widget: 'myClaimsWidget', action: 'claim-notice' }]);
});

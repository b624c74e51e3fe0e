// The intro-page configuration (spec 000 section 7, GET configurations?path=insurance-flow/intro-page): the intro's steps.
import { signal } from '@preact/signals-react';
import { getIntroPage } from '../../../src/api/insurer/configurations.ts';
import type { IntroPage } from '../../../src/contract/insurer/configurations.ts';
import { config } from '../../host/config.ts';
import { currentApi } from '../../claim/claim-kit.ts';

/** The market's intro configuration: undefined while it loads, null when it could not be read (the built-in steps show). */
export const introPage = signal<IntroPage | null | undefined>(undefined);

let loading: Promise<void> | null = null;

/**
 * Loads the market's intro configuration (kept for the page's life by the client, spec 000 section 9). Never rejects:
 * a failure leaves the flow's own steps, and the next opening of the intro asks again.
 */
export function loadIntroPage(): Promise<void> {
  loading ??= (async () => {
    try {
      introPage.value = await getIntroPage(currentApi(), config.peek()?.country ?? 'CA');
    } catch {
      introPage.value = null;
      loading = null;
    }
  })();
  return loading;
}

/** Forgets the configuration (tests: each page starts without it). */
export function resetIntroPage(): void {
  introPage.value = undefined;
  loading = null;
}

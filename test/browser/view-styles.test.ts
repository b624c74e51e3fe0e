// A drawer view fetched on demand brings rules of its own (widgets/ui/add-styles.ts), in the drawer's shadow root by the
// time the view is first drawn: its first frame is the view as styled, never the browser's own controls for a frame (the
// upload's file input shown whole, its camera button on a desktop) followed by a second style and layout of the view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ShopSession } from '../../sandbox/state.ts';
import { startHarness, type Harness } from './harness.ts';
import { prescriptionRequired, readyToClaim, visitorOfPage } from './claims.ts';
import { cartAfterSetup, drawerIn, INSURER_WAIT, shopPage } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/**
 * Arms the page: `window.firstFrame` settles on the computed `property` of the drawer's first element matching
 * `selector`, read in the animation frame that first finds it there, before that frame is painted.
 */
function watchFirstFrame(page: Page, selector: string, property: string): Promise<void> {
  return page.evaluate(
    ([part, name]) => {
      (window as unknown as { firstFrame: Promise<string> }).firstFrame = new Promise((done) => {
        const look = () => {
          for (const host of document.querySelectorAll('[data-direct-billing]')) {
            const found = host.shadowRoot?.querySelector(`dialog.drawer ${part}`);
            if (found) return done(getComputedStyle(found).getPropertyValue(name));
          }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
    },
    [selector, property] as const,
  );
}

const VIEWS = [
  { view: 'the upload', locale: 'en-ca', setup: prescriptionRequired, resume: 'Continue my claim', heading: 'Upload your prescription', part: 'input.db-file', property: 'opacity', drawn: '0' },
  { view: 'the review', locale: 'en-ca', setup: readyToClaim, resume: 'Continue my claim', heading: 'Review your claim', part: '.review .head', property: 'display', drawn: 'flex' },
] satisfies { view: string; locale: string; setup: (h: Harness, visitor: ShopSession) => Promise<unknown>; resume: string; heading: string; part: string; property: string; drawn: string }[];

describe('a view fetched on demand is drawn with its own rules from its first frame', () => {
  it.each(VIEWS)('$view ($locale): $part has $property $drawn in the frame that first shows it', async ({ locale, setup, resume, heading, part, property, drawn }) => {
    const { page, errors } = await shopPage(h, 1280, 800);
    await cartAfterSetup(h, page, async (p) => setup(h, await visitorOfPage(h, p)), locale);
    await page.getByRole('button', { name: resume }).waitFor();
    await watchFirstFrame(page, part, property);
    await page.getByRole('button', { name: resume }).click();
    await drawerIn(page, locale).getByRole('heading', { name: heading }).waitFor(INSURER_WAIT);
    expect(await page.evaluate(() => (window as unknown as { firstFrame: Promise<string> }).firstFrame)).toBe(drawn);
    expect(errors).toEqual([]);
    await page.close();
  });
});

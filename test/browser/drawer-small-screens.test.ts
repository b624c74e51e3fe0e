// What the drawer shows on a phone, where its sticky footer takes the bottom of the screen, and on a desktop, in real
// Chromium (happy-dom has no layout): the outcome of an upload comes into sight, and a waiting screen's message lines up
// under its spinner, and the phone number a refused claim's result offers stays whole on its line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { cartAfterSetup, drawerIn, INSURER_WAIT, shopPage } from './flow.ts';
import { insurerChosen, PNG_BYTES, prescriptionRequired, readyToClaim, visitorOfPage } from './claims.ts';
import { layoutFaults } from './layout.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** How many pixels of the element the view's sticky footer, or the drawer body's edges, hide from the shopper. */
const hidden = (target: Locator): Promise<number> =>
  target.evaluate((element) => {
    const root = element.getRootNode() as ShadowRoot;
    const box = element.getBoundingClientRect();
    const body = root.querySelector('.drawer-body')?.getBoundingClientRect();
    const footer = root.querySelector('.drawer-body .footer')?.getBoundingClientRect();
    const bottom = Math.min(body?.bottom ?? innerHeight, footer?.top ?? innerHeight);
    return Math.round(Math.max(0, (body?.top ?? 0) - box.top) + Math.max(0, box.bottom - bottom));
  });

/** The drawer as a signed-in Quebec shopper resumes it on a phone, the record brought to a step. */
async function quebecShopper(width: number, height: number, setup: (page: Page) => Promise<unknown>) {
  const { page, errors } = await shopPage(h, width, height);
  await cartAfterSetup(h, page, setup, 'fr-ca');
  await page.getByRole('button', { name: 'Reprendre ma demande' }).click();
  return { page, errors, d: drawerIn(page, 'fr-ca') };
}

describe('the prescription upload at 360 × 740: what a choice of files did is in sight (spec 000 §5 files, §2 select-prescription)', () => {
  it('a refused file’s message, said as an alert, then a file uploaded, in its list, each above the footer', async () => {
    const { page, errors, d } = await quebecShopper(360, 740, async (p) => prescriptionRequired(h, await visitorOfPage(h, p)));
    await d.getByRole('heading', { name: 'Téléversez votre ordonnance' }).waitFor(INSURER_WAIT);
    const files = d.getByLabel('Ajouter des fichiers d’ordonnance');

    await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my prescription') });
    const alert = d.getByRole('alert');
    await alert.getByText(/^notes\.txt\u00a0: seuls les fichiers PDF/u).waitFor();
    await expect.poll(() => hidden(alert), { message: 'the refusal is in sight, not under the footer' }).toBe(0);

    await files.setInputFiles({ name: 'big-scan.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from(PNG_BYTES), Buffer.alloc(10 * 1024 * 1024)]) });
    await alert.getByText(/^big-scan\.png\u00a0: le fichier dépasse 10\u00a0Mo/u).waitFor();
    await expect.poll(() => hidden(alert), { message: 'the second refusal is in sight' }).toBe(0);

    await files.setInputFiles({ name: 'ordonnance.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) });
    const row = d.getByRole('listitem').filter({ hasText: 'ordonnance.png' });
    await d.getByRole('button', { name: 'Supprimer ordonnance.png' }).waitFor(INSURER_WAIT);
    await expect.poll(() => hidden(row), { message: 'the uploaded file’s row is in sight' }).toBe(0);
    // Focus stays on the button the shopper pressed, itself still in sight.
    expect(await hidden(d.getByText('Ajouter des fichiers d’ordonnance', { exact: true }))).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the result of a refused claim at 360 × 740: the phone number to call is never cut (spec 000 §8, "a phone link")', () => {
  it('fr-CA: « 1-800-555-0199 » whole on its line, never « 1-800- » above « 555-0199 »', async () => {
    const { page, errors, d } = await quebecShopper(360, 740, async (p) => readyToClaim(h, await visitorOfPage(h, p), 'REJECT-42'));
    await d.getByRole('heading', { name: 'Vérifiez votre demande' }).waitFor(INSURER_WAIT);
    await d.getByRole('checkbox', { name: /J’accepte les conditions générales/ }).check();
    await d.getByRole('button', { name: 'Envoyer la demande' }).click();
    const modal = page.getByRole('dialog', { name: 'Votre demande n’a pas pu être traitée' });
    const phone = modal.getByRole('link', { name: '1-800-555-0199' });
    await phone.waitFor(INSURER_WAIT);
    expect(await layoutFaults(modal)).toEqual([]);
    expect(await phone.evaluate((link) => new Set([...link.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size)).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** An en-ca shopper at 1280 × 900 in forced colours, on the upload step of a claim that needs a prescription. */
async function uploadInForcedColours() {
  const { page, errors } = await shopPage(h, 1280, 900);
  await page.emulateMedia({ forcedColors: 'active' });
  await cartAfterSetup(h, page, async (p) => prescriptionRequired(h, await visitorOfPage(h, p)));
  await page.getByRole('button', { name: 'Continue my claim' }).click();
  const d = drawerIn(page);
  await d.getByRole('heading', { name: 'Upload your prescription' }).waitFor(INSURER_WAIT);
  return { page, errors, d };
}

describe('Continue with no prescription chosen: the drop zone and its message are marked by more than colour (spec 000 §2 select-prescription)', () => {
  it('en-ca at 1280 × 900 in forced colours: the zone’s dashed border turns double and thick on its left, and the message has its warning sign', async () => {
    const { page, errors, d } = await uploadInForcedColours();
    // The zone holds the button that chooses files (its label, over which its input lies).
    const zone = d.locator('.db-drop').filter({ has: page.getByText('Add prescription files', { exact: true }) });
    const border = () => zone.evaluate((element) => {
      const style = getComputedStyle(element);
      return { left: `${style.borderLeftStyle} ${style.borderLeftWidth}`, top: style.borderTopStyle };
    });
    expect(await border()).toEqual({ left: 'dashed 2px', top: 'dashed' });
    await d.getByRole('button', { name: 'Continue' }).click();
    const message = d.getByText('Please upload at least one prescription.');
    await message.waitFor();
    expect(await border()).toEqual({ left: 'double 8px', top: 'double' });
    // The warning sign beside the words, a shape the system's colours draw like the text.
    const sign = await message.locator('xpath=preceding-sibling::*[local-name()="svg"]').evaluate((svg) => ({ shown: svg.getBoundingClientRect().width > 0, hidden: svg.getAttribute('aria-hidden') }));
    expect(sign).toEqual({ shown: true, hidden: 'true' });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a file that could not be uploaded is marked by more than colour (spec 000 §2 select-prescription, §5 files)', () => {
  it('en-ca at 1280 × 900 in forced colours: its row has the warning sign every error shows, drawn in the text’s system colour', async () => {
    const { page, errors, d } = await uploadInForcedColours();
    h.state.faults.add({ call: 'uploads/*', kind: 'status', status: 500, remaining: 1 });
    await d.getByLabel('Add prescription files').setInputFiles({ name: 'ordonnance.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) });
    // The row's words (the drawer's live region says them too).
    const message = d.getByRole('listitem').filter({ hasText: 'ordonnance.png' }).getByText('ordonnance.png could not be uploaded.');
    await message.waitFor(INSURER_WAIT);
    const sign = await message.locator('xpath=preceding-sibling::*[local-name()="svg"]').evaluate((svg) => ({
      shown: svg.getBoundingClientRect().width > 0,
      hidden: svg.getAttribute('aria-hidden'),
      // Filled with the words' own colour, the system's text colour here, never an author's red left beside them.
      coloured: getComputedStyle(svg.querySelector('path') ?? svg).fill === getComputedStyle(svg.nextElementSibling ?? svg).color,
    }));
    expect(sign).toEqual({ shown: true, hidden: 'true', coloured: true });
    // The storage's refusal, set above, is the console's only line.
    expect(errors.filter((e) => !/Failed to load resource: .* 500 /.test(e))).toEqual([]);
    await page.close();
  });
});

describe('the member lookup’s waiting screen: the spinner on its own line, the message aligned under it', () => {
  for (const [width, height] of [
    [320, 640],
    [1280, 900],
  ] as const) {
    it(`fr-CA at ${width} × ${height}`, async () => {
      const { page, errors, d } = await quebecShopper(width, height, async (p) => insurerChosen(h, await visitorOfPage(h, p)));
      await d.getByRole('heading', { name: 'Vérifier l’admissibilité' }).waitFor(INSURER_WAIT);
      // SLOW: the insurer answers after 20 seconds, so the waiting screen stays while it is measured.
      await d.getByRole('textbox', { name: 'Numéro de membre' }).fill('SLOW-1234');
      await d.getByRole('textbox', { name: 'Numéro de groupe' }).fill('GRP-100');
      await d.getByRole('textbox', { name: 'Date de naissance' }).fill('04/12/1988');
      await d.getByRole('textbox', { name: 'Code postal' }).fill('H2X 1Y4');
      await d.getByRole('button', { name: 'Vérifier l’admissibilité' }).click();
      await d.getByRole('heading', { name: 'Un instant, nous vous cherchons' }).waitFor(INSURER_WAIT);
      // The message the animation's region says, whichever it is: they take turns every 7 seconds (« Nous vérifions vos
      // renseignements… », then « Cela prend plus de temps… »), and a busy machine may measure the second.
      const status = d.locator('.db-animation').getByRole('status').filter({ has: page.locator('p') });
      const layout = await status.evaluate((region) => {
        // The spinner beside the region that says the message (Animation.tsx: the region is there before its words).
        const spinner = (region.closest('.db-animation') ?? region).querySelector('.spinner')?.getBoundingClientRect();
        const paragraph = region.querySelector('p') ?? region;
        // The boxes of the message's lines: its text's, the spinner's own box left out.
        const lines: DOMRect[] = [];
        const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          lines.push(...[...range.getClientRects()].filter((r) => r.width > 0));
        }
        const left = paragraph.getBoundingClientRect().left + parseFloat(getComputedStyle(paragraph).paddingLeft);
        return {
          indents: [...new Set(lines.map((r) => Math.round(r.left - left)))],
          spinnerAbove: !!spinner && lines.every((r) => r.top >= spinner.bottom - 1),
        };
      });
      expect(layout, 'every line of the message starts at the paragraph’s edge, under the spinner').toEqual({ indents: [0], spinnerAbove: true });
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

// Uploads: every file the widget must refuse is refused in the shopper's browser, with its message, before
// any upload request leaves it (spec 000 §5 attachment types and 10 MB, §9 ten files; spec 001 §5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../browser/harness.ts';
import { clientOf, PNG_BYTES, prescriptionRequired, visitorOfPage } from '../browser/claims.ts';
import { expectNoAxe, INSURER_WAIT } from '../browser/flow.ts';
import { uploadPrescription } from '../../src/api/prescription/prescriptions.ts';
import { MAX_FILE_BYTES } from '../../src/domain/prescription/attachments.ts';
import { alerts, clearFaults, shopperAt, unexpected } from './kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A PNG's signature followed by `size - 8` zero bytes. */
const png = (size: number) => Buffer.concat([Buffer.from(PNG_BYTES.slice(0, 8)), Buffer.alloc(Math.max(0, size - 8))]);
/** A Windows program's first bytes (MZ) and a Linux one's (\x7fELF), dressed as PNGs. */
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00]);

/** Requests of an upload: the signed URL asked for, or the file sent to storage. */
const UPLOAD = /prescriptions\/put-url|\/storage\/uploads\//;

// Side by side: each test is its own shopper on its own page and sets no fault.
describe.concurrent('uploads refused before any upload request, with their message', () => {
  it.each([
    ['a wrong type (GIF)', { name: 'rx.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a....') }, 'rx.gif: only PDF, JPG, JPEG and PNG files can be uploaded.'],
    ['a Word document (.docx)', { name: 'rx.docx', mimeType: 'application/msword', buffer: Buffer.from('PK\u0003\u0004') }, 'rx.docx: only PDF, JPG, JPEG and PNG files can be uploaded.'],
    ['an oversize file (10 MB and one byte)', { name: 'big.png', mimeType: 'image/png', buffer: png(MAX_FILE_BYTES + 1) }, 'big.png: the file is larger than 10 MB. Choose a file of 10 MB or less, or take a smaller photo.'],
    ['a .png that is really a Windows executable (MZ)', { name: 'setup.png', mimeType: 'image/png', buffer: EXE }, 'setup.png: the file’s content is not a PNG file.'],
    ['a .png that is really a Linux executable (ELF)', { name: 'run.png', mimeType: 'image/png', buffer: ELF }, 'run.png: the file’s content is not a PNG file.'],
    ['an empty file', { name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) }, 'empty.png: the file is empty.'],
  ])('%s is refused with its message and no upload request', async (_, file, message) => {
    await clearFaults(h);
    const { page, errors, log, d } = await shopperAt(h, async (p) => prescriptionRequired(h, await visitorOfPage(h, p)));
    await d.getByRole('heading', { name: 'Upload your prescription' }).waitFor(INSURER_WAIT);
    const from = log.mark();
    const input = d.getByLabel('Add prescription files');
    await input.setInputFiles(file);
    await d.getByRole('alert').filter({ hasText: message }).waitFor();
    // The field names the refusal for screen readers, and the view still offers the file chooser.
    expect(await input.getAttribute('aria-describedby')).toContain('refused');
    // Anything under way would have left by now: the check runs on the first bytes, before any call.
    await page.waitForTimeout(300);
    expect(log.count(UPLOAD, undefined, from)).toBe(0);
    expect(await d.getByRole('button', { name: `Remove ${file.name}` }).count()).toBe(0);
    await expectNoAxe(page, 'refused upload');
    // A good file afterwards still uploads: the refusal blocked nothing else.
    await input.setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) });
    await d.getByRole('button', { name: 'Remove prescription.png' }).waitFor(INSURER_WAIT);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it('an 11th file is refused with its message and no upload request, while ten are on the claim', async () => {
    await clearFaults(h);
    const { page, errors, log, d } = await shopperAt(h, async (p) => {
      const visitor = await visitorOfPage(h, p);
      const { id } = await prescriptionRequired(h, visitor);
      const api = clientOf(h, visitor);
      for (let i = 1; i <= 10; i++) await uploadPrescription(api, id, new Blob([PNG_BYTES], { type: 'image/png' }), `rx-${i}.png`);
    });
    await d.getByRole('heading', { name: 'Upload your prescription' }).waitFor(INSURER_WAIT);
    await d.getByRole('button', { name: 'Remove rx-10.png' }).waitFor();
    const from = log.mark();
    await d.getByLabel('Add prescription files').setInputFiles({ name: 'eleventh.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) });
    await d.getByRole('alert').filter({ hasText: 'eleventh.png: a claim takes 10 files at most. Remove one first.' }).waitFor();
    await page.waitForTimeout(300);
    expect(log.count(UPLOAD, undefined, from)).toBe(0);
    expect(await alerts(d)).toHaveLength(1);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it('of several files chosen at once, only the refused ones stay behind: each named, the good one uploaded', async () => {
    await clearFaults(h);
    const { page, errors, log, d } = await shopperAt(h, async (p) => prescriptionRequired(h, await visitorOfPage(h, p)));
    await d.getByRole('heading', { name: 'Upload your prescription' }).waitFor(INSURER_WAIT);
    const from = log.mark();
    await d.getByLabel('Add prescription files').setInputFiles([
      { name: 'setup.png', mimeType: 'image/png', buffer: EXE },
      { name: 'good.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) },
      { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
    ]);
    await d.getByRole('button', { name: 'Remove good.png' }).waitFor(INSURER_WAIT);
    const refused = await d.getByRole('alert').filter({ hasText: 'setup.png' }).getByRole('listitem').allTextContents();
    expect(refused).toEqual(['setup.png: the file’s content is not a PNG file.', 'empty.pdf: the file is empty.']);
    // One upload: one signed URL and one PUT, for good.png alone.
    expect(log.count(/prescriptions\/put-url/, 'POST', from)).toBe(1);
    expect(log.count(/\/storage\/uploads\//, 'PUT', from)).toBe(1);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });
});

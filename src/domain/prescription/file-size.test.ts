// A prescription file's size as the upload view shows it, in the unit of its 10 MB limit (spec 000 §5).
import { describe, expect, test } from 'vitest';
import { MAX_FILE_BYTES, checkFile } from './attachments.ts';
import { BYTES_PER_KILOBYTE, BYTES_PER_MEGABYTE, fileSize, formatFileSize, type FileSize } from './file-size.ts';

const KB = BYTES_PER_KILOBYTE;
const MB = BYTES_PER_MEGABYTE;

describe('spec 000 §5: a file’s size, in the unit the 10 MB limit counts in', () => {
  test.each<[string, number, FileSize]>([
    ['a file of one byte is one byte', 1, { amount: 1, unit: 'byte' }],
    ['a file under a kilobyte is in bytes, never "1 kB"', 83, { amount: 83, unit: 'byte' }],
    ['the largest file under a kilobyte is still in bytes', KB - 1, { amount: 1023, unit: 'byte' }],
    ['a kilobyte is 1024 bytes', KB, { amount: 1, unit: 'kilobyte' }],
    ['kilobytes are whole, rounded to the nearest', 1.5 * KB, { amount: 2, unit: 'kilobyte' }],
    ['a size under a megabyte is in kilobytes', 1023 * KB, { amount: 1023, unit: 'kilobyte' }],
    ['a size that rounds to 1024 kB reads 1 MB', MB - 1, { amount: 1, unit: 'megabyte' }],
    ['a megabyte is 1024 × 1024 bytes', MB, { amount: 1, unit: 'megabyte' }],
    ['megabytes to one decimal', 1.5 * MB, { amount: 1.5, unit: 'megabyte' }],
    ['10,400,000 bytes, which the limit takes, is 9.9 MB (it read 10.4 MB beside "up to 10 MB")', 10_400_000, { amount: 9.9, unit: 'megabyte' }],
    ['the largest file the limit takes is 10 MB', MAX_FILE_BYTES, { amount: 10, unit: 'megabyte' }],
    ['a byte under the limit rounds to 10 MB', MAX_FILE_BYTES - 1, { amount: 10, unit: 'megabyte' }],
  ])('%s', (_name, bytes, size) => {
    expect(fileSize(bytes)).toEqual(size);
  });

  test('spec 000 §5: the limit and the sizes count one megabyte, so no file the limit takes reads over 10 MB', () => {
    expect(MAX_FILE_BYTES).toBe(10 * BYTES_PER_MEGABYTE);
    const accepted = [MAX_FILE_BYTES, MAX_FILE_BYTES - 1, 10_400_000, 10_000_001, 9.96 * MB].map(Math.round);
    for (const bytes of accepted) expect(checkFile({ name: 'rx.pdf', type: 'application/pdf', size: bytes }), `${bytes} bytes are accepted`).toBeNull();
    expect(accepted.map((bytes) => fileSize(bytes).amount).filter((amount) => amount > 10)).toEqual([]);
  });
});

describe('spec 001 §1: a file’s size in the shopper’s language, by Intl', () => {
  test.each<[string, number, string]>([
    ['en', 83, '83 bytes'],
    ['en', 1, '1 byte'],
    ['en', 2 * KB, '2 kB'],
    ['en', 1.5 * MB, '1.5 MB'],
    ['en', MAX_FILE_BYTES, '10 MB'],
    ['en-US', 1023 * KB, '1,023 kB'],
    // French keeps a number with its unit on one line: Intl writes a no-break space in Quebec, a narrow one in France
    // before a symbol.
    ['fr-FR', 83, '83\u00a0octets'],
    ['fr-FR', 1, '1\u00a0octet'],
    ['fr-FR', 2 * KB, '2\u202fko'],
    ['fr-FR', 1.5 * MB, '1,5\u202fMo'],
    ['fr-FR', MAX_FILE_BYTES, '10\u202fMo'],
    ['fr-CA', 83, '83\u00a0octets'],
    ['fr-CA', 1.5 * MB, '1,5\u00a0Mo'],
    ['fr-CA', 1023 * KB, '1\u00a0023\u00a0ko'],
  ])('%s: %d bytes read %s', (locale, bytes, text) => {
    expect(formatFileSize(bytes, locale)).toBe(text);
  });
});

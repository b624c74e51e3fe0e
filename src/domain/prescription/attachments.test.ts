// Prescription file checks (type, extension, size, count, content), as tables citing spec 000 §5 and §9 and spec 001 §5.
import { describe, expect, test } from 'vitest';
import {
  ALLOWED_EXTENSIONS, ALLOWED_TYPES, MAX_FILE_BYTES, SNIFF_BYTES, checkFile, checkFileContent, checkFileCount, sniffFileType,
  type AllowedType, type AttachmentError, type FileFacts,
} from './attachments.ts';
import { MAX_PRESCRIPTION_FILES } from '../constants.ts';

const MB = 1024 * 1024;
const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

const PDF = text('%PDF-1.7\n');
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10);
const EXE = text('MZ\x90\x00\x03\x00\x00\x00');

describe('spec 000 §5 / §9 attachment limits', () => {
  test.each<[string, unknown, unknown]>([
    ['the allowed types are image/jpeg, image/png and application/pdf', [...ALLOWED_TYPES].sort(), ['application/pdf', 'image/jpeg', 'image/png']],
    ['the allowed extensions are PDF, JPG, JPEG and PNG', [...ALLOWED_EXTENSIONS].sort(), ['jpeg', 'jpg', 'pdf', 'png']],
    ['a file may hold 10 MB, 10 × 1024 × 1024 bytes', MAX_FILE_BYTES, 10_485_760],
    ['a claim may hold 10 files', MAX_PRESCRIPTION_FILES, 10],
    ['8 first bytes are enough to sniff every format', SNIFF_BYTES, 8],
  ])('spec 000 §5: %s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('spec 000 §5 / spec 001 §5 checkFile', () => {
  test.each<{ name: string; file: FileFacts; error: AttachmentError | null }>([
    { name: 'accepts a PDF', file: { name: 'rx.pdf', type: 'application/pdf', size: 200_000 }, error: null },
    { name: 'accepts a .jpg JPEG', file: { name: 'rx.jpg', type: 'image/jpeg', size: 2 * MB }, error: null },
    { name: 'accepts a .jpeg JPEG', file: { name: 'rx.jpeg', type: 'image/jpeg', size: 2 * MB }, error: null },
    { name: 'accepts a PNG', file: { name: 'rx.png', type: 'image/png', size: 2 * MB }, error: null },
    { name: 'accepts an upper-case extension', file: { name: 'IMG_0001.JPG', type: 'image/jpeg', size: 2 * MB }, error: null },
    { name: 'accepts a mixed-case type with parameters', file: { name: 'rx.pdf', type: 'Application/PDF; charset=binary', size: 1 }, error: null },
    { name: 'accepts a name with several dots', file: { name: 'my.rx.2024.png', type: 'image/png', size: 1 }, error: null },
    { name: 'accepts a file of exactly 10 MB', file: { name: 'rx.pdf', type: 'application/pdf', size: MAX_FILE_BYTES }, error: null },
    { name: 'refuses a file one byte over 10 MB', file: { name: 'rx.pdf', type: 'application/pdf', size: MAX_FILE_BYTES + 1 }, error: 'attachment.size' },
    { name: 'refuses a 25 MB photo', file: { name: 'rx.jpg', type: 'image/jpeg', size: 25 * MB }, error: 'attachment.size' },
    { name: 'refuses a negative size', file: { name: 'rx.jpg', type: 'image/jpeg', size: -1 }, error: 'attachment.size' },
    { name: 'refuses a NaN size', file: { name: 'rx.jpg', type: 'image/jpeg', size: Number.NaN }, error: 'attachment.size' },
    { name: 'refuses an empty file', file: { name: 'rx.pdf', type: 'application/pdf', size: 0 }, error: 'attachment.empty' },
    { name: 'refuses a HEIC photo by type and extension', file: { name: 'rx.heic', type: 'image/heic', size: MB }, error: 'attachment.type' },
    { name: 'refuses an allowed type with a disallowed extension', file: { name: 'rx.exe', type: 'image/png', size: MB }, error: 'attachment.type' },
    { name: 'refuses an allowed extension with a disallowed type', file: { name: 'rx.png', type: 'application/x-msdownload', size: MB }, error: 'attachment.type' },
    { name: 'refuses an allowed extension with an empty type', file: { name: 'rx.png', type: '', size: MB }, error: 'attachment.type' },
    { name: 'refuses a name without an extension', file: { name: 'prescription', type: 'application/pdf', size: MB }, error: 'attachment.type' },
    { name: 'refuses a name ending in a dot', file: { name: 'rx.', type: 'application/pdf', size: MB }, error: 'attachment.type' },
    { name: 'refuses a double extension hiding an executable', file: { name: 'rx.png.exe', type: 'image/png', size: MB }, error: 'attachment.type' },
    { name: 'refuses a .pdf declared as image/png (type and extension disagree)', file: { name: 'rx.pdf', type: 'image/png', size: MB }, error: 'attachment.type' },
    { name: 'refuses a wrong type before looking at the size', file: { name: 'rx.gif', type: 'image/gif', size: 0 }, error: 'attachment.type' },
  ])('spec 000 §5: $name', ({ file, error }) => {
    expect(checkFile(file)).toBe(error);
  });
});

describe('spec 000 §9 at most 10 files: checkFileCount', () => {
  test.each<[string, number, number, AttachmentError | null]>([
    ['adding the first file is allowed', 0, 1, null],
    ['reaching exactly 10 files is allowed', 7, 3, null],
    ['adding nothing to 10 files is allowed', 10, 0, null],
    ['an 11th file is refused', 10, 1, 'attachment.count'],
    ['adding 4 to 8 files is refused', 8, 4, 'attachment.count'],
    ['picking 11 files at once is refused', 0, 11, 'attachment.count'],
  ])('spec 000 §9: %s', (_name, existing, adding, error) => {
    expect(checkFileCount(existing, adding)).toBe(error);
  });
});

describe('spec 000 §5 the file content is the declared format', () => {
  test.each<[string, Uint8Array, AllowedType | null]>([
    ['%PDF- is a PDF', PDF, 'application/pdf'],
    ['the PNG signature is a PNG', PNG, 'image/png'],
    ['FF D8 FF is a JPEG', JPEG, 'image/jpeg'],
    ['a Windows executable (MZ) is none', EXE, null],
    ['%PDF without the dash is none', text('%PDF'), null],
    ['a PNG signature missing its last byte is none', PNG.slice(0, 7), null],
    ['FF D8 alone is none', bytes(0xff, 0xd8), null],
    ['a GIF is none', text('GIF89a'), null],
    ['no bytes are none', bytes(), null],
    ['a PDF header after leading junk is none', text(' %PDF-1.4'), null],
  ])('spec 000 §5: sniffFileType %s', (_name, first, type) => {
    expect(sniffFileType(first)).toBe(type);
  });

  test.each<[string, string, Uint8Array, AttachmentError | null]>([
    ['a real PDF declared as a PDF passes', 'application/pdf', PDF, null],
    ['a real PNG declared as a PNG passes', 'image/png', PNG, null],
    ['a real JPEG declared as a JPEG passes', 'image/jpeg', JPEG, null],
    ['a declared type in upper case passes', 'IMAGE/PNG', PNG, null],
    ['an executable renamed .png is refused', 'image/png', EXE, 'attachment.content'],
    ['a JPEG declared as a PNG is refused', 'image/png', JPEG, 'attachment.content'],
    ['a PDF declared as a JPEG is refused', 'image/jpeg', PDF, 'attachment.content'],
    ['an empty read is refused', 'application/pdf', bytes(), 'attachment.content'],
    ['a disallowed declared type is refused even with real bytes', 'image/gif', text('GIF89a'), 'attachment.content'],
  ])('spec 000 §5: checkFileContent %s', (_name, type, firstBytes, error) => {
    expect(checkFileContent({ type, firstBytes })).toBe(error);
  });
});

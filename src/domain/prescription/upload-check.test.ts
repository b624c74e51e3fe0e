import { describe, expect, test } from 'vitest';
import { FILE_INPUT_ACCEPT, MAX_FILE_BYTES, maxFilesOf, uploadModeOf, type UploadMode } from './attachments.ts';
import { MAX_PRESCRIPTION_FILES } from '../constants.ts';
import { uploadRefusal, type HeldFile, type UploadRefusal } from './upload-check.ts';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
const ELF = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);

describe('spec 000 §5 and §9: a file is refused before any request', () => {
  test.each<[string, { name: string; type: string; size: number }, Uint8Array, number, UploadRefusal | null]>([
    ['a PNG photo is accepted', { name: 'rx.png', type: 'image/png', size: 2048 }, PNG, 0, null],
    ['a JPEG with the .jpg extension is accepted', { name: 'rx.JPG', type: 'image/jpeg', size: 2048 }, JPEG, 3, null],
    ['a PDF is accepted', { name: 'rx.pdf', type: 'application/pdf', size: 2048 }, PDF, 0, null],
    ['the tenth file is accepted', { name: 'rx.pdf', type: 'application/pdf', size: 10 }, PDF, MAX_PRESCRIPTION_FILES - 1, null],
    ['a file of exactly 10 MB is accepted', { name: 'rx.png', type: 'image/png', size: MAX_FILE_BYTES }, PNG, 0, null],
    ['a Word document is the wrong type', { name: 'rx.docx', type: 'application/msword', size: 10 }, PDF, 0, 'type'],
    ['a GIF is the wrong type', { name: 'rx.gif', type: 'image/gif', size: 10 }, PNG, 0, 'type'],
    ['a name without extension is the wrong type', { name: 'rx', type: 'image/png', size: 10 }, PNG, 0, 'type'],
    ['a file one byte over 10 MB is too big', { name: 'rx.png', type: 'image/png', size: MAX_FILE_BYTES + 1 }, PNG, 0, 'size'],
    ['an empty file is refused', { name: 'rx.png', type: 'image/png', size: 0 }, new Uint8Array(), 0, 'empty'],
    ['the eleventh file is one too many', { name: 'rx.png', type: 'image/png', size: 10 }, PNG, MAX_PRESCRIPTION_FILES, 'count'],
    ['a .png that is really a PDF does not match its type', { name: 'rx.png', type: 'image/png', size: 10 }, PDF, 0, 'content'],
    ['a .png that is really a program does not match its type', { name: 'rx.png', type: 'image/png', size: 10 }, EXE, 0, 'content'],
    ['a .png that is really a Linux program (ELF) does not match its type', { name: 'rx.png', type: 'image/png', size: 10 }, ELF, 0, 'content'],
    ['a .jpg that is really a Windows program (MZ) does not match its type', { name: 'rx.jpg', type: 'image/jpeg', size: 10 }, EXE, 0, 'content'],
    ['a .pdf whose bytes are a JPEG does not match its type', { name: 'rx.pdf', type: 'application/pdf', size: 10 }, JPEG, 0, 'content'],
  ])('%s', (_, file, bytes, counted, expected) => {
    expect(uploadRefusal(file, bytes, counted)).toBe(expected);
  });
});

describe('spec 000 §7 (put-url, one stored file per upload): a file the claim already has is not sent again', () => {
  const rx2 = { name: 'rx2.png', type: 'image/png', size: 2048 };
  test.each<[string, HeldFile[], number, UploadRefusal | null]>([
    ['the same name, size and type as a file on the claim is refused', [rx2], 1, 'duplicate'],
    ['the same file held under its type in capitals is refused', [{ ...rx2, type: 'IMAGE/PNG' }], 1, 'duplicate'],
    ['a file on the claim whose type is unknown, of the same name and size, is refused', [{ name: 'rx2.png', size: 2048 }], 1, 'duplicate'],
    ['the same file refused as a copy before the claim being full', [rx2], MAX_PRESCRIPTION_FILES, 'duplicate'],
    ['another size under the same name is another file', [{ ...rx2, size: 4096 }], 1, null],
    ['another name of the same size is another file', [{ ...rx2, name: 'rx3.png' }], 1, null],
    ['another type of the same name and size is another file', [{ ...rx2, type: 'image/jpeg' }], 1, null],
    ['a file on the claim whose size is unknown (uploaded on an earlier visit) is not taken for it', [{ name: 'rx2.png' }], 1, null],
    ['nothing on the claim', [], 0, null],
  ])('%s', (_, held, counted, expected) => {
    expect(uploadRefusal(rx2, PNG, counted, 'default', held)).toBe(expected);
  });
});

describe('spec 000 §3 "Upload modes: single, default": how many files a claim takes', () => {
  const png = { name: 'rx.png', type: 'image/png', size: 10 };
  test.each<[string, UploadMode, number, UploadRefusal | null]>([
    ['single mode takes the first file', 'single', 0, null],
    ['single mode refuses a second file', 'single', 1, 'count'],
    ['the default mode takes a second file', 'default', 1, null],
    ['the default mode takes the tenth file', 'default', MAX_PRESCRIPTION_FILES - 1, null],
    ['the default mode refuses the eleventh', 'default', MAX_PRESCRIPTION_FILES, 'count'],
  ])('spec 000 §3: %s', (_, mode, counted, expected) => {
    expect(uploadRefusal(png, PNG, counted, mode)).toBe(expected);
  });

  test.each<[string, string | null | undefined, UploadMode, number]>([
    ['"single" is single, one file', 'single', 'single', 1],
    ['"default" is default, 10 files', 'default', 'default', MAX_PRESCRIPTION_FILES],
    ['no mode is default', undefined, 'default', MAX_PRESCRIPTION_FILES],
    ['an unknown mode is default', 'SINGLE', 'default', MAX_PRESCRIPTION_FILES],
  ])('spec 000 §3: %s', (_, value, mode, max) => {
    expect(uploadModeOf(value)).toBe(mode);
    expect(maxFilesOf(uploadModeOf(value))).toBe(max);
  });

  test('spec 000 §5: the file picker offers the allowed extensions and types only', () => {
    expect(FILE_INPUT_ACCEPT).toBe('.pdf,.jpg,.jpeg,.png,image/jpeg,image/png,application/pdf');
  });
});

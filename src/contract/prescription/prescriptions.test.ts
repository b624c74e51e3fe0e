// The storage's error answers (spec 000 section 7: the upload PUT goes to the storage, which words its errors as S3 does).
import { describe, expect, test } from 'vitest';
import { storageErrorCode } from './prescriptions.ts';

const xml = (code: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>…</Message></Error>`;

describe('storageErrorCode: the code a storage error names', () => {
  test.each<[string, unknown, string | undefined]>([
    ['the URL holds a file', xml('AlreadyUploaded'), 'AlreadyUploaded'],
    ['the claim holds its files', xml('TooManyFiles'), 'TooManyFiles'],
    ['the claim takes no file now', xml('InvalidState'), 'InvalidState'],
    ['an empty code', xml(''), undefined],
    ['a code carrying something else than letters', xml('Already Uploaded&#60;'), undefined],
    ['a proxy’s HTML page', '<html><body>409 Conflict</body></html>', undefined],
    ['no body', '', undefined],
    ['no text at all (a page’s XMLHttpRequest without responseText)', undefined, undefined],
  ])('%s', (_name, body, code) => {
    expect(storageErrorCode(body)).toBe(code);
  });
});

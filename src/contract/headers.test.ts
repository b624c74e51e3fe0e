// Customer headers carry any Unicode e-mail and number (spec 000 §7, "the customer number and e-mail as headers").
import { describe, expect, test } from 'vitest';
import { decodeHeaderValue, encodeHeaderValue } from './headers.ts';

/** Whether a browser would send the value in a header at all: only Latin-1 code points (fetch throws on others). */
const latin1 = (value: string): boolean => [...value].every((c) => c.charCodeAt(0) <= 0xff);

describe('spec 000 §7 customer headers: encodeHeaderValue and decodeHeaderValue', () => {
  test.each<[string, string, string]>([
    ['an ASCII e-mail travels as written', 'alex.martin@example.com', 'alex.martin@example.com'],
    ['an ASCII e-mail with a plus, an apostrophe and a percent travels as written', "o'neil+100%@example.com", "o'neil+100%@example.com"],
    ['a customer number travels as written', '1001', '1001'],
    ['a Polish e-mail (outside Latin-1) is encoded', 'łukasz@example.pl', "UTF-8''%C5%82ukasz%40example.pl"],
    ['a Latin-1 e-mail is encoded too (a server would read its byte as Latin-1, not UTF-8)', 'chloé@example.fr', "UTF-8''chlo%C3%A9%40example.fr"],
    ['an e-mail with a Chinese local part and an internationalised domain', '李@例え.jp', "UTF-8''%E6%9D%8E%40%E4%BE%8B%E3%81%88.jp"],
    ['an emoji (outside the BMP)', '👓@example.com', "UTF-8''%F0%9F%91%93%40example.com"],
    ['an apostrophe, brackets and a star beside a non-ASCII letter are encoded (not RFC 8187 attr-chars)', "ż'()*@x.pl", "UTF-8''%C5%BC%27%28%29%2A%40x.pl"],
    ['an ASCII value that starts with the mark is encoded, so it is never read as encoded', "UTF-8''a@b.c", "UTF-8''UTF-8%27%27a%40b.c"],
    ['a control character is encoded, never sent raw', 'a\r\nb@c.d', "UTF-8''a%0D%0Ab%40c.d"],
  ])('spec 000 §7: %s', (_name, value, encoded) => {
    expect(encodeHeaderValue(value)).toBe(encoded);
    expect(latin1(encodeHeaderValue(value))).toBe(true);
    expect(decodeHeaderValue(encoded)).toBe(value);
  });

  test('spec 000 §7: a lone surrogate becomes U+FFFD instead of failing the call', () => {
    expect(decodeHeaderValue(encodeHeaderValue('a\uD800@b.c'))).toBe('a\uFFFD@b.c');
  });

  test.each<[string, string, string | null]>([
    ['the mark in lower case is the same mark', "utf-8''%C5%82ukasz%40example.pl", 'łukasz@example.pl'],
    ['bytes that are not UTF-8', "UTF-8''%C5", null],
    ['an unfinished escape', "UTF-8''%4", null],
    ['a raw space after the mark', "UTF-8''a b@c.d", null],
    ['a raw non-ASCII letter after the mark', "UTF-8''ł@c.d", null],
    ['an empty value', '', ''],
  ])('spec 000 §7: decoding %s', (_name, value, decoded) => {
    expect(decodeHeaderValue(value)).toBe(decoded);
  });
});

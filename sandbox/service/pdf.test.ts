// The sandbox's PDFs are real files: header, objects at the offsets the xref names, trailer.
import { describe, expect, test } from 'vitest';
import { pdfDocument } from './pdf.ts';

describe('sandbox PDF files', () => {
  test('a document starts with %PDF, ends with %%EOF, and its xref offsets point at its objects', () => {
    const bytes = pdfDocument('Explanation of benefits (EOB)', ['Claim CL-1', 'Café: 12,50 €', 'Emoji 👓 becomes ?']);
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    expect(text).toContain('(Explanation of benefits \\(EOB\\)) Tj');
    expect(text).toContain('Emoji ? becomes ?');
  });

  test('French typography is written in the font’s WinAnsi codes, not as "?": the curly apostrophe, the euro, the narrow no-break space as a no-break one', () => {
    // One character a byte: the WinAnsi codes as they are written (’ 0x92, € 0x80, … 0x85, the no-break space 0xA0).
    const bytes = String.fromCharCode(...pdfDocument('Avis de refus', ['Quillfeather n\u2019a pas pu traiter cette demande\u202f: 12,50\u00a0\u20ac\u2026']));
    expect(bytes).toContain('(Quillfeather n\x92a pas pu traiter cette demande\xa0: 12,50\xa0\x80\x85) Tj');
  });
});

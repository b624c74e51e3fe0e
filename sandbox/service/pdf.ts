// Real, minimal PDF files for the sandbox's claim forms and notices: one A4 page of Helvetica text,
// with a correct cross-reference table, so any PDF reader opens them.

/**
 * The typography French and English notices write beyond Latin-1, as the WinAnsi encoding of the font holds it: the
 * curly apostrophe and quotes, the euro, dashes and the ellipsis at their own codes, the narrow no-break space French
 * puts before ; : ! ? as a no-break space (Helvetica has no narrow one).
 */
const WIN_ANSI: Readonly<Record<string, string>> = {
  '\u2018': '\x91',
  '\u2019': '\x92',
  '\u201c': '\x93',
  '\u201d': '\x94',
  '\u20ac': '\x80',
  '\u2013': '\x96',
  '\u2014': '\x97',
  '\u2026': '\x85',
  '\u202f': '\u00a0',
};

/** Escapes text for a PDF string literal in the font's WinAnsi encoding; what it cannot write becomes "?". */
function pdfString(text: string): string {
  const latin1 = Array.from(text, (ch) => WIN_ANSI[ch] ?? (ch.charCodeAt(0) < 256 ? ch : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A one-page PDF with a title and lines of text. */
export function pdfDocument(title: string, lines: readonly string[]): Uint8Array {
  const text = [`BT /F1 18 Tf 56 780 Td ${pdfString(title)} Tj ET`, ...lines.map((line, i) => `BT /F1 11 Tf 56 ${748 - i * 16} Td ${pdfString(line)} Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Direct-billing sandbox) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Latin-1 bytes, one per character, so the offsets above are byte offsets.
  return Uint8Array.from(body, (ch) => ch.charCodeAt(0));
}

import { describe, expect, test } from 'vitest';
import { neutralFileName } from './file-name.ts';

describe('issue 27 and DESIGN "No personal data leaks": a prescription file travels under a neutral name (spec 000 §7, put-url?file-name and the upload metadata)', () => {
  test.each([
    { name: 'a photo named after the shopper keeps only its extension', original: 'Firstname_Lastname_rx_1985-07-14.png', sequence: 1, sent: 'prescription-1.png' },
    { name: 'an upper-case extension is sent lower-case (the service checks the type by it, spec 000 §5)', original: 'SCAN 0042.JPG', sequence: 2, sent: 'prescription-2.jpg' },
    { name: 'a PDF stays a PDF', original: 'ordonnance été Dupont.pdf', sequence: 3, sent: 'prescription-3.pdf' },
    { name: 'a jpeg stays a jpeg', original: 'a.b.c.jpeg', sequence: 10, sent: 'prescription-10.jpeg' },
    { name: 'a name without extension sends none', original: 'Jane Doe', sequence: 1, sent: 'prescription-1' },
    { name: 'an "extension" holding the name is not kept (not a plain extension)', original: 'rx.Jane Doe 1985', sequence: 1, sent: 'prescription-1' },
    { name: 'a sequence that is not a positive integer counts as the first', original: 'rx.png', sequence: 0, sent: 'prescription-1.png' },
  ])('$name', ({ original, sequence, sent }) => {
    expect(neutralFileName(original, sequence)).toBe(sent);
  });
});

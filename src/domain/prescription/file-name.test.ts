import { describe, expect, test } from 'vitest';
import { neutralFileName, neutralFileNumber, nextFileNumber } from './file-name.ts';

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

describe('a claim\'s files each travel under a name of their own, the same after a reload (spec 000 §3, prescription file: name, index)', () => {
  test.each([
    { name: 'the first file of a claim', names: [], asked: 0, next: 1 },
    { name: 'after a reload, the record holding prescription-1.png: the second file is the second, not another first', names: ['prescription-1.png'], asked: 0, next: 2 },
    { name: 'after the highest, whatever the order the service lists them in', names: ['prescription-3.pdf', 'prescription-1.png'], asked: 0, next: 4 },
    { name: 'a gap left by a removed file is not filled: no number goes back under the highest', names: ['prescription-3.png'], asked: 0, next: 4 },
    { name: 'files this page is sending, not listed yet, count (two chosen together)', names: ['prescription-1.png'], asked: 2, next: 3 },
    { name: 'the record ahead of this page (another tab uploaded meanwhile)', names: ['prescription-1.png', 'prescription-4.jpg'], asked: 2, next: 5 },
    { name: 'a name the service holds that is not neutral (an earlier upload under the shopper\'s name) takes no number', names: ['rx.png', 'Jane Doe.pdf'], asked: 0, next: 1 },
    { name: 'a name without extension still counts', names: ['prescription-2'], asked: 0, next: 3 },
    { name: 'a file without a name', names: [null, undefined], asked: 0, next: 1 },
  ])('$name', ({ names, asked, next }) => {
    expect(nextFileNumber(names, asked)).toBe(next);
  });

  test.each([
    { name: 'prescription-12.png', number: 12 },
    { name: 'prescription-1', number: 1 },
    { name: 'my prescription-1.png', number: null },
    { name: 'prescription-x.png', number: null },
    { name: 'prescription-1.png.exe.tar', number: null },
    { name: '', number: null },
  ])('the number of "$name": $number', ({ name, number }) => {
    expect(neutralFileNumber(name)).toBe(number);
  });

  test('the name made for the next number is read back as that number', () => {
    expect(neutralFileNumber(neutralFileName('Jane_Doe_rx.PNG', nextFileNumber(['prescription-1.png'])))).toBe(2);
  });
});

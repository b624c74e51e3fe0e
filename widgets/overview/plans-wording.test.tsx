// The member's plans as the overview words them, with the insurer's own descriptions the sandbox sends (spec 001 §2
// "Insurance plans list"; spec 001 §1, each French as its readers write it): the description, the insurer's text, starts
// a line of its own, so no line holds two colons and French goes on in lower case after its colon, the only capitals
// there the insurer's name.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/preact';
import Overview from './Overview.tsx';
import { record, setRecord } from '../../signals/claim/claim.ts';
import { resetOverview } from '../../signals/overview/overview.ts';
import { capitalAfterColonFaults, typographyFaults } from '../../strings/french-of-france.ts';
import { claimAt, drawerSandbox } from '../../test/component/drawer-claim.ts';
import { signedInVisitor } from '../../test/component/setup.ts';
import { linesOf } from '../../test/component/said.ts';
import { frenchQuoteRequired } from '../../test/unit/french-quote.ts';

vi.mock('../cta/CtaLive.tsx', () => ({ default: () => null }));
vi.mock('../toggle/ToggleLive.tsx', () => ({ default: () => null }));

afterEach(() => {
  cleanup();
  resetOverview();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A member the sandbox found, in the shop's language: a mutuelle's in France, Quillfeather's in Canada. */
const MEMBERS = {
  'fr-fr': async () => void (await frenchQuoteRequired(await signedInVisitor({ locale: 'fr-fr', country: 'FR', currency: 'EUR' }))),
  'fr-ca': async () => void (await claimAt((await drawerSandbox('fr-ca')).sandbox, 'prescription-required')),
  'en-ca': async () => void (await claimAt((await drawerSandbox('en-ca')).sandbox, 'prescription-required')),
} as const;

/** Each benefit of the plans view, available and not, as its lines. */
async function benefitLines(available: string, unavailable: string): Promise<string[][]> {
  const list = async (name: string) => (await screen.findByRole('heading', { name })).nextElementSibling as HTMLElement;
  const items = [...within(await list(available)).getAllByRole('listitem'), ...within(await list(unavailable)).getAllByRole('listitem')];
  return items.map(linesOf);
}

/** The colons of a line, but a time's ("18:12"). */
const colons = (line: string) => line.replace(/\d:\d/gu, '').split(':').length - 1;

describe('spec 001 §2 Insurance plans list: the insurer’s description on a line of its own', () => {
  test.each([
    {
      locale: 'fr-fr',
      insurer: 'Mutuelle Pivoine Santé',
      available: 'Disponible',
      unavailable: 'Non disponible',
      frames: /^Monture\u202f: jusqu’à /u,
      exam: ['Examens de la vue', 'En magasin uniquement'],
      faults: typographyFaults,
    },
    {
      locale: 'fr-ca',
      insurer: 'Régime de vision Quillfeather',
      available: 'Disponible',
      unavailable: 'Non disponible',
      frames: /^Monture\u00a0: jusqu’à /u,
      exam: ['Examens de la vue', 'En magasin uniquement'],
      faults: capitalAfterColonFaults,
    },
    {
      locale: 'en-ca',
      insurer: 'Quillfeather Vision Plan',
      available: 'Available',
      unavailable: 'Not available',
      frames: /^Frame allowance up to /u,
      exam: ['Eye exams', 'In store only'],
      faults: () => [],
    },
  ] as const)('$locale: each benefit’s kind, then the insurer’s words; one colon a line at most, lower case after it', async ({ locale, insurer, available, unavailable, frames, exam, faults }) => {
    await MEMBERS[locale]();
    const found = record.value;
    render(<Overview />);
    act(() => setRecord(found));
    const heading = await screen.findByRole('heading', { name: new RegExp(insurer) });
    const benefits = await benefitLines(available, unavailable);
    const lines = benefits.flat();
    expect(lines.filter((line) => colons(line) > 1)).toEqual([]);
    expect(heading.textContent).toContain(insurer);
    // The insurer's name, a proper noun, may keep its capital after a colon; nothing else does.
    expect(lines.flatMap((line) => faults(line, [insurer]).map((fault) => `${fault}: "${line}"`))).toEqual([]);
    const frame = benefits.find(([kind]) => /^(?:Montures|Frames) · /u.test(kind ?? ''));
    expect(frame?.[1]).toMatch(frames);
    expect(benefits).toContainEqual(exam);
  });
});

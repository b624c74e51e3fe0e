// The shop's analytics hear a shopper's press through track alone (spec 000 section 9): one place says what an event
// carries, and never who the shopper is. trackError beside it sends the one other kind, an error shown, nothing pressed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const sources = ['signals', 'widgets', 'entry', 'src'].flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file.split('\\').join('/')}`),
);

describe('spec 000 §9: the analytics event is sent by track', () => {
  test('no other module emits it, the error shown included', () => {
    const emitters = sources.filter((file) => /\bemit\(\s*'analytics'/.test(readFileSync(join(root, file), 'utf8')));
    expect(emitters).toEqual(['signals/host/track.ts']);
  });
});

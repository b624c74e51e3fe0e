// Every value src/domain exports reaches the shopper or the shop (issue 22, DESIGN.md "One rule, one place"): a rule
// only a unit test calls is not done. A function or constant exported from src/domain must be imported by the code we
// ship or by the sandbox, unless it is listed below with its reason.
import { describe, expect, test } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The folders whose imports count. The code we ship: signals/, widgets/, entry/, src/api, src/host, src/contract.
 * The sandbox counts too: it is the reference service and demo shop a shop's engineers develop against, so a
 * vocabulary it answers with (a status list, a field table, the file limit) reaches the shop through its answers.
 */
const USERS = ['signals', 'widgets', 'entry', 'src/api', 'src/host', 'src/contract', 'sandbox'];

/**
 * A building block counts as used without an exception, and the test works it out rather than trusting a list: a value
 * another domain file imports, when that file is itself reached (one of its values is used), or a value its own file
 * reads (not only in a `typeof`, which is a type), when that file is reached; for example `stepOffset`, which
 * `maxSteps` and `progress` read beside it, and `progress`, which `viewProgress` (flow-nav.ts) imports for the
 * drawer's Step X of Y. Any other exception is listed here with its reason (none today).
 */
const OTHER_EXCEPTIONS: Record<string, string> = {};

/** A path relative to the project, with forward slashes. */
const rel = (file: string) => relative(root, file).split(sep).join('/');

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(root, folder, name));
}

/** The values (functions, constants, classes) a domain file exports; types and interfaces are erased and do not count. */
function exportedValues(source: string): string[] {
  return [...source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z0-9_$]+)/gm)].map((m) => m[1] ?? '');
}

/** The values a file imports, as "path/of/module.ts#name"; `import type` and inline `type` names are left out. */
function importedValues(file: string, source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/\bimport\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (m[1] || !m[3]?.startsWith('.')) continue;
    const target = rel(resolve(dirname(file), m[3]));
    for (const part of (m[2] ?? '').split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      found.push(`${target}#${name.split(/\s+as\s+/)[0]?.trim()}`);
    }
  }
  // A module fetched when needed (`import('./x.ts')`), whose values the file takes from the promise by name: any name
  // the file reads counts as taken from it.
  const names = new Set(source.match(/[A-Za-z_$][\w$]*/g) ?? []);
  for (const m of source.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
    const target = rel(resolve(dirname(file), m[1] ?? ''));
    for (const name of names) found.push(`${target}#${name}`);
  }
  return found;
}

/** Whether a file's own text reads a name beyond its declaration; a `typeof` only makes a type and does not count. */
function readsOwn(source: string, name: string): boolean {
  const uses = [...source.matchAll(new RegExp(`(typeof\\s+)?\\b${name}\\b`, 'g'))].filter((m) => !m[1]);
  return uses.length > 1;
}

const domainFiles = sources('src/domain');
const domainText = new Map(domainFiles.map((file) => [rel(file), readFileSync(file, 'utf8')]));
const exported = [...domainText].flatMap(([file, text]) => exportedValues(text).map((name) => ({ file, name, key: `${file}#${name}` })));
const importedByUsers = new Set(USERS.flatMap(sources).flatMap((file) => importedValues(file, readFileSync(file, 'utf8'))));
const importedByDomain = new Map(domainFiles.map((file) => [rel(file), new Set(importedValues(file, domainText.get(rel(file)) ?? ''))]));

/** The exported values the code we ship reaches: imported by it, or a building block of a reached domain file. */
function reachedValues(): Set<string> {
  const reached = new Set(exported.filter((e) => importedByUsers.has(e.key)).map((e) => e.key));
  const reachedFile = (file: string) => exported.some((e) => e.file === file && reached.has(e.key));
  for (let grew = true; grew; ) {
    grew = false;
    for (const e of exported) {
      if (reached.has(e.key)) continue;
      const byDomain = [...importedByDomain].some(([file, names]) => names.has(e.key) && reachedFile(file));
      if (byDomain || (reachedFile(e.file) && readsOwn(domainText.get(e.file) ?? '', e.name))) {
        reached.add(e.key);
        grew = true;
      }
    }
  }
  return reached;
}

const reached = reachedValues();

describe('issue 22 acceptance: every value src/domain exports is imported outside src/domain and the tests', () => {
  test('the detector finds the domain exports, their imports and their building blocks', () => {
    expect(exported.length).toBeGreaterThan(50);
    expect(importedByUsers.has('src/domain/toggle/toggle-action.ts#toggleAction')).toBe(true);
    expect(importedValues(join(root, 'x.ts'), "import { a, b as c, type T } from './m.ts';\nimport type { U } from './n.ts';")).toEqual(['m.ts#a', 'm.ts#b']);
    expect(reached.has('src/domain/drawer/progress.ts#progress')).toBe(true);
    expect(readsOwn('export const A = [1] as const;\nexport type T = (typeof A)[number];', 'A')).toBe(false);
    expect(readsOwn('export const A = 1;\nexport const b = () => A;', 'A')).toBe(true);
  });

  test('no exported value is unused, except the justified ones', () => {
    const excepted = new Set(Object.keys(OTHER_EXCEPTIONS));
    const unused = exported.filter((e) => !reached.has(e.key) && !excepted.has(e.name)).map((e) => e.key);
    expect(unused).toEqual([]);
  });

  test.each(Object.keys(OTHER_EXCEPTIONS))('the exception %s still exists and is still unused', (name) => {
    const owner = exported.find((e) => e.name === name);
    expect(owner, `${name} is exported from src/domain`).toBeDefined();
    expect(reached.has(owner?.key ?? ''), `${name} is used now: drop its exception`).toBe(false);
  });
});

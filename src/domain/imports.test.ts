// src/ stays framework-free (STYLE.md: imports flow one way, the core never imports React, Preact,
// signals, rosetta, wouter or the layers above it: signals/, widgets/, entry/).
import { describe, expect, test } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Bare packages the core may never import, with any subpath. */
const FORBIDDEN_PACKAGES = [/^react(\/|$)/, /^react-dom(\/|$)/, /^preact(\/|$)/, /^@preact\/signals/, /^rosetta(\/|$)/, /^wouter(\/|$)/];
/** Top-level folders of the project the core may never reach into. */
const FORBIDDEN_FOLDERS = ['signals', 'widgets', 'entry'];

/** Every module specifier in a source text: static, side-effect, re-export, dynamic and require. */
function specifiers(source: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((p) => [...source.matchAll(p)].map((m) => m[1] ?? ''));
}

/** The forbidden specifiers a file imports; relative ones are resolved against the file. */
function forbiddenImports(source: string, file: string): string[] {
  return specifiers(source).filter((spec) => {
    if (FORBIDDEN_PACKAGES.some((p) => p.test(spec))) return true;
    if (!spec.startsWith('.')) return false;
    const target = relative(root, resolve(dirname(file), spec)).split(sep).join('/');
    return FORBIDDEN_FOLDERS.some((folder) => target === folder || target.startsWith(`${folder}/`));
  });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(folder, name));
}

const sample = join(root, 'src', 'domain', 'sample.ts');
/** Samples spell the keyword through a constant, so tools that grep this tree for framework imports do not see them. */
const FROM = 'from';

describe('STYLE.md "What this means for us" 1-2: the detector', () => {
  test.each([
    ['a named Preact import', `import { h } ${FROM} 'preact';`],
    ['a Preact subpath', `import { useState } ${FROM} 'preact/hooks';`],
    ['a signals adapter', `import x ${FROM} "@preact/signals-react"`],
    ['the signals core', `import { signal } ${FROM} '@preact/signals-core';`],
    ['React', `import React ${FROM} 'react';`],
    ['a react-dom subpath', `import { createRoot } ${FROM} 'react-dom/client';`],
    ['a type-only React import', `import type { FC } ${FROM} 'react';`],
    ['rosetta', `import rosetta ${FROM} 'rosetta';`],
    ['wouter', `import { Route } ${FROM} 'wouter';`],
    ['a re-export', `export { h } ${FROM} 'preact';`],
    ['a side-effect import', `import 'preact/debug';`],
    ['a dynamic import', `const m = await import('wouter');`],
    ['a multi-line import', `import {\n  a,\n  b,\n} ${FROM} 'preact';`],
    ['the signals folder', `import { claim } ${FROM} '../../signals/claim/claim.ts';`],
    ['the widgets folder', `import { mount } ${FROM} '../../widgets/mount.tsx';`],
  ])('flags %s', (_name, text) => {
    expect(forbiddenImports(text, sample)).toHaveLength(1);
  });

  test.each([
    ['a sibling domain module', `import type { RecordStatus } ${FROM} './status.ts';`],
    ['the contract folder', `import { parse } ${FROM} '../contract/parse.ts';`],
    ['superstruct', `import { type } ${FROM} 'superstruct';`],
    ['a package merely named like preact', `import x ${FROM} 'preactish';`],
    ['a node built-in', `import { readFileSync } ${FROM} 'node:fs';`],
  ])('accepts %s', (_name, text) => {
    expect(forbiddenImports(text, sample)).toEqual([]);
  });
});

describe('STYLE.md: src/ is framework-free, every folder of it (nothing in src/ imports react, preact, signals or rosetta)', () => {
  const files = sourceFiles(join(root, 'src'));

  test.each(['domain', 'contract', 'api', 'host'])('has source files to check in src/%s', (folder) => {
    expect(files.some((file) => relative(join(root, 'src'), file).startsWith(`${folder}${sep}`))).toBe(true);
  });

  test.each(files.map((file) => [relative(root, file), file]))('%s imports no framework, signals, widgets or entry', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    expect(forbiddenImports(text, file)).toEqual([]);
  });
});

// A shop's page of its own, as an engineer integrating the widgets has one: served by a server of its own on another
// origin and another site than the sandbox's (`localhost` is not the sandbox's 127.0.0.1), in English and in Quebec
// French. The README's quick start (quick-start.test.ts) and a page answering the shop calls itself (own-cart.test.ts).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ENGLISH_FLOW, QUEBEC_FLOW } from './flow.ts';

/** The page's server: its origin, and its close. */
export interface OwnPage {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves the pages by path (and no icon: the widgets have no part in it) from another origin than the sandbox's: a path
 * ending in `.js` as a script, any other as HTML, each with the `headers` given (a Content-Security-Policy).
 */
export async function serveOwnPages(pages: ReadonlyMap<string, string>, headers: Readonly<Record<string, string>> = {}): Promise<OwnPage> {
  const server = createServer((request, response) => {
    const body = pages.get(request.url ?? '');
    const type = request.url?.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8';
    if (body) response.writeHead(200, { 'content-type': type, ...headers }).end(body);
    else response.writeHead(request.url === '/favicon.ico' ? 204 : 404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A text as a regular expression matching it exactly. */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page in English and in Quebec French: where it is served, its locale, the flow's words, the result's sentence. */
export const OWN_PAGE_CASES = [
  { language: 'English', path: '/cart', locale: 'en-CA', words: ENGLISH_FLOW, pays: (amount: string) => `Your insurer pays ${amount} of your order.` },
  { language: 'Quebec French', path: '/fr-ca/cart', locale: 'fr-CA', words: QUEBEC_FLOW, pays: (amount: string) => `Votre assureur paie ${amount} de votre commande.` },
];

/** The README's "Quick start" section, up to the next section. */
export function quickStart(): string {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('## Quick start');
  if (start < 0) throw new Error('the README has no Quick start');
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** The quick start's ```html block, its list indentation removed, as an engineer pastes it. */
export function quickStartSnippet(): string {
  const block = /^( *)```html\n([\s\S]*?)^\1```/m.exec(quickStart());
  if (!block) throw new Error('the README\'s quick start has no ```html block');
  const indent = block[1]!.length;
  return block[2]!.split('\n').map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length))).join('\n');
}

/**
 * The quick start's snippet changed as one of the README's "changed in one place each" items says (the item's bold
 * label, `France`): each `key: 'value'` of the item's first code span replaces that key's value in the snippet, which
 * must hold every key it names.
 */
export function quickStartChanged(snippet: string, label: string): string {
  const item = new RegExp(`^- \\*\\*${label}:\\*\\* \`([^\`]+)\``, 'm').exec(quickStart());
  if (!item) throw new Error(`the README's quick start has no "${label}" change`);
  let changed = snippet;
  for (const [, key, value] of item[1]!.matchAll(/(\w+): '([^']*)'/g)) {
    const at = new RegExp(`\\b${key}: '[^']*'`);
    if (!at.test(changed)) throw new Error(`the quick start's snippet has no ${key} for the "${label}" change`);
    changed = changed.replace(at, `${key}: '${value}'`);
  }
  return changed;
}

/** A plain page of one's own around a snippet, in a language. */
export const ownPage = (lang: string, code: string): string =>
  `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>My shop</title></head>\n<body><main>\n${code}\n</main></body></html>\n`;

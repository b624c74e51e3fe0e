// The fenced code blocks of the README and docs/*.md (issue 26, "every example in README and docs/ runs in a test"),
// and what docs-examples.test.ts needs to read them: their shell commands split as a shell would.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** The repository's root. */
export const ROOT = new URL('../../', import.meta.url);

/** One fenced block: its document, the line of its opening fence, its info string's first word and its text, unindented. */
export interface Block {
  doc: string;
  line: number;
  lang: string;
  code: string;
}

/** The documents whose examples must run: the README and every Markdown file of docs/. */
export function documents(): string[] {
  const docs = readdirSync(new URL('docs/', ROOT)).filter((name) => name.endsWith('.md')).sort().map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/** A document's text, or '' when it does not exist (yet). */
export const read = (doc: string): string => (existsSync(new URL(doc, ROOT)) ? readFileSync(new URL(doc, ROOT), 'utf8') : '');

/**
 * Every fenced block of a document, ``` or ~~~, at any list indentation: the indentation of its opening fence is removed
 * from each of its lines, as an engineer pasting it would. A block without an info string has the language ''.
 */
export function blocksOf(doc: string): Block[] {
  const lines = read(doc).split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^( *)(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, lang] = open as unknown as [string, string, string, string];
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !new RegExp(`^ *${fence[0]}{${fence.length},}\\s*$`).test(lines[j]!)) {
      const line = lines[j]!;
      body.push(line.slice(Math.min(indent.length, line.length - line.trimStart().length)));
      j++;
    }
    if (j === lines.length) throw new Error(`${doc}:${i + 1}: a code block that is never closed`);
    blocks.push({ doc, line: i + 1, lang: lang.toLowerCase(), code: body.join('\n') });
    i = j;
  }
  return blocks;
}

/** Every block of every document. */
export const allBlocks = (): Block[] => documents().flatMap(blocksOf);

/** One shell command: its environment assignments and its words, quotes removed; its comment apart. */
export interface Command {
  env: Record<string, string>;
  words: string[];
  comment: string;
}

/**
 * A shell block's commands as sh reads them, for the few forms the docs use: lines joined at a trailing backslash,
 * `# comments`, single and double quotes, `&&` and `;` between commands, `NAME=value` before a command.
 */
export function commandsOf(code: string): Command[] {
  const joined = code.replace(/\\\n\s*/g, ' ');
  const commands: Command[] = [];
  for (const line of joined.split('\n')) {
    const lineStart = commands.length;
    let words: string[] = [];
    let word: string | null = null;
    let comment = '';
    const end = () => {
      if (word !== null) words.push(word);
      word = null;
    };
    const flush = () => {
      end();
      if (words.length === 0) return;
      const env: Record<string, string> = {};
      while (words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[0]!)) {
        const [name, ...value] = words.shift()!.split('=');
        env[name!] = value.join('=');
      }
      commands.push({ env, words, comment: '' });
      words = [];
    };
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (c === "'" || c === '"') {
        const close = line.indexOf(c, i + 1);
        if (close < 0) throw new Error(`an unclosed quote in: ${line}`);
        word = (word ?? '') + line.slice(i + 1, close);
        i = close;
      } else if (c === '#' && word === null) {
        comment = line.slice(i + 1).trim();
        break;
      } else if (c === ';' || (c === '&' && line[i + 1] === '&')) {
        flush();
        if (c === '&') i++;
      } else if (/\s/.test(c)) end();
      else word = (word ?? '') + c;
    }
    flush();
    // A comment after a command belongs to the line's last command; a comment alone on its line describes the next.
    if (comment && commands.length > lineStart) commands[commands.length - 1]!.comment = comment;
  }
  return commands;
}

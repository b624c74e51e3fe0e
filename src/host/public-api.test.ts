// The page API's types say what the docs and the loader accept (docs/page-api.md): a shop's own TypeScript, compiled
// against src/host/public-api.ts (shipped as dist/direct-billing.d.ts) as an engineer's modules, with the DOM's types.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const API = fileURLToPath(new URL('./public-api.ts', import.meta.url));

/** The shop's modules, each importing the page API's types. */
const EXAMPLES = {
  // The docs' request for the cart's lines: a callback only, or no detail at all; and products given.
  cartLines: `
    type Detail = InboundEvents['request-product-quote'];
    window.dispatchEvent(new CustomEvent<Detail>('direct-billing:request-product-quote', { detail: { callback: (answer) => console.log(answer?.productQuotes.length) } }));
    window.dispatchEvent(new CustomEvent<Detail>('direct-billing:request-product-quote', { detail: null }));
    const frame: ProductForQuote = { productType: 'FRAME', ecommerceId: '0123456789012', ecommerceIdType: 'UPC', quantity: 1, unitFullPrice: { amount: 139 } };
    window.dispatchEvent(new CustomEvent<Detail>('direct-billing:request-product-quote', { detail: { products: [frame] } }));
    window.addEventListener('direct-billing:request-product-quote', (event) => console.log(event.detail?.products?.length));
  `,
  // A negative control: products that are not products for quote.
  wrongProducts: `
    window.dispatchEvent(new CustomEvent<InboundEvents['request-product-quote']>('direct-billing:request-product-quote', { detail: { products: 'FRAME-001' } }));
  `,
};

let dir = '';
let problems: Record<keyof typeof EXAMPLES, string[]>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'page-api-types-'));
  const files = Object.entries(EXAMPLES).map(([name, code]) => {
    const file = join(dir, `${name}.ts`);
    writeFileSync(file, `import type { InboundEvents, ProductForQuote } from ${JSON.stringify(API)};\n${code}\nexport type Used = [InboundEvents, ProductForQuote];\n`);
    return [name, file] as const;
  });
  const program = ts.createProgram(files.map(([, file]) => file), {
    strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [], skipLibCheck: true,
  });
  problems = Object.fromEntries(
    files.map(([name, file]) => [name, ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))]),
  ) as typeof problems;
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('spec 001 §6: the window events\' details, as docs/page-api.md describes them', () => {
  it('request-product-quote quotes the cart\'s lines without products: with a callback only, or with no detail', () => {
    expect(problems.cartLines).toEqual([]);
  });

  it('still refuses products that are not products for quote (the compiler checks the examples at all)', () => {
    expect(problems.wrongProducts).toEqual([expect.stringContaining("Type 'string' is not assignable to type 'ProductForQuote[]'")]);
  });
});

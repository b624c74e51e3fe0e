// The npm package's build (docs/npm-package.md): `loadDirectBilling` and the React components as ES modules, React left
// to the shop's bundle (a peer dependency, never bundled), and their declarations beside them. `npm run build` runs it
// after the widgets' build; `npm pack` in this folder runs it first (prepack).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The declarations: each module's, by TypeScript's declaration transpiler (the sources declare every exported type), and
 * the page API's types, which the package takes from the widgets' own src/host/public-api.ts and ships as
 * `public-api.d.ts`. Relative imports are rewritten to the shipped files; an import reaching out of the package fails
 * the build.
 */
function declarations(): Plugin {
  const files: Record<string, string> = {
    'index.d.ts': here('./src/index.ts'),
    'react.d.ts': here('./src/react.tsx'),
    'public-api.d.ts': here('../src/host/public-api.ts'),
  };
  return {
    name: 'direct-billing:package-declarations',
    apply: 'build',
    async closeBundle() {
      const { default: ts } = await import('typescript');
      mkdirSync(here('./dist'), { recursive: true });
      for (const [name, source] of Object.entries(files)) {
        const { outputText, diagnostics = [] } = ts.transpileDeclaration(readFileSync(source, 'utf8'), {
          fileName: source,
          reportDiagnostics: true,
          compilerOptions: { jsx: ts.JsxEmit.ReactJSX, allowImportingTsExtensions: true },
        });
        if (diagnostics.length) this.error(`${source}: ${ts.flattenDiagnosticMessageText(diagnostics[0]?.messageText, ' ')}`);
        const text = outputText
          .replaceAll("'../../src/host/public-api.ts'", "'./public-api.js'")
          .replace(/(from '\.\/[\w-]+)\.tsx?'/g, "$1.js'");
        const outside = /from '(\.\.\/[^']*)'/.exec(text);
        if (outside) this.error(`${name} imports ${outside[1]}, which the package does not ship`);
        writeFileSync(here(`./dist/${name}`), text);
      }
    },
  };
}

/** The package is the widgets' release: its version is the root package.json's, or the build stops and says so. */
function sameVersion(): Plugin {
  return {
    name: 'direct-billing:package-version',
    apply: 'build',
    buildStart() {
      const version = (path: string) => (JSON.parse(readFileSync(here(path), 'utf8')) as { version: string }).version;
      const [widgets, own] = [version('../package.json'), version('./package.json')];
      if (own !== widgets) this.error(`package/package.json is at ${own}, the widgets at ${widgets}: give package/package.json the root's version`);
    },
  };
}

export default defineConfig({
  root: here('.'),
  plugins: [sameVersion(), declarations()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    lib: { entry: { index: here('./src/index.ts'), react: here('./src/react.tsx'), 'react.rsc': here('./src/react-rsc.ts') }, formats: ['es'] },
    rollupOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/],
      // The components run in the browser: a React Server Components bundler (Next.js) is told so by the module it
      // resolves under the `react-server` condition. Only there: another bundler warns that it drops the directive.
      output: { banner: (chunk) => (chunk.name === 'react.rsc' ? "'use client';" : '') },
    },
  },
});

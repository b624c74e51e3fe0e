// One config for the production build (Preact), the comparison build (React 19) and every test project.
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import pkg from './package.json' with { type: 'json' };
import { integrity } from './scripts/integrity.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Whether a module lies in one of the folders (paths from the project root). */
const inFolders =
  (...folders: string[]) =>
  (id: string): boolean => {
    const path = relative(here('.'), id).split(sep).join('/');
    return folders.some((folder) => path.startsWith(`${folder}/`));
  };

/** Whether a module is one of the files (paths from the project root). */
const inFiles =
  (...files: string[]) =>
  (id: string): boolean =>
    files.includes(relative(here('.'), id).split(sep).join('/'));

/**
 * The drawer's views, one chunk each, which no group below takes: Drawer.tsx imports each lazily, and a view's Try again
 * fetches its chunk again under a URL of its own (widgets/drawer/lazy-view.ts), a second copy. So a view's chunk holds
 * the view and what only it uses, never state a later part reads: the concept's state lives in the concept's group,
 * which the view's chunk imports, and no chunk imports a view's chunk (test/browser/build.test.ts checks).
 */
const DRAWER_VIEWS = [
  'widgets/drawer/entry/Entry.tsx',
  'widgets/drawer/entry/ErrorView.tsx',
  'widgets/drawer/entry/Intro.tsx',
  'widgets/drawer/insurer/Insurers.tsx',
  'widgets/drawer/member/InsuranceMember.tsx',
  'widgets/drawer/information/InsuranceInformation.tsx',
  'widgets/drawer/prescription/SelectPrescription.tsx',
  'widgets/drawer/prescription/Validate.tsx',
  'widgets/drawer/product/SelectProduct.tsx',
  'widgets/drawer/product/ChangeProduct.tsx',
  'widgets/drawer/submit/Review.tsx',
  'widgets/drawer/quote/Quote.tsx',
];
/** The drawer's shell is a chunk of its own too: the loader imports it lazily (a group taking it breaks its exports). */
const isView = inFiles(...DRAWER_VIEWS, 'widgets/drawer/Drawer.tsx');
/** A group's test that never takes a view. */
const besidesViews =
  (...tests: ((id: string) => boolean)[]) =>
  (id: string): boolean =>
    !isView(id) && tests.some((test) => test(id));
/** A package under node_modules, wherever it is installed. */
const inPackages =
  (...names: string[]) =>
  (id: string): boolean =>
    names.some((name) => id.split(sep).join('/').includes(`/node_modules/${name}/`));

/**
 * The chunk groups, by concept: what a shopper's step needs together travels together, so a whole North American flow
 * fetches about 20 widget files, not one per shared module (test/browser/prefetch.test.ts counts them). The loader and
 * what a signed-in page runs as it loads stay as they are; the rest, from the highest priority down:
 * - claim-status: the toggle's and the call-to-action's states of a claim record, and the pieces they share;
 * - claim-actions: the claim's actions, polls and cancel, with the service's calls and schemas only they and the
 *   drawer's steps reach (prescriptions, quotes);
 * - claim-form, prescription, submit, quote: each step's state, rules and parts (its views apart, above);
 * - kept-quotes: what the shopper's pages keep of the day's quotes, fetched where there is some to read or keep;
 * - drawer-and-pages: what the drawer's steps share with the overview and my-claims: dates, money, insurers and their
 *   calls, the claims list's rules, help, the style adder;
 * - drawer: the shell, its router and location, its kit (field, footer, animation) and the entry's state;
 * - service: the service layer a signed-in page fetches to show its state, and the report of an error a widget shows.
 * A module only the loader imports, lazily, with what only it uses, is a chunk of its own, named by the module, without a
 * group: the shop's look of its own (widgets/ui/theme.ts and the appearance rules, fetched when the configuration sets
 * one), the replay of the queue snippet's calls (src/host/queue.ts, fetched when the stub recorded some), the engineer's
 * fixes (src/host/fixes.ts, after a failed call). A group would hold such a module's namespace as an object the bundler
 * builds with its runtime helpers, which it then moves out of the loader into a chunk the loader must fetch first.
 */
const GROUPS: { name: string; test: (id: string) => boolean; priority: number }[] = [
  {
    name: 'claim-status',
    priority: 4,
    test: (id) =>
      inFiles(
      'widgets/toggle/ToggleStatus.tsx',
      'widgets/toggle/Benefits.tsx',
      'widgets/toggle/SelectProduct.tsx',
      'widgets/toggle/toggle-strings.ts',
      'widgets/cta/CtaStatus.tsx',
      'widgets/cta/cta-strings.ts',
      'widgets/ui/Confirm.tsx',
      // The brand's phone and e-mail, which the card and the drawer's submit result show where they send the shopper to them.
      'widgets/ui/ContactLines.tsx',
      // The nullify cut-off (Los Angeles time, with @date-fns/tz below), which decides whether the call-to-action offers
      // Cancel claim; the cancel itself reads it too.
      'src/domain/claim/nullify.ts',
      'src/domain/claim/benefits.ts',
      'src/domain/product/product-choice.ts',
      // What a restriction tells the shopper, the same on the call-to-action and in the drawer's member view, and its
      // wait as it passes.
      'src/domain/claim/restriction.ts',
      'signals/claim/restriction-lift.ts',
      // The insurer's share as the toggle, the call-to-action and the drawer state it, and the cart's wording beside it.
      'widgets/ui/Estimate.tsx',
      'src/domain/claim/estimate.ts',
      // The record's lines as the cart holds them now, which the estimate, the products view and the review read.
      'src/domain/claim/cart-lines.ts',
      // Which story an acknowledged claim tells: the estimate, the card, the switch and the drawer's result all read it.
      'src/domain/claim/acknowledgement.ts',
      // The best use of the benefits, which the estimate counts and the products view preselects.
      'src/domain/product/best-claim.ts',
      'src/domain/product/prescription-fit.ts',
      // The prescription and product rules the best claim reads, below every chunk that shows or acts on a claim.
      'src/domain/prescription/prescriptions.ts',
      'src/domain/prescription/prescription-result.ts',
      'src/domain/prescription/prescription-outcome.ts',
      // The contact lenses' rules, which the prescriptions, the coverage and the quote read.
      'src/domain/product/contact-lenses.ts',
      'src/domain/host/eligible-product.ts',
      'signals/claim/estimate.ts',
      'src/domain/toggle/cart-wording.ts',
      'signals/toggle/cart-wording.ts',
      'signals/toggle/product-selection.ts',
      // The e-mail retry the call-to-action asks for, beside a quote at an offline insurer, and its rules, which the quote view reads too.
      'signals/cta/offline-quote.ts',
      'src/domain/quote/offline-retry.ts',
      // Whether a claim in progress can still be sent online today, which the call-to-action's card says.
      'src/domain/cta/submits-spent.ts',
      // What makes the page behind a confirmation inert, and which cancel closes a dialog.
      'widgets/ui/modal-behind.ts',
      'widgets/ui/close-request.ts',
    )(id) || inPackages('@date-fns/tz')(id),
  },
  {
    name: 'claim-actions',
    priority: 4,
    test: (id) =>
      inFiles(
        'signals/claim/claim-actions.ts',
        'signals/claim/claim-coverage.ts',
        'signals/claim/claim-poll.ts',
        'signals/claim/poll-stop.ts',
        'signals/claim/claim-cancel.ts',
        'src/domain/session/record-customer.ts',
        'src/host/product-list.ts',
        // A submit's outcome, which the claim's actions read and the submit view shows.
        'src/domain/submit/submit-outcome.ts',
        // The polling of the service, which the claim's actions and the drawer's steps run, never a page as it loads.
        'src/api/poll.ts',
        // The reads of the estimate of the insurer's share, one of the claim's actions.
        'signals/claim/claim-estimate.ts',
        // The wait for an offline insurer's answer to a retry, a poll of the record.
        'signals/claim/retry-follow.ts',
        // The follow of a claim the insurer holds on a page that did not send it, a poll of the record.
        'signals/claim/submitted-follow.ts',
      )(id) ||
      inFolders('src/api/prescription', 'src/api/quote', 'src/contract/prescription')(id),
  },
  {
    name: 'claim-form',
    priority: 3,
    test: (id) => !inFiles('src/domain/member/lookup-screen.ts', 'src/domain/member/carrier-change.ts')(id) && besidesViews(
      inFolders('signals/drawer/insurer', 'signals/drawer/member', 'signals/drawer/information', 'widgets/drawer/member', 'widgets/drawer/information', 'src/domain/member', 'src/domain/information'),
      inFiles('src/domain/host/environment.ts', 'src/domain/date-entry.ts'),
    )(id),
  },
  {
    name: 'drawer-and-pages',
    priority: 3,
    test: (id) =>
      inFiles(
        'src/domain/dates.ts',
        'src/domain/money.ts',
        'src/domain/insurer/insurer.ts',
        'src/domain/insurer/insurer-list.ts',
        'src/domain/my-claims/my-claims.ts',
        'src/domain/host/help.ts',
        // How a count is said, which the drawer's insurer search, its attempts left and the overview's search read.
        'src/domain/count-word.ts',
        'signals/overview/chosen.ts',
        'widgets/ui/add-styles.ts',
        // How a Try again keeps focus through its wait, and the failure's alert that holds it, which the toggle's
        // benefits, the overview and my-claims share.
        'widgets/ui/wait-focus.ts',
        'widgets/ui/RetryAlert.tsx',
        // The claim's attachments, which the claim form sends and the overview lists.
        'src/api/claim/attachments.ts',
      )(id) ||
      inFolders('src/api/insurer', 'src/contract/insurer')(id) ||
      inPackages('tinydate')(id),
  },
  {
    name: 'prescription',
    priority: 3,
    test: besidesViews(inFolders('signals/drawer/prescription', 'widgets/drawer/prescription', 'src/domain/prescription'), inFiles('src/domain/host/eligible-product.ts')),
  },
  {
    name: 'submit',
    priority: 3,
    test: besidesViews(
      inFolders('signals/drawer/submit', 'widgets/drawer/submit', 'widgets/drawer/product', 'src/domain/submit'),
      // When the products step says its estimate anew (src/domain/drawer/estimate-change.ts), with the step.
      inFiles('signals/drawer/flow-result.ts', 'signals/claim/checkout.ts', 'src/domain/host/checkout.ts', 'src/domain/errors.ts', 'src/domain/host/legal.ts', 'src/domain/drawer/estimate-change.ts'),
      inFolders('signals/drawer/product'),
    ),
  },
  {
    name: 'quote',
    priority: 3,
    // The quote's vocabulary and its step (quote.ts, quote-step.ts) are read by the cart's estimate and call-to-action
    // too, so they go with those, never making the signed-in page's claim state import the quote's chunk; the offline
    // insurer's retry rules (offline-retry.ts) and the day's limit (quote-limit.ts) go with the call-to-action's states,
    // and what the pages keep of the quotes seen (quotes-seen.ts) with its keeping (kept-quotes, below).
    test: (id) =>
      besidesViews(inFolders('signals/drawer/quote', 'widgets/drawer/quote'))(id) ||
      (inFolders('src/domain/quote')(id) &&
        !inFiles('src/domain/quote/quote.ts', 'src/domain/quote/quote-step.ts', 'src/domain/quote/offline-retry.ts', 'src/domain/quote/quote-limit.ts', 'src/domain/quote/quotes-seen.ts')(id)),
  },
  {
    // What the shopper's pages keep of the day's quotes in the shop's local storage: its rules, its schema and its
    // reads and writes, which signals/claim/quote-limit.ts fetches where the storage holds some or a record has quotes.
    name: 'kept-quotes',
    priority: 3,
    test: inFiles('signals/claim/quotes-kept.ts', 'src/domain/quote/quotes-seen.ts', 'src/contract/quote/quotes-seen.ts'),
  },
  {
    name: 'drawer',
    priority: 2,
    test: besidesViews(
      inFolders('widgets/drawer', 'signals/drawer/entry'),
      inFiles(
        'signals/drawer/flow.ts',
        // What the shopper typed and the drawer's live region, which the flow's signals keep and reset.
        'signals/drawer/drafts.ts',
        'signals/drawer/announce.ts',
        // Which announcements still waiting a newer one replaces, which the live region's signal applies.
        'src/domain/drawer/announcement.ts',
        'signals/drawer/drawer-route.ts',
        'signals/drawer/loading-messages.ts',
        'signals/drawer/host-history.ts',
        'widgets/ui/Delayed.tsx',
        'src/domain/drawer/open.ts',
        'src/domain/drawer/progress.ts',
        'src/domain/drawer/flow-nav.ts',
        // The return route of an edit from the review, which the flow's moves carry and the shell's focus reads.
        'src/domain/drawer/edit-route.ts',
        'src/domain/drawer/trail.ts',
        'src/domain/drawer/resume.ts',
        // The views an opening drawer shows first, whose code the shell fetches as it opens.
        'src/domain/drawer/opening.ts',
        'src/domain/drawer/intro.ts',
        'src/domain/drawer/following.ts',
        // Whether a claim is over, which the drawer's entry and the insurer's choice both ask before going on with a record.
        'src/domain/claim/claim-over.ts',
        // Which page's help the drawer's header offers, which the flow's signals and the chrome both read.
        'src/domain/drawer/tip.ts',
        // What the close confirmation asks while details are on their way, which the shell's chrome shows.
        'src/domain/drawer/close-question.ts',
        // Which typed answers a new claim record takes over, which the flow's signals apply.
        'src/domain/drawer/record-drafts.ts',
        // Which presses the footer of every view acts on. What a failed call says (src/domain/drawer/failure.ts) is not the
        // drawer's alone: the call-to-action's failures read it too, so it travels with the claim state that shows them.
        'src/domain/drawer/press.ts',
        'signals/drawer/close-question.ts',
        'signals/drawer/following.ts',
        'src/domain/own.ts',
        // The lookup's screen, which the drawer's French words name.
        'src/domain/member/lookup-screen.ts',
        // Which answers a change of carrier leaves behind, which the flow's typed answers and the insurer's step both apply.
        'src/domain/member/carrier-change.ts',
        'signals/host/load-features.ts',
      ),
      inPackages('wouter', 'regexparam'),
    ),
  },
  {
    name: 'service',
    priority: 1,
    // With it, what a call's conflict says of the claim (moved on: sent from another tab), which the service's client
    // reads; and the analytics event of an error shown, which the call-to-action sends for the state it could not read
    // and every record state for its own errors; and the customer-facing status of a record (spec 000 §4's table), with
    // the live record and the switch's state it reads, which the claim state, the call-to-action and My claims all read;
    // and the quote step, which the claim state reads and the drawer's Back too (a request the insurer has yet to answer).
    test: (id) =>
      inFolders('src/api', 'src/contract')(id) ||
      inFiles(
        'src/domain/claim/moved-on.ts',
        'widgets/ui/use-error-shown.ts',
        'src/domain/claim/record-status.ts',
        'src/domain/claim/live-record.ts',
        'src/domain/toggle/toggle.ts',
        'src/domain/quote/quote-step.ts',
      )(id),
  },
];

/**
 * V8's explicit compile hint: Chromium compiles every function of a file marked so while it streams in, off the main
 * thread, instead of each one on the main thread when it is first called; other browsers ignore the comment. Without
 * it, compiling the loader's functions as the page loads is a long task at the first paint (it adds Total Blocking
 * Time).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** What a signed-in product page runs as it loads, besides the loader: the signed-in widgets and the actions that load the state they show. */
const SIGNED_IN_ON_LOAD = ['widgets/toggle/ToggleLive.tsx', 'widgets/cta/CtaLive.tsx', 'signals/claim/actions.ts'];

/**
 * Marks with the compile hint the loader and every chunk a signed-in product page runs as it loads: the modules above and
 * all they import statically, read from the bundle's own graph, so a chunk is marked for what it holds whatever its name.
 * Added once the chunks are minified, which would drop the comment (test/browser/build.test.ts checks the set).
 */
function compileHints(): Plugin {
  return {
    name: 'direct-billing:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [relative(here('.'), id).split(sep).join('/'), chunk] as const)));
      const marked = new Set<string>();
      const mark = (fileName: string): void => {
        const chunk = bundle[fileName];
        if (marked.has(fileName) || chunk?.type !== 'chunk') return;
        marked.add(fileName);
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        chunk.imports.forEach(mark);
      };
      for (const chunk of chunks) if (chunk.isEntry) mark(chunk.fileName);
      for (const id of SIGNED_IN_ON_LOAD) {
        const chunk = byModule.get(id);
        if (!chunk) this.error(`${id} is in no chunk`);
        mark(chunk.fileName);
      }
    },
  };
}

/**
 * What widgets/drawer/Drawer.tsx holds where the build writes its views' files (widgets/drawer/lazy-view.ts, ViewFiles):
 * the text of a string, JSON of a table that names no file.
 */
const VIEW_FILES_MARKER = '{"@@drawer-view-files@@":[]}';

/**
 * Writes in the drawer shell's chunk, for each chunk it imports lazily (its views), the chunks that one imports, directly
 * or not, that the shell's chunk does not: asked for beside the view's own file, they come in one round trip, where the
 * browser finds each file's imports only once that file has come (« Voir mon devis » waited for the quote view's chunk,
 * then the quote's, the submit's and the prescription's, one after another). Written once the chunks are named: the
 * table names files the shell's chunk names already through its views' (a view's name changes with what it imports),
 * so the shell's name still changes whenever its text does.
 */
function viewFiles(): Plugin {
  return {
    name: 'direct-billing:view-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const shell = chunks.find((chunk) => chunk.facadeModuleId !== null && relative(here('.'), chunk.facadeModuleId).split(sep).join('/') === 'widgets/drawer/Drawer.tsx');
      if (!shell) return this.error('widgets/drawer/Drawer.tsx is in no chunk of its own');
      if (!shell.code.includes(VIEW_FILES_MARKER)) return this.error(`the drawer shell's chunk no longer holds ${VIEW_FILES_MARKER}, where its views' files are written`);
      /** A chunk and every chunk it imports statically, directly or not. */
      const imported = (fileName: string, into = new Set<string>()): Set<string> => {
        const chunk = bundle[fileName];
        if (into.has(fileName) || chunk?.type !== 'chunk') return into;
        into.add(fileName);
        for (const next of chunk.imports) imported(next, into);
        return into;
      };
      const own = imported(shell.fileName);
      const name = (fileName: string) => fileName.slice(fileName.lastIndexOf('/') + 1);
      const table: Record<string, string[]> = {};
      for (const view of shell.dynamicImports) {
        const files = [...imported(view)].filter((file) => file !== view && !own.has(file));
        if (files.length) table[name(view)] = files.map(name);
      }
      // In the marker's string, whose quotes are not double ones (the marker's are not escaped): a chunk's name holds no
      // character that would need escaping there.
      const text = JSON.stringify(table);
      if (!/^[\w{}[\]":,.-]*$/.test(text)) return this.error(`a chunk's name would need escaping in the drawer's table: ${text}`);
      shell.code = shell.code.replace(VIEW_FILES_MARKER, () => text);
    },
  };
}

/**
 * A dictionary's chunk is named by its folder and file (strings/fr-CA/drawer.ts ships as strings-fr-CA-drawer-<hash>.js):
 * every locale has a drawer.ts, and the size budget and the tests tell them apart by name.
 */
function dictionaryName(id: string | null): string | null {
  const parts = id ? relative(here('.'), id).split(sep) : [];
  return parts.length === 3 && parts[0] === 'strings' ? `strings-${parts[1]}-${parts[2]!.replace(/\.ts$/, '')}` : null;
}

/**
 * The bundler names a chunk it splits out for a module several chunks share by that module's file: the quote's
 * vocabulary (src/domain/quote/quote.ts), which the signed-in page's claim state, the drawer and the quote step all
 * read, would ship as quote-<hash>.js beside the quote group's own. Such a chunk, named as a group but holding none of
 * that group's modules, is named <name>-shared, so the size budget counts each on the page that fetches it.
 */
function sharedName(chunk: { name: string; moduleIds: readonly string[] }): string | null {
  const group = GROUPS.find((g) => g.name === chunk.name);
  return group && !chunk.moduleIds.some((id) => group.test(id)) ? `${chunk.name}-shared` : null;
}

/** The React shim is only a polyfill for React 17; Preact ships the hook, so the shim is dropped (about 2 kB gzip). */
const shimAlias = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: here('./widgets/ui/use-sync-external-store.ts'),
};

/**
 * rosetta imports dlv, whose package points bundlers at its UMD file under the `browser` field: bundled, that file is
 * CommonJS, wrapped in the bundler's interop helpers on every product page. Its own ES module is the same function.
 */
const dlvAlias = { find: /^dlv$/, replacement: here('./node_modules/dlv/dist/dlv.es.js') };

/**
 * wouter's index imports its browser-location module, which patches the host page's `history.pushState` and
 * `history.replaceState` and writes a symbol on `window` when it is imported. The drawer routes in memory only, so
 * that module is swapped for an inert one in every build and test: the host's history stays as the shop left it.
 */
function wouterSwaps(): Plugin {
  return {
    name: 'direct-billing:wouter-swaps',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './use-browser-location.js' || !importer || !/[\\/]wouter[\\/]/.test(importer)) return null;
      return here('./widgets/drawer/inert-browser-location.ts');
    },
  };
}

/**
 * The bundler's runtime builds each namespace object a lazy import needs from an object of getters with `for (… in …)`,
 * which also walks what a host page added to `Object.prototype` (`Object.prototype.foo = 1`, as old libraries do) and
 * then throws "Getter must be a function" on the host's page: the signed-in widgets never showed. Its own keys only.
 * A runtime whose helper reads otherwise fails the build rather than ship unguarded (test/browser/hostile-page.test.ts).
 */
function ownKeysRuntime(): Plugin {
  const walk = 'for (var name in all)';
  return {
    name: 'direct-billing:own-keys-runtime',
    transform(code, id) {
      if (!id.endsWith('rolldown/runtime.js') || !code.includes('__exportAll')) return null;
      if (!code.includes(walk)) this.error(`the bundler's runtime no longer reads "${walk}": check its namespace helper against a host's Object.prototype`);
      return { code: code.replace(walk, 'for (var name of Object.keys(all))'), map: null };
    },
  };
}

/**
 * Ships the page API's types as `dist/direct-billing.d.ts`: TypeScript's declaration transpiler run on
 * `src/host/public-api.ts`, which imports nothing, so what a shop compiles against is exactly the source.
 * Loaded only when the bundle is done, so no other config load pays for TypeScript.
 */
function shipTypes(): Plugin {
  let outDir = '';
  return {
    name: 'direct-billing:ship-types',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { default: ts } = await import('typescript');
      const source = readFileSync(here('./src/host/public-api.ts'), 'utf8');
      const { outputText, diagnostics = [] } = ts.transpileDeclaration(source, { fileName: 'direct-billing.ts', reportDiagnostics: true });
      if (diagnostics.length) this.error(`public-api.ts: ${ts.flattenDiagnosticMessageText(diagnostics[0]?.messageText, ' ')}`);
      const banner = `// Direct-billing widgets ${pkg.version}: the types of window.directBilling and its events (from src/host/public-api.ts).\n`;
      writeFileSync(resolve(outDir, 'direct-billing.d.ts'), banner + outputText);
    },
  };
}

/**
 * Writes beside each text file of the build its brotli (`.br`, quality 11) and gzip (`.gz`, level 9) copy, what a
 * shop's CDN should serve and what the sandbox serves by the request's Accept-Encoding (sandbox/static.ts,
 * docs/serving.md). Runs last, once every file (the compile hints, the types) is written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'direct-billing:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
          if (!/\.(js|ts|json|css)$/.test(file)) continue;
          const path = resolve(outDir, file);
          const body = readFileSync(path);
          writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Moves the build's manifest out of what ships: Vite writes it to `<outDir>/.vite/manifest.json`, which the demo would
 * serve under /widgets/ and a shop would copy with the chunks. It goes beside the folder instead (`dist.manifest.json`),
 * where the tests and the bench scripts read it.
 */
function manifestBeside(): Plugin {
  let outDir = '';
  return {
    name: 'direct-billing:manifest-beside',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      renameSync(resolve(outDir, '.vite', 'manifest.json'), `${outDir}.manifest.json`);
      rmSync(resolve(outDir, '.vite'), { recursive: true, force: true });
    },
  };
}

/**
 * How long an `expect.poll` of the browser and reliability suites waits for the page to reach its state, unless it says:
 * Vitest's default second passed idle but not beside a CPU-bound process (a French refused field's description, a host
 * callback's console line after the service's answer). A poll ends as soon as its state holds; the ceiling only bounds
 * a stuck test, as the suites' 30 s waits on the insurer do.
 */
const STATE_WAIT = { timeout: 30_000 };

export default defineConfig(({ mode }) => {
  const react = mode === 'react';
  return {
    plugins: [
      wouterSwaps(),
      ownKeysRuntime(),
      compileHints(),
      viewFiles(),
      manifestBeside(),
      ...(react ? [] : [preact({ prefreshEnabled: false, devToolsEnabled: false }), shipTypes(), integrity()]),
      precompress(),
    ],
    resolve: {
      alias: react ? [dlvAlias] : [shimAlias, dlvAlias],
    },
    oxc: react ? { jsx: { runtime: 'automatic', importSource: 'react' } } : undefined,
    define: {
      // Library mode leaves this alone; the widgets ship production code.
      'process.env.NODE_ENV': '"production"',
      __APP_VERSION__: JSON.stringify(pkg.version),
    },
    build: {
      outDir: react ? 'dist-react' : 'dist',
      emptyOutDir: true,
      manifest: true,
      modulePreload: false,
      target: 'es2022',
      sourcemap: false,
      // Library mode keeps Vite's preload helper out: it would dispatch `vite:preloadError` on the
      // host's window. Whitespace is still minified by the output option below.
      lib: { entry: { embed: here('./entry/embed.ts') }, formats: ['es'] },
      rollupOptions: {
        output: {
          minify: true,
          // Pure annotations only help a later bundler; shipped, they are bytes on every product page.
          comments: { legal: true, annotation: false, jsdoc: false },
          entryFileNames: '[name].js',
          chunkFileNames: (chunk) => `chunks/${dictionaryName(chunk.facadeModuleId) ?? sharedName(chunk) ?? '[name]'}-[hash].js`,
          // Chunks by concept (GROUPS above). The loader takes every module the entry imports (rolldown's $initial tag);
          // what a signed-in page runs as it loads is split as the bundler finds it, each piece fetched in parallel.
          codeSplitting: {
            groups: [{ name: 'loader', tags: ['$initial'], priority: 5 }, ...GROUPS],
            includeDependenciesRecursively: false,
          },
        },
        preserveEntrySignatures: false,
      },
    },
    test: {
      // Both cores: Vitest's default on a 2-core machine is one worker. The unit and component tests take 70 s instead
      // of 120 s; the browser and reliability suites run two files at a time too (fileParallelism below).
      maxWorkers: 2,
      server: { deps: { inline: ['@preact/signals-react', 'wouter', '@testing-library/preact'] } },
      // `npm run coverage` and `npm test`: the rules and the contract are held to 95% of lines.
      coverage: {
        provider: 'v8',
        include: ['src/domain/**/*.ts', 'src/contract/**/*.ts'],
        exclude: ['**/*.test.ts', 'src/contract/fixtures/**'],
        reporter: ['text-summary', 'text'],
        thresholds: { lines: 95 },
      },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            // The unit files share one module registry per worker: 10 s instead of 33 s on two idle cores. So a file
            // leaves every module as it found it: it restores the globals it replaces, and a test of what the loader
            // keeps once per page loads its own copy of the module (vi.resetModules). The component files stay isolated:
            // their page (happy-dom) and the loader's globals are per file.
            isolate: false,
            setupFiles: ['test/signals.ts'],
            include: ['{src,signals,widgets,strings,sandbox,test/unit}/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'happy-dom',
            setupFiles: ['test/signals.ts', 'test/component/offline.ts', 'test/component/strings.ts', 'test/component/waits.ts'],
            testTimeout: 60_000,
            include: ['{entry,widgets,signals,test/component}/**/*.test.tsx'],
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            environment: 'node',
            // The files of a worker share one module registry: playwright-core, axe and the sandbox are imported once per
            // worker, not once per file (import time 11 s instead of 53 s, the suite 362 s instead of 391 to 423 s on two
            // idle cores). Each file starts its own sandbox and Chromium, and no file replaces a global or mocks a module.
            isolate: false,
            include: ['test/browser/**/*.test.ts'],
            exclude: ['test/browser/start.test.ts'],
            // A whole flow walked by keyboard with axe on every view takes about 30 s on an idle machine; on a busy one
            // (a CPU-bound neighbour, CI's shared cores) it measured 60 s. Each wait inside is on a state, not a time.
            testTimeout: 150_000,
            hookTimeout: 120_000,
            expect: { poll: STATE_WAIT },
            // Two files at a time, each with its own sandbox on a free port and its own Chromium: the suite measured 457 s
            // instead of 751 s one file at a time, every test passing; its waits are on states, so a busier machine is
            // slower, not wrong.
            fileParallelism: true,
          },
        },
        {
          extends: true,
          test: {
            // `npm start` as a newcomer runs it, which builds dist/ again: emptied first, then written, while a browser
            // file beside it would be loading the same chunks (a 404 there failed a full run). So it runs after the
            // browser files, alone; `npm test` and `npm run test:browser` run both projects.
            name: 'start',
            environment: 'node',
            include: ['test/browser/start.test.ts'],
            testTimeout: 150_000,
            hookTimeout: 120_000,
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: {
            // The reliability suite: faults, bad input, leaks and hostile hosts, in real Chromium against the sandbox.
            name: 'reliability',
            environment: 'node',
            // One module registry per worker, as the browser suite (import time 7 s instead of 38 s).
            isolate: false,
            include: ['test/reliability/**/*.test.ts'],
            testTimeout: 90_000,
            hookTimeout: 120_000,
            expect: { poll: STATE_WAIT },
            // Two files at a time, as the browser suite: each has its own sandbox (its own memory, faults and clock) on a
            // free port and its own Chromium, and a late answer moves the page's own clock, so nothing is shared but the CPU.
            fileParallelism: true,
          },
        },
      ],
    },
  };
});

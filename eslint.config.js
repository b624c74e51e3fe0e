// Lint: typescript-eslint's recommended rules, plus the one-way flow of imports of DESIGN.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const framework = ['react', 'react-dom', 'react-dom/*', 'preact', 'preact/*', '@preact/signals-react', '@preact/signals-react/*', 'rosetta', 'wouter', 'wouter/*'];

export default tseslint.config(
  { ignores: ['dist/', 'dist-react/', 'node_modules/', 'package/dist/', 'test/package/.work/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // No import cycles in the code we ship or the sandbox: a cycle means two modules are one concept, or a layer reaches
    // back up. A dynamic import counts as an edge (laziness is no excuse); a type-only import is erased and does not.
    files: ['{src,signals,widgets,entry,strings,sandbox}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // One writer per signal, the module that declares it: widgets call its verbs and never assign `.value` themselves.
    files: ['widgets/**/*.{ts,tsx}'],
    ignores: ['widgets/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "AssignmentExpression > MemberExpression.left[object.type='Identifier'][property.name='value']", message: 'Widgets do not write signals: call the verb of the module that declares the signal.' },
        { selector: "UpdateExpression > MemberExpression.argument[object.type='Identifier'][property.name='value']", message: 'Widgets do not write signals: call the verb of the module that declares the signal.' },
      ],
    },
  },
  {
    // src/ is the framework-free core; it never reaches up into signals/ or widgets/.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...framework, '**/signals/**', '**/widgets/**'], message: 'src/ stays framework-free and below signals/ and widgets/.' }] }],
    },
  },
  {
    // signals/ never imports widgets/.
    files: ['signals/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/widgets/**'], message: 'signals/ sits below widgets/.' }] }] },
  },
  {
    files: ['sandbox/**/*.ts', 'scripts/**/*.{ts,mjs}', 'test/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);

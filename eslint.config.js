// Lint: typescript-eslint's recommended rules, plus the one-way flow of imports of DESIGN.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const framework = ['react', 'react-dom', 'react-dom/*', 'preact', 'preact/*', '@preact/signals-react', '@preact/signals-react/*', 'rosetta', 'wouter', 'wouter/*'];

export default tseslint.config(
  { ignores: ['dist/', 'dist-react/', 'node_modules/'] },
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

// ESLint 9 flat config. `npm run lint` runs it before dependency-cruiser (import directions) and
// `prettier --check` (formatting is Prettier's alone: eslint-config-prettier comes last).
// Not type-aware: the whole run costs about 35 s of CPU here; with typescript-eslint's project
// service it passed 2 minutes and 3 GB before it was stopped.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import vitest from '@vitest/eslint-plugin';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const browser = ['src/**/*.{ts,tsx}', 'widget/**/*.ts'];
const tests = ['tests/**/*.{ts,tsx}'];

export default defineConfig(
  { ignores: ['dist/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**', 'server/db/migrations/**'] },

  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // tsc's noUnusedLocals/noUnusedParameters already hold this; `_`-prefixed names are deliberate.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },

  // The console and the widget run in the browser.
  {
    files: browser,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: browser,
    ...jsxA11y.flatConfigs.recommended,
  },

  // Tests: vitest everywhere, testing-library for the console's jsdom tests.
  {
    files: tests,
    ...vitest.configs.recommended,
    rules: {
      ...vitest.configs.recommended.rules,
      // Vitest's expect takes a message as its second argument; the tests use it to name the case.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // Assertions also live in helpers (expectError, expectObservable, crossCall) and in findBy* waits.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', '**.expectObservable', 'crossCall', '**.findBy*', '*.none'] }],
      // Table-driven tests name each case from its key.
      'vitest/valid-title': ['error', { allowArguments: true }],
    },
  },
  {
    files: ['tests/unit/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Vitest runs without globals, so Testing Library cannot register its own afterEach cleanup.
      'testing-library/no-manual-cleanup': 'off',
      // Focus (document.activeElement), table rows and Fluent's parts have no role query; the tests
      // read them on purpose, and a CSS query keeps jsdom fast where *ByRole walks the whole tree.
      'testing-library/no-node-access': 'off',
      // Our render helpers answer a router, a transport or a fake server, not a render result.
      'testing-library/render-result-naming-convention': 'off',
    },
  },

  prettier,
);

import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      'coverage/**',
      'storybook-static/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // zod's named `z` export drags the whole library into a bundle: use the namespace import. (A
      // no-restricted-imports `importNames` rule would also flag `import * as z`, so match the syntax.)
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value=/^zod(\\u002Fmini)?$/] > ImportSpecifier[imported.name='z']",
          message: "Use `import * as z from 'zod'` (or 'zod/mini').",
        },
      ],
    },
  },
  {
    files: [
      'packages/widgets/**/*.{ts,tsx}',
      'packages/reference-app/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The app and the examples are built as a partner would build: from public entry points only.
    files: ['packages/reference-app/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@bondkit/core/internal', '@bondkit/core/internal/*'],
              message: '@bondkit/core/internal is plumbing outside semver: use a public entry point.',
            },
          ],
        },
      ],
    },
  },
  {
    // Core stays framework-free: no React, no DOM-only libraries.
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react', message: '@bondkit/core is framework-free.' }],
          patterns: [{ group: ['@bondkit/*'], message: '@bondkit/core imports nothing of ours.' }],
        },
      ],
    },
  },
);

import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
      // zod's named export drags the whole library into a bundle: use the namespace import.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', importNames: ['z'], message: "Use `import * as z from 'zod'`." },
            { name: 'zod/mini', importNames: ['z'], message: "Use `import * as z from 'zod/mini'`." },
          ],
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
    // Core stays framework-free: no React, no DOM-only libraries.
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', importNames: ['z'], message: "Use `import * as z from 'zod'`." },
            { name: 'react', message: '@bondkit/core is framework-free.' },
          ],
          patterns: [{ group: ['@bondkit/*'], message: '@bondkit/core imports nothing of ours.' }],
        },
      ],
    },
  },
);

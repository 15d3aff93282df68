import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { writeSnippets } from '../../../../scripts/readme-snippets.mjs';

const root = resolve(import.meta.dirname, '../../../..');

/**
 * The compiler options of a partner's strictest app (the widgets README tells partners these), on the sources
 * through the `@bondkit/source` condition; `scripts/test-packed-apps.mjs` checks the same files against the
 * tarballs with `skipLibCheck: false`.
 */
const partnerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ['@bondkit/source'],
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  skipLibCheck: false,
  noEmit: true,
  types: [],
};

describe('README snippets', () => {
  it('compile as a partner writes them: strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess', () => {
    const directory = join(root, 'node_modules/.cache/bondkit-readme-snippets');
    const snippets = writeSnippets(directory);
    expect(snippets.length).toBeGreaterThan(15);
    const program = ts.createProgram(
      [...snippets.map((snippet) => snippet.path), join(directory, 'bundler-env.d.ts')],
      partnerOptions,
    );
    const bySnippet = new Map(snippets.map((snippet) => [resolve(snippet.path), snippet]));
    const problems = ts
      .getPreEmitDiagnostics(program)
      // The sources compile under the repository's own options (a partner compiles the `.d.ts`, which the
      // packed apps check); a snippet's own errors are what this test is for.
      .filter((diagnostic) => diagnostic.file && bySnippet.has(resolve(diagnostic.file.fileName)))
      .map((diagnostic) => {
        const snippet = bySnippet.get(resolve(diagnostic.file!.fileName))!;
        const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        const where =
          line < snippet.preludeLines
            ? `the prelude of the block at line ${snippet.line}`
            : `line ${snippet.line + 1 + line - snippet.preludeLines}`;
        const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
        return `${snippet.readme}, ${where} (${relative(directory, snippet.path)}): ${message}`;
      });
    expect(problems).toEqual([]);
  }, 240_000);
});

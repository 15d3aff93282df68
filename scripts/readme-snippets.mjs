// The TypeScript snippets of the READMEs a partner reads, as files a compiler can check, so that a snippet
// cannot rot: `packages/widgets/test/readmeSnippets.test.ts` compiles them against the sources in `npm test`'s
// unit phase, and `scripts/test-packed-apps.mjs` compiles them in a clean app against the packed tarballs
// (`skipLibCheck: false`).
//
// Every ```ts and ```tsx block is a module of its own. Conventions in the Markdown, invisible when rendered:
// - a block whose first line is a path comment (`// app/page.tsx`) is written at that path, so the blocks of
//   one README can import each other (`./BondkitClientProvider`);
// - an HTML comment `<!-- snippet-prelude … -->` right before a block holds the lines it takes as given
//   (imports, a `client`, a `bond`); they are prepended to the block;
// - `<!-- snippet-skip: why -->` right before a block leaves it out (say why: it is another language's
//   syntax, a shell line…).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** The READMEs whose snippets are compiled, with a short name for their files. */
export const snippetReadmes = [
  { name: 'core', path: 'packages/core/README.md' },
  { name: 'widgets', path: 'packages/widgets/README.md' },
  { name: 'examples', path: 'examples/README.md' },
];

const fencePattern = /^```(ts|tsx)\s*$/;

/** The snippets of one README: `{ file, code, line }` (line: where the block starts, 1-based). */
export function extractSnippets(readme) {
  const lines = readFileSync(join(root, readme.path), 'utf8').split('\n');
  const snippets = [];
  for (let index = 0; index < lines.length; index += 1) {
    const fence = fencePattern.exec(lines[index]);
    if (!fence) continue;
    const start = index;
    const body = [];
    for (index += 1; index < lines.length && !/^```\s*$/.test(lines[index]); index += 1)
      body.push(lines[index]);
    // The comment right before the block (blank lines allowed in between).
    let before = start - 1;
    while (before >= 0 && lines[before].trim() === '') before -= 1;
    let annotation = '';
    if (before >= 0 && lines[before].trim().endsWith('-->')) {
      let open = before;
      while (open >= 0 && !lines[open].includes('<!--')) open -= 1;
      annotation = lines.slice(open, before + 1).join('\n');
    }
    if (/<!--\s*snippet-skip/.test(annotation)) continue;
    const prelude = /<!--\s*snippet-prelude\s*\n?([\s\S]*?)-->/.exec(annotation)?.[1] ?? '';
    const pathComment = /^\/\/\s*((?:app|src)\/[\w./-]+\.tsx?)\b/.exec(body[0] ?? '')?.[1];
    const extension = fence[1];
    const file = pathComment
      ? `${readme.name}/${pathComment}`
      : `${readme.name}/snippet-${String(start + 1).padStart(4, '0')}.${extension}`;
    // `export {}` makes every block a module, so two blocks may declare the same names.
    const code = `${prelude.trim() ? `${prelude.trim()}\n` : ''}${body.join('\n')}\nexport {};\n`;
    snippets.push({
      file,
      code,
      line: start + 1,
      readme: readme.path,
      preludeLines: prelude.trim() ? prelude.trim().split('\n').length : 0,
    });
  }
  return snippets;
}

/** Every README's snippets. */
export function allSnippets() {
  return snippetReadmes.flatMap((readme) => extractSnippets(readme));
}

/** Writes every snippet under `directory` (emptied first); returns the snippets with their paths. */
export function writeSnippets(directory) {
  rmSync(directory, { recursive: true, force: true });
  const snippets = allSnippets();
  for (const snippet of snippets) {
    const path = join(directory, snippet.file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, snippet.code);
  }
  // What a partner's bundler declares (Vite's `vite/client`, Next.js's types): a CSS side-effect import.
  // and Next.js's `process.env.NEXT_PUBLIC_*` (no Node types: with `skipLibCheck: false` they bring errors of
  // their own under `exactOptionalPropertyTypes`, which are not the snippets').
  writeFileSync(
    join(directory, 'bundler-env.d.ts'),
    "declare module '*.css';\ndeclare const process: { env: Record<string, string | undefined> };\n",
  );
  return snippets.map((snippet) => ({ ...snippet, path: join(directory, snippet.file) }));
}

// Shared by @bondkit/core and @bondkit/widgets: `tsup --config ../../tsup.config.ts` from a package folder.
// Entries come from the package's own `exports` map (its `@bondkit/source` conditions), so adding a
// public subpath is a one-line change in package.json and cannot drift from what is built. Only TypeScript
// sources are entries: the widgets' `styles.css` is bundled by `scripts/bundle-widget-styles.mjs` (an entry
// here would emit a stray `styles.css.css` and a `styles.css.d.ts`).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

interface ExportConditions {
  '@bondkit/source'?: string;
}

const packageDirectory = process.cwd();
const manifest = JSON.parse(readFileSync(join(packageDirectory, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, string | ExportConditions>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

const entry: Record<string, string> = {};
for (const target of Object.values(manifest.exports)) {
  if (typeof target !== 'object' || !target['@bondkit/source']) continue;
  const source = target['@bondkit/source'].replace(/^\.\//, '');
  if (!/\.tsx?$/.test(source)) continue;
  entry[source.replace(/^src\//, '').replace(/\.tsx?$/, '')] = source;
}

// Every module of the widgets uses hooks or context, so every output file (entries and the chunks they share)
// starts with the directive: a Next.js server component can import a widget and render it as a client
// component. The core is framework-free and stays directive-free, so servers can use it. The directive is
// written after the build because tsup's rollup pass drops a `banner` directive ("Module level directives
// cause errors when bundled").
const clientDirective = manifest.name === '@bondkit/widgets';
const directive = "'use client';\n";

function addClientDirective(directory: string): void {
  for (const file of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!file.isFile() || !/\.c?js$/.test(file.name)) continue;
    const path = join(file.parentPath, file.name);
    const code = readFileSync(path, 'utf8');
    if (!code.startsWith(directive)) writeFileSync(path, directive + code);
  }
}

export default defineConfig({
  entry,
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0', composite: false, customConditions: [] } },
  // No source maps in the published packages: the output is unminified ES2022 that keeps the source's names
  // and structure, so stack traces read as they are; maps would point at `src/`, which is not published, and
  // with `sourcesContent` they would double the tarball. A partner's bundler maps its own bundle.
  sourcemap: false,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  outDir: 'dist',
  ...(clientDirective ? { onSuccess: async () => addClientDirective(join(packageDirectory, 'dist')) } : {}),
  // Peers and our own packages stay external: a partner's bundler dedupes them.
  external: [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    /^react($|\/)/,
    /^react-dom($|\/)/,
    /^@bondkit\//,
  ],
  esbuildOptions(options) {
    options.conditions = ['@bondkit/source'];
  },
});

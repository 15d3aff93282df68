// Shared by @bondkit/core and @bondkit/widgets: `tsup --config ../../tsup.config.ts` from a package folder.
// Entries come from the package's own `exports` map (its `@bondkit/source` conditions), so adding a
// public subpath is a one-line change in package.json and cannot drift from what is built.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

interface ExportConditions {
  '@bondkit/source'?: string;
}

const packageDirectory = process.cwd();
const manifest = JSON.parse(readFileSync(join(packageDirectory, 'package.json'), 'utf8')) as {
  exports: Record<string, string | ExportConditions>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

const entry: Record<string, string> = {};
for (const target of Object.values(manifest.exports)) {
  if (typeof target !== 'object' || !target['@bondkit/source']) continue;
  const source = target['@bondkit/source'].replace(/^\.\//, '');
  entry[source.replace(/^src\//, '').replace(/\.tsx?$/, '')] = source;
}

export default defineConfig({
  entry,
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0', composite: false, customConditions: [] } },
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  outDir: 'dist',
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

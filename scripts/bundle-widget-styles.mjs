// `@bondkit/widgets/styles.css`: src/styles.css with its per-widget @imports inlined, so the published
// file stands alone (a partner's bundler or a plain <link> cannot resolve our src-relative imports).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/styles.css'],
  bundle: true,
  outfile: 'dist/styles.css',
  logLevel: 'warning',
});

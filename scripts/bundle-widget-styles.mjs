// The widgets' published styles (issue 35: an embed pays for the styles it shows):
// - `dist/styles.css`: every widget and the tokens (src/styles.css with its @imports inlined);
// - `dist/css/tokens.css`: the light and dark themes' --bk-* tokens and the widget root, once per page;
// - `dist/css/<widget>.css`: one widget's own styles and those of the primitives it renders, without the tokens.
// Each file stands alone (a partner's bundler or a plain <link> cannot resolve our src-relative imports). The
// parts keep the order src/styles.css gives them, so a rule wins a tie in a widget's file as in styles.css.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const source = resolve('src');
const parts = {
  toggle: 'primitives/ToggleGroup/ToggleGroup.css',
  spinner: 'primitives/Spinner/Spinner.css',
  popover: 'primitives/Popover/Popover.css',
  search: 'combobox/SearchBox.css',
  toaster: 'primitives/Toaster/Toaster.css',
};
const searchParts = [parts.spinner, parts.popover, parts.search];

/** Each published CSS file: its parts, widget's own first (as in styles.css), then the primitives'. */
const widgetStyleEntries = {
  tokens: ['theme/tokens.css'],
  'bond-search': searchParts,
  'counterparty-search': searchParts,
  'pricing-input': ['PricingInput/PricingInput.css', parts.toggle],
  'quote-sheet': ['QuoteSheet/QuoteSheet.css', parts.toggle, parts.spinner],
  // The form's toasts show in the page's `Toaster` (the root entry's), styled by toaster.css: not repeated here.
  'quote-form': ['PricingInput/PricingInput.css', 'QuoteForm/QuoteForm.css', parts.toggle, ...searchParts],
  // MindChat's result tables are DataTables (loaded with the first table).
  'mind-chat': ['MindChat/MindChat.css', 'DataTable/DataTable.css', parts.spinner],
  'data-table': ['DataTable/DataTable.css', parts.spinner],
  'chat-workspace': ['ChatWorkspace/ChatWorkspace.css'],
  toaster: [parts.toaster],
};

await build({
  entryPoints: ['src/styles.css'],
  bundle: true,
  outfile: 'dist/styles.css',
  logLevel: 'warning',
});
mkdirSync('dist/css', { recursive: true });
for (const [name, files] of Object.entries(widgetStyleEntries)) {
  await build({
    stdin: {
      contents: files.map((file) => `@import './${file}';`).join('\n'),
      resolveDir: source,
      loader: 'css',
    },
    bundle: true,
    outfile: `dist/css/${name}.css`,
    logLevel: 'warning',
  });
}

// API reports: one file per public entry point of @bondkit/core and @bondkit/widgets
// (`packages/<package>/api/<entry>.api.md`), written by API Extractor from the built declarations, so a change
// to the public surface shows in review as a diff of these files. `@bondkit/core/internal` has none: it is
// plumbing that semver does not cover.
//
// `node scripts/api-reports.mjs` checks that every committed report matches the built `dist` (run by `npm test`
// after the build) and fails naming the command that updates them; `--update` rewrites them.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';

const update = process.argv.includes('--update');
const updateCommand = 'npm run api:update';
const packages = [
  { name: '@bondkit/core', folder: 'packages/core' },
  { name: '@bondkit/widgets', folder: 'packages/widgets' },
];
/** Subpaths that get no report: not semver-covered plumbing. */
const internalSubpaths = new Set(['./internal']);

/** `.` is `index`, `./pricing/indexed` is `pricing-indexed`. */
const reportName = (subpath) => (subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-'));

function publicEntries({ folder }) {
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  return Object.entries(manifest.exports).flatMap(([subpath, target]) => {
    const types = typeof target === 'object' ? target.import?.types : undefined;
    if (types === undefined || internalSubpaths.has(subpath)) return [];
    return [{ subpath, declarations: resolve(folder, types), report: reportName(subpath) }];
  });
}

// Messages about the shape of our JSDoc (release tags, TSDoc syntax) are not what the reports are for. A type
// that the surface reaches but the entry point does not export by name (`ReturnType<typeof createAuthApi>`)
// is written into the report as a warning line, so that it shows in review too.
const quiet = { logLevel: ExtractorLogLevel.None, addToApiReportFile: false };
const messages = {
  compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
  extractorMessageReporting: {
    default: quiet,
    'ae-forgotten-export': { logLevel: ExtractorLogLevel.None, addToApiReportFile: true },
  },
  tsdocMessageReporting: { default: quiet },
};

const scratch = mkdtempSync(join(tmpdir(), 'bondkit-api-reports-'));
const stale = [];
try {
  for (const entryPackage of packages) {
    const reportFolder = resolve(entryPackage.folder, 'api');
    const expected = new Set();
    if (update) mkdirSync(reportFolder, { recursive: true });
    for (const entry of publicEntries(entryPackage)) {
      if (!existsSync(entry.declarations)) {
        throw new Error(`api-reports: ${entry.declarations} is missing; run \`npm run build\` first.`);
      }
      expected.add(`${entry.report}.api.md`);
      const config = ExtractorConfig.prepare({
        configObject: {
          projectFolder: resolve(entryPackage.folder),
          mainEntryPointFilePath: entry.declarations,
          compiler: {
            overrideTsconfig: {
              compilerOptions: {
                target: 'ES2022',
                lib: ['ES2023', 'DOM', 'DOM.Iterable'],
                module: 'ESNext',
                moduleResolution: 'bundler',
                jsx: 'react-jsx',
                strict: true,
                skipLibCheck: true,
                types: [],
              },
              files: [entry.declarations],
            },
          },
          apiReport: {
            enabled: true,
            reportFileName: entry.report,
            reportFolder,
            reportTempFolder: join(scratch, entryPackage.name),
          },
          docModel: { enabled: false },
          dtsRollup: { enabled: false },
          tsdocMetadata: { enabled: false },
          messages,
        },
        configObjectFullPath: undefined,
        packageJsonFullPath: resolve(entryPackage.folder, 'package.json'),
      });
      const result = Extractor.invoke(config, { localBuild: update, showVerboseMessages: false });
      // In the check, a changed report is the finding, not a failure of the tool.
      if (!result.succeeded && !(result.apiReportChanged && !update)) {
        throw new Error(`api-reports: API Extractor failed on ${entryPackage.name} ${entry.subpath}`);
      }
      if (result.apiReportChanged && !update) stale.push(`${entryPackage.folder}/api/${entry.report}.api.md`);
    }
    // A report whose entry point is gone is stale too.
    const existing = existsSync(reportFolder) ? readdirSync(reportFolder) : [];
    for (const file of existing.filter((name) => name.endsWith('.api.md') && !expected.has(name))) {
      if (update) rmSync(join(reportFolder, file));
      else stale.push(`${entryPackage.folder}/api/${file} (no such entry point)`);
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (stale.length > 0) {
  console.error(
    `The public API changed, and these API reports no longer match the build:\n  ${stale.join('\n  ')}\n` +
      `If the change is meant, run \`${updateCommand}\` and commit the reports (reviewers read their diff).`,
  );
  process.exit(1);
}
console.log(update ? 'API reports written.' : 'API reports match the build.');

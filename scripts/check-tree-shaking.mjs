// A partner's bundle keeps the schemas it uses and drops the others: scripts/emit-esm-modules.mjs marks the zod
// calls of the built modules pure (see there why). This builds a page as a partner's Vite app would, importing
// one schema of @bondkit/core/validation and another later, and runs it: it fails when a schema the page does not use (the
// onboarding form's list of Indian states, in the module of one it does use) is in the bundle, or when zod's
// English messages, which the core registers as it loads, are missing. Run by `npm run check:packages`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const scratch = mkdtempSync(join(process.cwd(), 'node_modules', '.check-tree-shaking-'));
try {
  // The page parses with one schema; the onboarding schemas' module comes in a chunk loaded later, as the
  // client's namespaces and session schemas do, while zod sits in the page's chunk: the case where Rolldown
  // drops nothing unless the calls are marked.
  writeFileSync(
    join(scratch, 'page.js'),
    [
      "import { quantumSchema } from '@bondkit/core/validation';",
      "const quantum = quantumSchema.safeParse('-5');",
      "const { clientSegmentSchema } = await import('./later.js');",
      "const type = clientSegmentSchema.safeParse('NGO');",
      'console.log(JSON.stringify([type.error?.issues[0]?.message, quantum.error?.issues[0]?.message]));',
    ].join('\n'),
  );
  // The client classification module (the onboarding form's states beside the session's segments) is the
  // case: its one public schema since issue 37 is reached through /internal, as the client's session does.
  writeFileSync(join(scratch, 'later.js'), "export { clientSegmentSchema } from '@bondkit/core/internal';\n");
  writeFileSync(
    join(scratch, 'index.html'),
    '<!doctype html><script type="module" src="./page.js"></script>\n',
  );
  await build({
    root: scratch,
    configFile: false,
    logLevel: 'error',
    // No module preloading: its helpers use the DOM, and the bundle runs in Node here.
    build: { outDir: join(scratch, 'dist'), modulePreload: false },
  });
  const assets = join(scratch, 'dist', 'assets');
  const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const code = files.map((name) => readFileSync(join(assets, name), 'utf8')).join('\n');
  const failures = [];
  if (code.includes('ANDAMAN AND NICOBAR ISLANDS'))
    failures.push('an unused schema (the Indian states of the onboarding form) is in the bundle');
  const entry = files.find((name) => name.startsWith('index-'));
  const output = execFileSync(process.execPath, [join(assets, entry)], {
    encoding: 'utf8',
    stdio: 'pipe',
  }).trim();
  const expected = JSON.stringify([
    'Invalid option: expected one of "INSTITUTIONAL"|"NON_INSTITUTIONAL"|"WDM"',
    'Cannot be negative',
  ]);
  if (output !== expected) failures.push(`the bundled schemas answered ${output}, not ${expected}`);
  if (failures.length > 0) {
    console.error(`tree shaking: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      "tree shaking: a partner's bundle keeps the schemas it uses, with zod's English messages, and no others",
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

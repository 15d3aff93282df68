// `npm start`: builds the reference app and the server (both compile the libraries from source, so no
// library build is needed), then runs the platform on http://localhost:8080 (PORT overrides).
import { spawnSync } from 'node:child_process';

function run(command) {
  const result = spawnSync(command, { shell: true, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.BONDKIT_SKIP_BUILD !== '1') {
  run('npm run build -w @bondkit/reference-app');
  run('npm run build -w @bondkit/server');
}
process.env.BONDKIT_DEMO ??= process.env.NODE_ENV === 'production' ? '0' : '1';
await import('../packages/server/dist/main.js');

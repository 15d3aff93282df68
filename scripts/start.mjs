// `npm start`: builds the reference app, the server (both compile the libraries from source, so no library
// build is needed) and the widgets' Storybook, then runs the platform on http://localhost:8080 (PORT overrides),
// with the Storybook under /storybook/.
import { spawnSync } from 'node:child_process';

function run(command) {
  const result = spawnSync(command, { shell: true, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.BONDKIT_SKIP_BUILD !== '1') {
  run('npm run build -w @bondkit/reference-app');
  run('npm run build -w @bondkit/server');
  // The widgets' Storybook, served under /storybook/ beside the platform (about 10 s). The platform does not
  // need it: if it fails to build, say so and start all the same.
  const storybook = spawnSync('npm run build:storybook', { shell: true, stdio: 'inherit' });
  if (storybook.status !== 0) console.warn('Storybook did not build: /storybook/ will not be served.');
}
process.env.BONDKIT_DEMO ??= process.env.NODE_ENV === 'production' ? '0' : '1';
await import('../packages/server/dist/main.js');

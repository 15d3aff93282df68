import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchRoute } from '@bondkit/core/access';
import { contentSecurityPolicy, inlineScriptHashes } from './http/contentSecurityPolicy';
import type { ApiApp } from './http/fastifyTypes';
import { frameAncestors } from './http/securityHeaders';

/** Paths the SPA fallback never answers: they belong to the API, the stream, the dev tools and health. */
const reservedPrefixes = ['/api/', '/ws/', '/dev/', '/healthz'];

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bondkit: app not built</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2933}code{background:#eef2f6;padding:.1rem .3rem;border-radius:4px}</style>
</head><body><h1>The reference app is not built</h1>
<p>The API is running (see <a href="/api/docs">/api/docs</a>), but there is no build of the reference app to serve.</p>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first), or point <code>STATIC_DIR</code> at a build.</p>
</body></html>`;

/**
 * Serves the built reference app from STATIC_DIR with an SPA fallback: a GET outside the reserved
 * prefixes that accepts HTML and names no existing file gets `index.html`. Without a build, a short page
 * says so. Hashed assets are cached for a year; `index.html` is always revalidated.
 */
export async function registerStatic(app: ApiApp): Promise<void> {
  const root = app.services.config.staticDirectory;
  const storybookRoot = app.services.config.storybookDirectory;
  const built = existsSync(join(root, 'index.html'));
  const storybookBuilt = existsSync(join(storybookRoot, 'index.html'));
  if (built || storybookBuilt)
    await app.register(fastifyStatic, { root: built ? root : storybookRoot, serve: false });

  // The built Storybook (`npm run build:storybook`, which `npm start` runs), as static files: the widgets'
  // documentation next to the platform that uses them. Its pages start with inline scripts, which the
  // platform's policy refuses (the page stayed blank): each page's policy admits its own inline scripts by
  // hash, and nothing else; computed when the page is first served, and again after a rebuild.
  const storybookPolicies = new Map<string, { modified: number; policy: string }>();
  const storybookPolicy = (file: string, modified: number): string => {
    const known = storybookPolicies.get(file);
    if (known !== undefined && known.modified === modified) return known.policy;
    const policy = contentSecurityPolicy(frameAncestors(app), inlineScriptHashes(readFileSync(file, 'utf8')));
    storybookPolicies.set(file, { modified, policy });
    return policy;
  };
  if (storybookBuilt) {
    app.get('/storybook', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
      reply.redirect('/storybook/'),
    );
    app.get('/storybook/*', {
      config: { access: 'public' },
      schema: { hide: true },
      handler: async (request, reply) => {
        const path = decodeURIComponent(request.url.split('?')[0] ?? '/').slice('/storybook'.length);
        const relative = normalize(path).replace(/^([/\\])+/, '') || 'index.html';
        const candidate = join(storybookRoot, relative);
        const insideRoot = candidate.startsWith(storybookRoot + sep);
        const file = insideRoot && existsSync(candidate) ? statSync(candidate) : undefined;
        if (file === undefined || !file.isFile()) {
          return reply.code(404).send({ detail: `Not found: GET ${request.url}` });
        }
        if (relative.endsWith('.html'))
          reply.header('content-security-policy', storybookPolicy(candidate, file.mtimeMs));
        return reply.sendFile(relative, storybookRoot, { cacheControl: false });
      },
    });
  }

  app.get('/*', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if (reservedPrefixes.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) {
        return reply.code(404).send({ detail: `Not found: GET ${path}` });
      }
      const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
      if (!built) {
        if (!acceptsHtml) return reply.code(404).send({ detail: `Not found: GET ${path}` });
        return reply
          .code(matchRoute(path) === null ? 404 : 200)
          .type('text/html; charset=utf-8')
          .send(notBuiltPage);
      }
      const relative = normalize(path).replace(/^([/\\])+/, '');
      const candidate = join(root, relative);
      const insideRoot = candidate === root || candidate.startsWith(root + sep);
      if (relative && insideRoot && existsSync(candidate) && statSync(candidate).isFile()) {
        const immutable = relative.startsWith('assets/');
        return reply.sendFile(relative, {
          cacheControl: true,
          maxAge: immutable ? 31_536_000_000 : 0,
          immutable,
        });
      }
      if (!acceptsHtml) return reply.code(404).send({ detail: `Not found: GET ${path}` });
      reply.header('cache-control', 'no-cache');
      // The app's route table is core's: a path no route matches is the app's 'Page Not Found' page, and the
      // status says so too (a crawler, a link checker and a monitor read the status, not the page).
      if (matchRoute(path) === null) reply.code(404);
      return reply.sendFile('index.html', { cacheControl: false });
    },
  });
}

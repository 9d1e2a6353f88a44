import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config.ts';
import { firstAnswers, withFirstAnswers } from './http/first-answers.ts';
import { routePreloads, routeReads } from './http/route-preloads.ts';
import { sendWrittenPage, WrittenPage } from './http/written-page.ts';
import { spaPageRules } from './modules/public-pages/spa-pages.ts';
import { DiskStorage, UPLOADS_URL_PREFIX } from './providers/storage/disk-storage.ts';
import type { StorageProvider } from './providers/storage/storage-provider.ts';

/** The files that are not the API: uploaded images (disk storage) and the built SPA (decisions 0013, 0014). */
export async function registerStaticFiles(
  app: FastifyInstance,
  config: Config,
  storage: StorageProvider,
): Promise<void> {
  await registerUploadsDir(app, storage);
  await registerSpa(app, config);
}

/** Disk storage: uploaded files at /uploads/<key>; a key never changes content, so caches may keep it. */
async function registerUploadsDir(app: FastifyInstance, storage: StorageProvider): Promise<void> {
  if (!(storage instanceof DiskStorage)) return;
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
  });
}

/** Vite's output under /assets/ has the content hash in its name: it never changes, caches keep it. */
const HASHED_ASSETS_PREFIX = '/assets/';
const IMMUTABLE = { maxAge: '365d', immutable: true } as const;
/** Everything else (index.html, the manifest, a service worker): revalidated each time by its ETag. */
const REVALIDATE = { cacheControl: false } as const;

/**
 * The built SPA. A file answers with its precompressed .br or .gz sibling when the client accepts
 * it (Vary: Accept-Encoding); a missing file, or any path with an extension, is a 404; a client
 * route (no extension) gets index.html, with the answers to its first reads when someone signed in
 * asks for a first-load page.
 */
async function registerSpa(app: FastifyInstance, config: Config): Promise<void> {
  const root = resolve(import.meta.dirname, '..', config.WEB_DIST_DIR);
  if (!existsSync(resolve(root, 'index.html'))) return;
  await app.register(fastifyStatic, { root, serve: false, index: false, preCompressed: true, etag: true });
  const preloadsOf = routePreloads(root);
  const readsOf = routeReads(root);
  const indexHtml = readFileSync(resolve(root, 'index.html'), 'utf8');
  const answeredByPageRules = spaPageRules(root);
  // Files go out as built (precompressed or not), never compressed again on the fly.
  app.get('/*', { compress: false }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) return reply.callNotFound();
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    const hasExtension = lastSegment.includes('.');
    const file = resolve(root, '.' + path);
    const isServable =
      hasExtension &&
      !/\.(?:br|gz)$/.test(path) &&
      file.startsWith(root + '/') &&
      statSync(file, { throwIfNoEntry: false })?.isFile() === true;
    if (isServable) {
      if (path.startsWith(HASHED_ASSETS_PREFIX)) return reply.sendFile(path.slice(1), IMMUTABLE);
      return reply.header('cache-control', 'no-cache').sendFile(path.slice(1), REVALIDATE);
    }
    if (hasExtension || path.startsWith(HASHED_ASSETS_PREFIX)) return reply.callNotFound();
    if (answeredByPageRules(path, reply)) return reply;
    const preloads = preloadsOf(path);
    if (preloads) reply.header('link', preloads);
    // A signed-in first-load page carries the answers to its first reads (decision 0033): the phone
    // draws it without waiting for them after its JavaScript. Its HTML is that person's: private.
    const reads = readsOf(path);
    const askedAt = Date.now();
    const answers = reads ? await firstAnswers(app, request, reads) : null;
    if (answers) {
      const headers = { 'cache-control': 'private, no-cache', vary: 'accept-encoding, cookie' };
      const page = new WrittenPage('fixed', path, withFirstAnswers(indexHtml, answers, askedAt), headers, 5);
      return sendWrittenPage(request, reply, page);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', REVALIDATE);
  });
}

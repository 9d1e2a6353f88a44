import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { classConflicts } from './class-conflicts.ts';
import { maskIconFiles } from './mask-icon-files.ts';
import { preactAliases } from './preact-compat.ts';
import FIRST_LOAD_ROUTES from './first-load-routes.json' with { type: 'json' };
import { spaRoutesFile } from './src/config/spa-routes.ts';

const api = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text file of the build,
 * each only when smaller than the file: the server sends them by Accept-Encoding (decision 0013).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vamos:precompress',
    apply: 'build',
    writeBundle(options) {
      if (options.dir) outDir = options.dir;
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter(
        (entry) => entry.isFile() && TEXT_FILE.test(entry.name),
      );
      for (const entry of files) {
        const path = join(entry.parentPath, entry.name);
        const raw = readFileSync(path);
        const br = brotliCompressSync(raw, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gz = gzipSync(raw, { level: zlibConstants.Z_BEST_COMPRESSION });
        if (br.length < raw.length) writeFileSync(`${path}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}

const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url));
/** A module id as the bundle stats and first-load-routes.json name it: from the repository root. */
const relative = (id: string) => id.replace(REPOSITORY, '').replace(/^.*node_modules\//, 'node_modules/');

/** A chunk with everything it imports statically (what the browser loads with it), transitively. */
function staticClosure(chunks: Map<string, Rolldown.OutputChunk>, files: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...files];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * What a first load runs: the entry with everything it imports (`entry`), and for each route of
 * first-load-routes.json the chunks its page needs beyond that (the signed-in shell, the page, and
 * what they import).
 */
function firstLoad(bundle: Rolldown.OutputBundle, error: (message: string) => never) {
  const chunks = new Map(
    Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk] as const] : [])),
  );
  const entry = staticClosure(
    chunks,
    [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  const routes = FIRST_LOAD_ROUTES.map(({ path, modules, ...route }) => {
    const pages = modules.map((module) => {
      const chunk = [...chunks.values()].find((c) => c.facadeModuleId && relative(c.facadeModuleId) === module);
      if (!chunk) return error(`first-load-routes.json: no chunk is built from ${module} (${path})`);
      return chunk.fileName;
    });
    const files = [...staticClosure(chunks, pages)].filter((file) => !entry.has(file));
    const reads = 'reads' in route ? route.reads : [];
    return { path, files, reads };
  });
  return { entry, routes };
}

/**
 * Writes route-preloads.json into the build: for each route of first-load-routes.json, the chunks
 * its page needs beyond the entry (firstLoad). The server names them in a `Link: rel=modulepreload`
 * header on that route's index.html (decision 0013), so a phone downloads them alongside the entry
 * instead of after the entry has run and the router has matched the route: on simulated 4G that was
 * most of the board's LCP. With them, the API reads the page makes first (`reads`), which the
 * server answers in the page's HTML for someone signed in (decision 0033).
 */
function routePreloads(): Plugin {
  return {
    name: 'vamos:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const routes = firstLoad(bundle, (message) => this.error(message)).routes.map((route) => ({
        ...route,
        files: route.files.map((file) => `/${file}`),
      }));
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(routes) });
    },
  };
}

/** V8's explicit compile hint: every function of the file is compiled as it arrives (decision 0059). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts COMPILE_HINT at the top of the chunks a first load runs (firstLoad): Chrome then compiles
 * their functions on a background thread while they download, not on the main thread the first time
 * each is called (the first render of a page called hundreds). Written into the files once Vite
 * has finished them (its preload helper goes first in a chunk, and the hint must), before
 * precompress() and the service worker's precache list read them.
 */
function compileHints(): Plugin {
  return {
    name: 'vamos:compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      const { entry, routes } = firstLoad(bundle, (message) => this.error(message));
      for (const file of new Set([...entry, ...routes.flatMap((route) => route.files)])) {
        const path = join(options.dir ?? 'dist', file);
        writeFileSync(path, COMPILE_HINT + readFileSync(path, 'utf8'));
      }
    },
  };
}

/**
 * Writes spa-routes.json into the build: every page of the SPA (from src/config/paths.ts, which
 * app/spa-routes.test.ts holds to the router's own routes) and those search engines may index. The
 * server answers a path that is none of them with the 404 page and HTTP 404, and a page that is not
 * indexable with `X-Robots-Tag: noindex` (apps/server/src/http/spa-routes.ts).
 */
function spaRoutes(): Plugin {
  return {
    name: 'vamos:spa-routes',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'spa-routes.json', source: JSON.stringify(spaRoutesFile()) });
    },
  };
}

/**
 * Writes build-stats/bundle.json (beside dist, never served): every chunk with its gzip size, the
 * chunks it imports statically (loaded with it) and dynamically (loaded later), its source module
 * (a lazy route's page) and the size of each module in it. scripts/bundle-budget.mjs reads it to
 * hold every route to its first-load budget.
 */
function bundleStats(): Plugin {
  return {
    name: 'vamos:bundle-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = fileURLToPath(new URL('.', import.meta.url));
      const chunks = Object.values(bundle).flatMap((chunk) =>
        chunk.type === 'chunk'
          ? [
              {
                file: chunk.fileName,
                isEntry: chunk.isEntry,
                source: chunk.facadeModuleId ? relative(chunk.facadeModuleId) : null,
                gzip: gzipSync(chunk.code, { level: zlibConstants.Z_BEST_COMPRESSION }).length,
                imports: chunk.imports,
                dynamicImports: chunk.dynamicImports,
                modules: Object.fromEntries(
                  Object.entries(chunk.modules).map(([id, module]) => [relative(id), module.renderedLength]),
                ),
              },
            ]
          : [],
      );
      mkdirSync(join(root, 'build-stats'), { recursive: true });
      writeFileSync(join(root, 'build-stats', 'bundle.json'), JSON.stringify({ chunks }, null, 1));
    },
  };
}

export default defineConfig({
  plugins: [
    // JSX compiles to react/jsx-runtime, which resolves to Preact's like every other React import
    // (decision 0016). React Fast Refresh needs React's renderer, so it is off: an edited component
    // reloads the page in development.
    react({ refreshExclude: /./ }),
    tailwindcss(),
    // The Tailwind conflicts that `cn` resolves, from tailwind-merge at build time (decision 0039).
    classConflicts(),
    // The card icons' masks as files beside the CSS, not data URLs in it (decision 0058).
    maskIconFiles(),
    // Installable app and offline page (decision 0014): the generated Workbox worker precaches the shell
    // and the hashed assets; a navigation always goes to the network and, offline, gets /offline.html
    // (the agendas get the app shell, which reads them from the copy kept on the phone: decision 0031).
    // Nothing of /api, /uploads or /dev is ever cached. A new worker waits for the user's 'Atualizar'
    // (src/app/pwa/update-prompt.tsx registers the worker, in production builds only).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      // The worker is written before precompress() runs, so it gets its .br and .gz too.
      integration: { closeBundleOrder: 'pre' },
      // globPatterns below already precache the icons (and the plugin adds manifest.webmanifest itself).
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Vamos Trabalhar',
        short_name: 'Vamos',
        description: 'Vagas rápidas de garçom, segurança, bartender e eventos',
        lang: 'pt-BR',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#312e81',
        background_color: '#f8fafc',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Web Push: the notification and what a tap opens (public/push-sw.js).
        importScripts: ['/push-sw.js'],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The .br and .gz beside the files are the same bytes, chosen by the server per request.
        globIgnores: ['**/*.br', '**/*.gz'],
        // Hashed names need no cache-busting query.
        dontCacheBustURLsMatching: /^assets\//,
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
        navigateFallback: null,
        runtimeCaching: [
          // The agendas and the jobs of approved shifts read offline from the copy kept on the phone
          // (decision 0031): offline, their navigations get the precached app shell. (Functions here
          // are copied into sw.js, so the pattern is written inside.)
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              /^\/(?:(?:(?:freelancer|contractor)\/)?agenda|jobs\/[^/]+)\/?$/.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/index.html' } },
          },
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/offline.html' } },
          },
        ],
      },
    }),
    routePreloads(),
    compileHints(),
    spaRoutes(),
    precompress(),
    bundleStats(),
  ],
  resolve: { alias: [...preactAliases, { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }] },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api, '/dev': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Small shared chunks are copied into the chunks that use them (decision 0019).
          experimentalInlineCommonChunks: { maxSize: 8000 },
          // Everything the entry imports statically is one chunk ('app'), not the dozen shared pieces
          // the automatic split made of it: every page loads all of them anyway, and on a phone's
          // network each file was one more request before the first paint (decision 0019).
          groups: [{ name: 'app', test: /\/src\/main\.tsx$/ }],
        },
      },
    },
  },
});

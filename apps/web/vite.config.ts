import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { preactCompatAliases } from './preact-alias.ts';
import { ROUTE_SCREENS } from './src/app/route-screens.ts';

/** In dev, /r/* is the guest order page: serve its HTML entry as the production server does. */
function storefrontDevRoute(): Plugin {
  return {
    name: 'maitre-storefront-dev-route',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/r\/[^.]*$/.test(request.url.split('?')[0] ?? '')) request.url = '/storefront.html';
        next();
      });
    },
  };
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to every text file of the build, once, at maximum compression; the
 * server sends the one the browser accepts (@fastify/static `preCompressed`) instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  return {
    name: 'maitre-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const source = readFileSync(file);
        const brotli = brotliCompressSync(source, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: statSync(file).size },
        });
        if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
        const gzip = gzipSync(source, { level: 9 });
        if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

/**
 * One request per language on the dashboard too (issue 18). A dashboard locale chunk (`src/app/i18n/<locale>.ts`) needs
 * the order page's texts of that language as well, which are the order page's own chunk (`src/storefront/i18n/<locale>.ts`);
 * a module both chunks import would become a third chunk the dashboard fetches beside its own. So the dashboard's chunk
 * imports copies: every translation file reached from it (a `texts.<locale>.ts`, the order page's catalog, the shared
 * messages of that language) is loaded under a second id, and the bundler puts those copies in the dashboard's chunk.
 * Translation files are plain data (their only runtime imports, `@/lib/i18n`'s helpers, are not copied), so a copy
 * behaves as the original. ~5 KB gzip more in each dashboard locale chunk, one request fewer on every switch.
 */
function dashboardCatalogCopies(): Plugin {
  const LOCALE_FILE = /[\\/](?:texts\.(?:fr|de|it|es|nl)|storefront[\\/]i18n[\\/](?:fr|de|it|es|nl)|messages[\\/](?:fr|de|it|es|nl))\.ts$/;
  const DASHBOARD_CATALOG = /[\\/]app[\\/]i18n[\\/](?:fr|de|it|es|nl)\.ts$/;
  const COPY = '.dashboard-copy.ts';
  return {
    name: 'maitre-dashboard-catalog-copies',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !(DASHBOARD_CATALOG.test(importer) || importer.endsWith(COPY))) return null;
      const from = importer.endsWith(COPY) ? importer.slice(0, -COPY.length) + '.ts' : importer;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !LOCALE_FILE.test(resolved.id)) return resolved;
      return resolved.id.slice(0, -'.ts'.length) + COPY;
    },
    load(id) {
      return id.endsWith(COPY) ? readFileSync(id.slice(0, -COPY.length) + '.ts', 'utf8') : null;
    },
  };
}

/**
 * The dashboard's first screen in three chunks (Lighthouse, PERFORMANCE.md): the layout, the overview and every module
 * they import that no page outside the dashboard needs (`dashboard`); of the modules they share with a screen outside
 * the dashboard (sign-in, pairing, the kitchen display…), those the sign-in page imports too (`shared-sign-in`) and the
 * others (`shared`). Split by feature, they were some twenty files of 1–4 KB, each a request of its own on the way to
 * the first paint (over HTTP/1.1, six at a time); the other dashboard pages import what they share with these from
 * these chunks, which the layout has already loaded. The sign-in page's chunk holds nothing it does not use (its budget
 * stays), and the other screens outside the dashboard load only the shared chunks, never `dashboard`
 * (bench/bundle-size.mjs checks it). Modules the entry or the order page reach (with whatever the order page loads on
 * demand) keep the bundler's own split, so do the layout's and the overview's own lazy parts.
 */
function dashboardShellChunk(): (id: string, context: Rolldown.ChunkingContext) => string | null {
  const file = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
  const roots = [file('./src/app/routes/dashboard/dashboard-layout.tsx'), file('./src/app/routes/dashboard/overview/overview-page.tsx')];
  const router = file('./src/app/router.tsx');
  const entry = file('./src/main.tsx');
  const storefront = file('./src/storefront/main.tsx');
  const login = file('./src/app/routes/login/login-page.tsx');
  const dashboardRoutes = file('./src/app/routes/dashboard/');
  // One answer per chunking pass: the pass hands out the same module objects to every call.
  const chunkOf = new WeakMap<object, Map<string, string>>();
  /** The modules `starts` import, themselves included; with `lazily`, also those they import on demand. */
  const closure = (starts: string[], context: Rolldown.ChunkingContext, lazily = false) => {
    const seen = new Set<string>();
    const next = [...starts];
    for (let id = next.pop(); id !== undefined; id = next.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      const info = context.getModuleInfo(id);
      next.push(...(info?.importedIds ?? []), ...(lazily ? (info?.dynamicallyImportedIds ?? []) : []));
    }
    return seen;
  };
  return (id, context) => {
    const key = context.getModuleInfo(router);
    if (!key) return null;
    let chunks = chunkOf.get(key);
    if (!chunks) {
      // The app's entry loads the dashboard's screens on demand, so only what it imports outright is outside; the order
      // page and the other screens, with everything they may ever load (the order page's details, a dialog…).
      const entryAndGuest = new Set([...closure([entry], context), ...closure([storefront], context, true)]);
      const elsewhere = key.dynamicallyImportedIds.filter((screen) => !screen.startsWith(dashboardRoutes));
      const outside = new Set([...entryAndGuest, ...closure(elsewhere, context, true)]);
      const signIn = closure([login], context);
      chunks = new Map();
      for (const member of closure(roots, context)) {
        if (!outside.has(member)) chunks.set(member, 'dashboard');
        else if (!entryAndGuest.has(member)) chunks.set(member, signIn.has(member) ? 'shared-sign-in' : 'shared');
      }
      chunkOf.set(key, chunks);
    }
    return chunks.get(id) ?? null;
  };
}

/**
 * `.vite/route-preloads.json`: for each address of src/app/route-screens.ts, the code files of its screens — the chunks
 * holding them and everything they import — less those the page's own script tags already load. The server names them
 * in the page it sends for that address (`<link rel="modulepreload">`, apps/api/src/lib/page-shells.ts), so the
 * browser fetches a screen's code beside the app's script instead of after it has run (docs/PERFORMANCE.md).
 */
function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'maitre-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (chunk: Rolldown.OutputChunk, into = new Set<string>()): Set<string> => {
        if (into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const imported of chunk.imports) {
          const next = byName.get(imported);
          if (next) withImports(next, into);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'main');
      if (!entry) throw new Error('route preloads: the build has no main entry');
      const loaded = withImports(entry);
      const routes = ROUTE_SCREENS.map(({ path: address, screens, guard, reads }) => {
        const files = new Set<string>();
        for (const screen of screens) {
          const id = path.resolve(root, screen);
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) throw new Error(`route preloads: no chunk holds ${screen} (src/app/route-screens.ts)`);
          for (const file of withImports(chunk)) if (!loaded.has(file)) files.add(file);
        }
        return { path: address, ...(guard ? { guard } : {}), files: [...files], ...(reads?.length ? { reads } : {}) };
      });
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: `${JSON.stringify({ routes }, null, 2)}\n` });
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

const src = fileURLToPath(new URL('./src', import.meta.url));

// The build checks no API answers against the shared schemas (development and tests do): lib/api-client.ts gets this
// stand-in for the contract, and zod stays out of the pages that do not use it (decision 0009, PERFORMANCE.md).
const withoutResponseChecks = { '@/lib/api-contract': fileURLToPath(new URL('./src/lib/api-contract.build.ts', import.meta.url)) };

// The production build runs on Preact's React-compatible layer (decision 0008): about 55 KB gzip less on every page.
// `vite` (dev) keeps React; the Vitest web tests run on both (projects `web` and `web-preact`); the browser tests
// (npm run test:e2e) run on this build.

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), storefrontDevRoute(), dashboardCatalogCopies(), routePreloads(), precompress()],
  resolve: { alias: { ...(command === 'build' ? withoutResponseChecks : {}), '@': src, ...(command === 'build' ? preactCompatAliases : {}) } },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/functions': apiTarget, '/dev': apiTarget, '/healthz': apiTarget, '/readyz': apiTarget },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    // Two entries: the dashboard app, and the guest order page with a bundle of its own.
    rollupOptions: {
      input: { main: fileURLToPath(new URL('./index.html', import.meta.url)), storefront: fileURLToPath(new URL('./storefront.html', import.meta.url)) },
      output: {
        codeSplitting: {
          groups: [
            // lib/use-unique-id.ts (a few lines every form and dialog uses) travels with Preact, not as a request of its own.
            { name: 'preact', test: /node_modules[\\/]preact[\\/]|src[\\/]lib[\\/]use-unique-id/, priority: 2 },
            // Icons are one chunk of the first load, except those of a single lazy screen, which travel with it (the
            // Analytics page's menu-engineering classes: 0.8 KB the dashboard's first load does not need).
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/](?!dist[\\/]esm[\\/]icons[\\/](dog|puzzle|star|tractor)\.mjs)/, priority: 1 },
            { name: dashboardShellChunk(), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));

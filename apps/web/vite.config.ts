import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

const src = fileURLToPath(new URL('./src', import.meta.url));

// The production build runs on Preact's React-compatible layer (decision 0008): about 55 KB gzip less on every page.
// `vite` (dev) and Vitest keep React; the browser tests (npm run test:e2e) run on this build.
const preactCompat = { react: 'preact/compat', 'react-dom': 'preact/compat' };

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), storefrontDevRoute()],
  resolve: { alias: { '@': src, ...(command === 'build' ? preactCompat : {}) } },
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
    },
  },
}));

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

export default defineConfig({
  plugins: [react(), tailwindcss(), storefrontDevRoute()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
});

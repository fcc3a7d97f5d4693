import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // The client lives in client/ (index.html there); the server serves dist/client.
  root: fromRoot('./client'),
  publicDir: fromRoot('./client/public'),
  // Keep Vite's and Vitest's caches in the root node_modules, not a client/node_modules.
  cacheDir: fromRoot('./node_modules/.vite'),
  // precompress: .br and .gz beside each asset, served by content negotiation (issue 13).
  plugins: [react(), tailwindcss(), precompress()],
  // The server fills in a fresh nonce for each page (server/client/serve-client.ts), which
  // Radix's run-time <style> elements carry under the CSP (issue 11).
  html: { cspNonce: 'ACASA_CSP_NONCE' },
  resolve: {
    alias: {
      '@core': fromRoot('./core'),
      '@': fromRoot('./client/src'),
    },
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:5000', changeOrigin: false },
    },
  },
});

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
    // Which chunks each page needs: the boot shells preload them with the page (scripts/prerender-shell.tsx).
    manifest: true,
    rolldownOptions: {
      output: {
        // Every icon in one chunk: split by the pages that share them they came as some twenty
        // files of a kilobyte each, and a phone on a slow link pays a round trip for each batch
        // of six (issue 13). lucide's icons have no side effects and no imports outside lucide.
        codeSplitting: {
          groups: [{ name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:5000', changeOrigin: false },
    },
  },
});

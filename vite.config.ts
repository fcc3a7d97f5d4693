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
    alias: [
      { find: '@core', replacement: fromRoot('./core') },
      { find: '@', replacement: fromRoot('./client/src') },
      // zod with its browser setting, wherever it is imported (client/src/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: fromRoot('./client/src/lib/zod-jitless.ts') },
    ],
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    // Fewer, larger files for a phone on a slow link, where every batch of six requests costs a
    // round trip (issue 13, ADR 066). Split by the pages that share them, the icons and the small
    // shared modules came as some forty files of a kilobyte or two.
    rolldownOptions: {
      // Chunks need not keep their modules' export signatures: what inlining asks for.
      preserveEntrySignatures: false,
      // A feature's index.ts only re-exports (ADR 075): importing one name from it must not pull
      // the feature's other components (and their form library) into the importer's chunk.
      treeshake: { moduleSideEffects: [{ test: /client\/src\/features\/[^/]+\/index\.ts$/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            // lucide's icons have no side effects and no imports outside lucide: the ones the first
            // screen shows in one chunk, every other in a second.
            { name: 'icons-first', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 1 },
          ],
          // A shared chunk under 6 KB of source is copied into the chunks that use it. This turns
          // on strictExecutionOrder (modules run in import order whatever chunk they land in), which
          // makes the entry a one-line module over the app's first chunk: the bench weighs the
          // entry with everything it imports (bench/first-screen.ts).
          experimentalInlineCommonChunks: { maxSize: 6000 },
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

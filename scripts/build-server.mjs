// Bundles the server's own code (core/ and server/) into dist/server/main.js; packages stay
// external. Running compiled JavaScript keeps TypeScript compilation out of the running
// process (tsx at runtime costs ~120 MB resident and slower start).
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // Stack traces need the map's positions, not the sources' text: without it the map is a third
  // of the size, and so is what --enable-source-maps parses into the heap at start (ADR 072).
  sourcesContent: false,
  logLevel: 'warning',
});

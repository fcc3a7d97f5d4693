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
  logLevel: 'warning',
});

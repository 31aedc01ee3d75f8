// Bundles the server into dist/server/index.js (npm packages stay external).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/index.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  outfile: 'dist/server/index.js',
  logLevel: 'warning',
});

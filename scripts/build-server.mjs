// Bundles the server into dist/server/index.js and its search worker into dist/server/search.worker.js
// (npm packages stay external).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/index.ts', 'src/server/scripture/search.worker.ts'],
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  outdir: 'dist/server',
  logLevel: 'warning',
});

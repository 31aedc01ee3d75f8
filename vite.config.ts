import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: 'src/client',
  plugins: [react()],
  // 'hidden': maps are written (for an error tracker) but the bundles do not point to them, and the
  // server never serves *.map (app.ts); `npm run dev:client` has its own inline maps
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: 'hidden' },
  server: { proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` } },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The example host, built against the library's output (`npm run build -w @reelbase/editors`
 * first): it imports `@reelbase/editors` from `dist/`, as another product would from npm.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  resolve: {
    alias: [{ find: /^@reelbase\/editors$/, replacement: fileURLToPath(new URL('../dist/index.js', import.meta.url)) }],
  },
  build: { outDir: fileURLToPath(new URL('../dist-example', import.meta.url)), emptyOutDir: true },
});

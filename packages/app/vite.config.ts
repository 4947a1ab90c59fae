import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Writes version.json beside index.html so that open consoles notice a new build. */
function versionFile(buildId: string): Plugin {
  return {
    name: 'reelbase-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ version, buildId, builtAt: new Date().toISOString() }),
      });
    },
  };
}

export default defineConfig(({ command }) => {
  const buildId = command === 'build' ? `${version}-${randomUUID().slice(0, 8)}` : 'development';
  process.env.VITE_BUILD_ID = buildId;
  const backend = process.env.REELBASE_BACKEND ?? 'http://localhost:8080';
  return {
    root: import.meta.dirname,
    plugins: [react(), versionFile(buildId)],
    define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
    server: {
      port: 5173,
      proxy: { '/api': backend, '/oidc': backend, '/version.json': backend },
    },
  };
});

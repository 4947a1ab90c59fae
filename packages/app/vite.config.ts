import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

/** In development, the viewing pages are served from view.html like the server does after a build. */
function viewPages(): Plugin {
  return {
    name: 'reelbase-view-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/(view|embed)(\/|\?|$)/.test(request.url)) request.url = '/view.html';
        next();
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
    plugins: [react(), versionFile(buildId), viewPages()],
    define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // The console, and the public viewing pages as their own small entry.
      rolldownOptions: {
        input: {
          index: fileURLToPath(new URL('index.html', import.meta.url)),
          view: fileURLToPath(new URL('view.html', import.meta.url)),
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': backend, '/oidc': backend, '/version.json': backend },
    },
  };
});

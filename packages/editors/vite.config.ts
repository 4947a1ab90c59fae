import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

interface Manifest {
  name: string;
  version: string;
  description?: string;
  license?: string;
  peerDependencies: Record<string, string>;
}

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as Manifest;

/** The library's entry points: the editors, their core without React or Konva, the slides layout, the player runtime. */
const ENTRIES = {
  index: 'src/index.ts',
  core: 'src/core/index.ts',
  slides: 'src/slides/index.ts',
  run: 'src/run/index.ts',
};

/** The host's packages (peer dependencies): never bundled into the library. */
const PEERS = Object.keys(manifest.peerDependencies);
const isPeer = (id: string) => PEERS.some((name) => id === name || id.startsWith(`${name}/`));

/** The manifest of the built library (`dist/package.json`), its README and CHANGELOG: `npm publish dist`. */
function publishedManifest(): Plugin {
  const entry = (name: string) => ({
    types: `./types/${ENTRIES[name as keyof typeof ENTRIES].replace(/^src\//, '').replace(/\.ts$/, '.d.ts')}`,
    default: `./${name}.js`,
  });
  return {
    name: 'reelbase-editors-manifest',
    apply: 'build',
    generateBundle() {
      const exports = Object.fromEntries(
        Object.keys(ENTRIES).map((name) => [name === 'index' ? '.' : `./${name}`, entry(name)]),
      );
      const published = {
        name: manifest.name,
        version: manifest.version,
        description: manifest.description,
        license: manifest.license,
        type: 'module',
        sideEffects: false,
        exports,
        types: './types/index.d.ts',
        peerDependencies: manifest.peerDependencies,
      };
      this.emitFile({ type: 'asset', fileName: 'package.json', source: `${JSON.stringify(published, null, 2)}\n` });
      for (const file of ['README.md', 'CHANGELOG.md']) {
        this.emitFile({ type: 'asset', fileName: file, source: readFileSync(new URL(`./${file}`, import.meta.url)) });
      }
    },
  };
}

/**
 * The editors as a library for other products: ES modules in `dist/`, the type declarations from
 * `tsconfig.lib.json` in `dist/types`. React, ReactDOM, styled-components, Konva and react-konva
 * are the host's (peer dependencies); the product's own packages (contract, UI kit, player) and
 * what they use are bundled in.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), publishedManifest()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: { entry: ENTRIES, formats: ['es'] },
    rolldownOptions: { external: isPeer },
  },
});

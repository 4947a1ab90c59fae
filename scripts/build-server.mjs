/**
 * Builds the server for `npm start`: the server's TypeScript and the workspace packages it uses are
 * bundled into `packages/server/dist` (one module per entry and shared chunks, with source maps),
 * while every installed package stays an import of `node_modules`. Node then loads a few files
 * instead of transpiling hundreds at start. Each module keeps the address of its source file as
 * `import.meta.url`, so that paths the server finds from its own place (migrations, the console's
 * build, installed data files) stay what they are when it runs from source.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'packages/server');
const outdir = path.join(server, 'dist');

/** Installed packages and Node's own modules are left to Node; the workspace's are bundled. */
const installedPackages = {
  name: 'installed-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@reelbase/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** `import.meta.url` of each source file stays its own address. */
const ownAddress = {
  name: 'own-address',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const address = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', address), loader: 'ts' };
    });
  },
};

const started = performance.now();
await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'packages/server/src/main.ts',
    worker: 'packages/server/src/worker.ts',
    'stats-rebuild': 'packages/server/src/stats/stats-rebuild-cli.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [installedPackages, ownAddress],
});
console.log(`Built the server into ${path.relative(root, outdir)} in ${Math.round(performance.now() - started)} ms`);

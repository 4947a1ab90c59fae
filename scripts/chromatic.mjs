#!/usr/bin/env node
/**
 * Publishes the Storybook (UI kit, editors, player, console pieces) to Chromatic for visual review.
 * Needs the project's token in CHROMATIC_PROJECT_TOKEN; without it, says what to set and stops.
 * Extra arguments go to the chromatic CLI (e.g. `npm run chromatic -- --exit-zero-on-changes`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const token = process.env.CHROMATIC_PROJECT_TOKEN?.trim();
if (!token) {
  console.error(
    [
      'Chromatic needs a project token: nothing was published.',
      'Create a project at https://www.chromatic.com, copy its token (Manage > Configure),',
      'then run: CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic',
    ].join('\n'),
  );
  process.exit(2);
}

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const buildDir = path.join(root, 'storybook-static');
if (!existsSync(path.join(buildDir, 'index.html'))) run('npm', ['run', 'build-storybook']);
run(path.join(root, 'node_modules', '.bin', 'chromatic'), [
  '--storybook-build-dir',
  buildDir,
  '--auto-accept-changes',
  'main',
  ...process.argv.slice(2),
]);

#!/usr/bin/env node
// Installs what is missing before `npm start` and `npm test`: the npm dependencies (when
// node_modules is absent or older than package-lock.json) and, with --browser, Chromium from
// Debian's packages for the browser tests. Uses only Node's own modules.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, env = {}) => execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });

function ensureDependencies() {
  const lock = path.join(root, 'package-lock.json');
  const marker = path.join(root, 'node_modules', '.reelbase-lock-hash');
  const hash = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === hash) return;
  // `npm install` honours package-lock.json. Not `npm ci`: the registry reachable here lacks
  // some optional platform binaries (e.g. Biome's for macOS), which `npm ci` refuses.
  console.log('Installing dependencies (npm install) ...');
  run('npm install --no-audit --no-fund', { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
  writeFileSync(marker, hash);
}

/**
 * Makes sure a program from Debian's packages is there: installs the package when the program is
 * missing and we are root on Debian; otherwise stops with a message naming the override variable.
 */
function ensureProgram({ path: program, pkg, variable, purpose }) {
  if (existsSync(program)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env[variable] && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing ${pkg} from Debian's packages (${purpose}) ...`);
    if (!aptUpdated) run('apt-get update -qq');
    aptUpdated = true;
    run(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`);
    if (existsSync(program)) return;
  }
  console.error(
    `${pkg} was not found at ${program}. Install Debian's ${pkg} package (as root: apt-get install ${pkg}) ` +
      `or set ${variable} to its executable, then run the command again.`,
  );
  process.exit(1);
}
let aptUpdated = false;

ensureDependencies();
ensureProgram({
  path: process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg',
  pkg: 'ffmpeg',
  variable: 'FFMPEG_PATH',
  purpose: 'video probing and encoding',
});
if (process.argv.includes('--browser')) {
  ensureProgram({
    path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    pkg: 'chromium',
    variable: 'CHROMIUM_PATH',
    purpose: 'browser tests',
  });
}

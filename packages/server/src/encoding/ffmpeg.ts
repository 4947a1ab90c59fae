import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the two binaries are. */
export interface FfmpegPaths {
  ffmpeg: string;
  ffprobe: string;
}

/** ffmpeg or ffprobe failed; `stderr` holds the end of its output. */
export class EncodingError extends Error {
  override readonly name = 'EncodingError';

  constructor(
    message: string,
    readonly stderr = '',
  ) {
    super(stderr ? `${message}: ${stderr.trim().split('\n').slice(-3).join(' | ')}` : message);
  }
}

/** The error an aborted encode rejects with (`name` is `AbortError`, as fetch's). */
export function abortError(signal?: AbortSignal): Error {
  const reason = signal?.reason;
  if (reason instanceof Error && reason.name === 'AbortError') return reason;
  const error = new Error('The encoding was aborted.');
  error.name = 'AbortError';
  return error;
}

const isExecutable = (file: string) =>
  access(file, constants.X_OK).then(
    () => true,
    () => false,
  );

async function onPath(name: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  const extensions = process.platform === 'win32' ? ['.exe', ''] : [''];
  for (const folder of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const extension of extensions) {
      const candidate = path.join(folder, name + extension);
      if (await isExecutable(candidate)) return candidate;
    }
  }
  return null;
}

/** The binary path of an optional npm package such as `@ffmpeg-installer/ffmpeg`, if it is installed. */
function fromPackage(name: string): string | null {
  try {
    const found = createRequire(import.meta.url)(name) as { path?: unknown };
    return typeof found.path === 'string' ? found.path : null;
  } catch {
    return null;
  }
}

async function locate(
  name: 'ffmpeg' | 'ffprobe',
  variable: string,
  env: NodeJS.ProcessEnv,
  beside?: string,
): Promise<string> {
  const configured = env[variable];
  if (configured) {
    if (await isExecutable(configured)) return configured;
    throw new EncodingError(`${variable} is set to ${configured}, which is not an executable ${name}`);
  }
  const sibling = beside ? path.join(path.dirname(beside), path.basename(beside).replace('ffmpeg', name)) : null;
  if (sibling && sibling !== beside && (await isExecutable(sibling))) return sibling;
  const found = (await onPath(name, env)) ?? fromPackage(`@${name}-installer/${name}`);
  if (found) return found;
  throw new EncodingError(
    `${name} was not found: install ffmpeg (it brings ffprobe) on the PATH, or set FFMPEG_PATH and FFPROBE_PATH to the binaries`,
  );
}

const cache = new Map<string, Promise<FfmpegPaths>>();

/**
 * Finds ffmpeg and ffprobe: `FFMPEG_PATH` / `FFPROBE_PATH` when set (ffprobe is also looked for
 * beside a configured ffmpeg), else the binaries on the PATH, else the npm-packaged static builds
 * when installed. The answer is cached per environment.
 */
export function findFfmpeg(env: NodeJS.ProcessEnv = process.env): Promise<FfmpegPaths> {
  const key = `${env.FFMPEG_PATH ?? ''}\n${env.FFPROBE_PATH ?? ''}\n${env.PATH ?? ''}`;
  let found = cache.get(key);
  if (!found) {
    found = locate('ffmpeg', 'FFMPEG_PATH', env).then(async (ffmpeg) => ({
      ffmpeg,
      ffprobe: await locate('ffprobe', 'FFPROBE_PATH', env, env.FFMPEG_PATH ? ffmpeg : undefined),
    }));
    found.catch(() => cache.delete(key));
    cache.set(key, found);
  }
  return found;
}

/** Options of {@link runTool}. */
export interface RunOptions {
  signal?: AbortSignal;
  /** Receives stdout as it arrives (ffmpeg's `-progress pipe:1`). */
  onStdout?: (text: string) => void;
}

const STDERR_TAIL = 8192;

/**
 * Runs a binary and resolves to its stdout once it exits with 0. A non-zero exit rejects with an
 * EncodingError carrying the end of stderr; an abort kills the process and rejects with an AbortError.
 */
export function runTool(binary: string, args: string[], options: RunOptions = {}): Promise<string> {
  const { signal, onStdout } = options;
  if (signal?.aborted) return Promise.reject(abortError(signal));
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const kill = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', kill, { once: true });
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      if (onStdout) onStdout(text);
      else stdout += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr = (stderr + text).slice(-STDERR_TAIL);
    });
    child.on('error', (error) => {
      signal?.removeEventListener('abort', kill);
      reject(new EncodingError(`${path.basename(binary)} could not start (${error.message})`));
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', kill);
      if (signal?.aborted) reject(abortError(signal));
      else if (code === 0) resolve(stdout);
      else reject(new EncodingError(`${path.basename(binary)} exited with code ${code}`, stderr));
    });
  });
}

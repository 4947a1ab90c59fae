import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A generated test video. */
export interface TestVideoSpec {
  width: number;
  height: number;
  seconds: number;
  fps?: number;
  /** Adds a 440 Hz sine track (default true). */
  audio?: boolean;
  /** Extra output arguments before the file name (codec, container). */
  extra?: string[];
}

/** Generates a tiny video with ffmpeg's lavfi `testsrc2` (and `sine`) sources, H.264/AAC by default. */
export async function makeTestVideo(ffmpeg: string, file: string, spec: TestVideoSpec): Promise<string> {
  const fps = spec.fps ?? 10;
  const audio = spec.audio ?? true;
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${spec.width}x${spec.height}:rate=${fps}:duration=${spec.seconds}`,
    ...(audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${spec.seconds}`] : []),
    ...(spec.extra ?? [
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      ...(audio ? ['-c:a', 'aac'] : []),
    ]),
    '-threads',
    '1',
    file,
  ];
  await run(ffmpeg, args);
  return file;
}

/** Rewrites a video into another container or codec (`ffmpeg -i source ...args target`). */
export async function convertVideo(ffmpeg: string, source: string, target: string, args: string[]): Promise<string> {
  await run(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-i', source, ...args, '-threads', '1', target]);
  return target;
}

/** The types of the top-level boxes of an ISO media (mp4) file, in file order. */
export async function topLevelAtoms(file: string): Promise<string[]> {
  const bytes = await readFile(file);
  const atoms: string[] = [];
  let offset = 0;
  while (offset + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (size === 1) size = Number(bytes.readBigUInt64BE(offset + 8));
    else if (size === 0) size = bytes.length - offset;
    if (size < 8) break;
    atoms.push(type);
    offset += size;
  }
  return atoms;
}

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  encodeLadder,
  encodeRenditionsSeparately,
  findFfmpeg,
  ladderArgs,
  renditionLadder,
} from '../../packages/server/src/encoding/index.ts';

const SECONDS = Number(process.env.BENCH_ENCODE_SECONDS ?? 10);

/** Runs a command and reports its wall time. */
function timed(command: string, args: string[]): Promise<{ ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve({ ms: performance.now() - started })
        : reject(new Error(`${command} failed: ${stderr.slice(-500)}`)),
    );
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The rendition ladder of a 1080p source: one ffmpeg process with one decode against one run per
 * rendition, and the encoder module's time over the bare ffmpeg command line for the same work.
 */
export async function benchEncoding() {
  const { ffmpeg } = await findFfmpeg();
  const dir = await mkdtemp(path.join(tmpdir(), 'reelbase-bench-encode-'));
  try {
    const source = path.join(dir, 'source-1080p.mp4');
    await timed(ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=1920x1080:rate=25:duration=${SECONDS}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${SECONDS}`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-shortest',
      source,
    ]);
    const heights = renditionLadder(1080);
    const peak = { rss: process.memoryUsage().rss };
    const sampler = setInterval(() => {
      peak.rss = Math.max(peak.rss, process.memoryUsage().rss);
    }, 100);

    const oneDir = await mkdtemp(path.join(dir, 'one-'));
    let t0 = performance.now();
    await encodeLadder(source, heights, oneDir);
    const oneDecode = performance.now() - t0;

    const separateDir = await mkdtemp(path.join(dir, 'separate-'));
    t0 = performance.now();
    await encodeRenditionsSeparately(source, heights, separateDir);
    const separate = performance.now() - t0;

    const bareDir = await mkdtemp(path.join(dir, 'bare-'));
    const bare = await timed(ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...ladderArgs(source, heights, bareDir, true),
    ]);
    clearInterval(sampler);

    console.log(`## Encoding the ladder ${heights.map((h) => `${h}p`).join(', ')} from a ${SECONDS} s 1080p source`);
    console.log(`- one ffmpeg process, one decode: ${seconds(oneDecode)}`);
    console.log(
      `- one ffmpeg run per rendition: ${seconds(separate)} (${(separate / oneDecode).toFixed(2)}x the one-decode time)`,
    );
    console.log(
      `- bare ffmpeg with the same arguments: ${seconds(bare.ms)}; the encoder module's overhead: ${(((oneDecode - bare.ms) / bare.ms) * 100).toFixed(1)} %`,
    );
    console.log(`- peak RSS of the Node process while encoding: ${(peak.rss / 1048576).toFixed(0)} MiB\n`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { abortError, findFfmpeg, runTool } from './ffmpeg.ts';
import { maxBitrateKbps, renditionLabel } from './ladder.ts';
import { probe } from './probe.ts';
import { progressReader } from './progress.ts';

/** Options of {@link encodeLadder} and {@link encodeRenditionsSeparately}. */
export interface EncodeOptions {
  /** Whole percentages 0-100 of the whole job, increasing. */
  onProgress?: (percent: number) => void;
  /** Aborting kills ffmpeg and removes the partial files; the call rejects with an AbortError. */
  signal?: AbortSignal;
  /** x264 preset (default `veryfast`; tests use `ultrafast`). */
  preset?: string;
  /** x264 constant rate factor (default 23). */
  crf?: number;
  /** AAC bitrate in kbit/s (default 128). */
  audioKbps?: number;
  /** ffmpeg `-threads` (default: ffmpeg chooses). */
  threads?: number;
  /** The source duration when already known; else it is probed (progress needs it). */
  durationMs?: number;
  /** Whether the source has audio when already known; else it is probed. */
  hasAudio?: boolean;
}

/** One finished rendition. */
export interface Rendition {
  height: number;
  /** `360p`, `720p`, `1080p` or `4K`. */
  label: string;
  /** Path of the mp4. */
  file: string;
  bytes: number;
}

/** The mp4 file name of a rendition. */
const renditionFileName = (height: number) => `${height}p.mp4`;

/**
 * The filter of one rendition: scale to `height` keeping the displayed aspect ratio (square
 * pixels out), an even width, and 8-bit 4:2:0 for players everywhere.
 */
const scaleFilter = (height: number) => `scale=w=trunc(${height}*dar/2+0.5)*2:h=${height},setsar=1,format=yuv420p`;

/** Output options of one H.264/AAC mp4 rendition, with the index at the front for streaming. */
function outputArgs(height: number, videoLabel: string, hasAudio: boolean, options: EncodeOptions): string[] {
  const peak = maxBitrateKbps(height);
  const video = [
    '-map',
    videoLabel,
    '-c:v',
    'libx264',
    '-preset',
    options.preset ?? 'veryfast',
    '-crf',
    String(options.crf ?? 23),
    '-maxrate',
    `${peak}k`,
    '-bufsize',
    `${peak * 2}k`,
  ];
  const audio = hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', `${options.audioKbps ?? 128}k`, '-ac', '2'] : [];
  const threads = options.threads ? ['-threads', String(options.threads)] : [];
  return [...video, ...audio, ...threads, '-movflags', '+faststart', '-f', 'mp4'];
}

const inputArgs = (file: string, options: EncodeOptions) => [
  '-hide_banner',
  '-nostdin',
  '-y',
  '-loglevel',
  'error',
  '-progress',
  'pipe:1',
  '-nostats',
  ...(options.threads ? ['-threads', String(options.threads)] : []),
  '-i',
  file,
];

/**
 * The ffmpeg arguments that make every height in one process from one decode: the decoded video
 * is split once and each branch scaled for its own output.
 */
export function ladderArgs(
  file: string,
  heights: number[],
  outDir: string,
  hasAudio: boolean,
  options: EncodeOptions = {},
) {
  const branches = heights.map((_, i) => `[s${i}]`).join('');
  const graph = [
    `[0:v:0]split=${heights.length}${branches}`,
    ...heights.map((height, i) => `[s${i}]${scaleFilter(height)}[v${i}]`),
  ].join(';');
  const outputs = heights.flatMap((height, i) => [
    ...outputArgs(height, `[v${i}]`, hasAudio, options),
    path.join(outDir, renditionFileName(height)),
  ]);
  return [...inputArgs(file, options), '-filter_complex', graph, ...outputs];
}

async function sourceFacts(file: string, options: EncodeOptions) {
  if (options.durationMs !== undefined && options.hasAudio !== undefined) {
    return { durationMs: options.durationMs, hasAudio: options.hasAudio };
  }
  const facts = await probe(file, options.signal);
  return { durationMs: options.durationMs ?? facts.durationMs, hasAudio: options.hasAudio ?? facts.hasAudio };
}

async function collect(heights: number[], outDir: string): Promise<Rendition[]> {
  const sorted = [...heights].sort((a, b) => a - b);
  return Promise.all(
    sorted.map(async (height) => {
      const file = path.join(outDir, renditionFileName(height));
      return { height, label: renditionLabel(height), file, bytes: (await stat(file)).size };
    }),
  );
}

async function removeOutputs(heights: number[], outDir: string) {
  await Promise.all(heights.map((height) => rm(path.join(outDir, renditionFileName(height)), { force: true })));
}

function checkHeights(heights: number[]): number[] {
  const unique = [...new Set(heights)];
  if (unique.length === 0 || unique.some((height) => !Number.isInteger(height) || height < 2 || height % 2 !== 0)) {
    throw new RangeError('Rendition heights must be even whole numbers of at least 2');
  }
  return unique;
}

/**
 * Encodes all `heights` of a source as H.264/AAC mp4 files (`{height}p.mp4` in `outDir`) in ONE
 * ffmpeg process with ONE decode (`split` + `scale` per output), progress read from
 * `-progress pipe:1` against the probed duration. Sources without audio give video-only
 * files. On abort or failure ffmpeg is killed and the partial files removed.
 */
export async function encodeLadder(
  file: string,
  heights: number[],
  outDir: string,
  options: EncodeOptions = {},
): Promise<Rendition[]> {
  const wanted = checkHeights(heights);
  if (options.signal?.aborted) throw abortError(options.signal);
  const [{ ffmpeg }, facts] = await Promise.all([findFfmpeg(), sourceFacts(file, options)]);
  await mkdir(outDir, { recursive: true });
  const progress = progressReader(facts.durationMs, (percent) => options.onProgress?.(percent));
  try {
    await runTool(ffmpeg, ladderArgs(file, wanted, outDir, facts.hasAudio, options), {
      signal: options.signal,
      onStdout: progress.push,
    });
  } catch (error) {
    await removeOutputs(wanted, outDir);
    throw error;
  }
  progress.finish();
  return collect(wanted, outDir);
}

/**
 * Encodes the same renditions as {@link encodeLadder} with one ffmpeg run (and one decode) per
 * height, one after another: the baseline the benchmark compares the single-process ladder with.
 */
export async function encodeRenditionsSeparately(
  file: string,
  heights: number[],
  outDir: string,
  options: EncodeOptions = {},
): Promise<Rendition[]> {
  const wanted = checkHeights(heights);
  if (options.signal?.aborted) throw abortError(options.signal);
  const [{ ffmpeg }, facts] = await Promise.all([findFfmpeg(), sourceFacts(file, options)]);
  await mkdir(outDir, { recursive: true });
  let last = -1;
  const report = (percent: number) => {
    if (percent > last) {
      last = percent;
      options.onProgress?.(percent);
    }
  };
  try {
    for (const [index, height] of wanted.entries()) {
      const share = (percent: number) => report(Math.floor((index * 100 + percent) / wanted.length));
      const progress = progressReader(facts.durationMs, share);
      const args = [
        ...inputArgs(file, options),
        '-filter_complex',
        `[0:v:0]${scaleFilter(height)}[v0]`,
        ...outputArgs(height, '[v0]', facts.hasAudio, options),
        path.join(outDir, renditionFileName(height)),
      ];
      await runTool(ffmpeg, args, { signal: options.signal, onStdout: progress.push });
      progress.finish();
    }
  } catch (error) {
    await removeOutputs(wanted, outDir);
    throw error;
  }
  return collect(wanted, outDir);
}

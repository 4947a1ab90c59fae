import { readdirSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captureThumbnail,
  EncodingError,
  encodeLadder,
  encodeRenditionsSeparately,
  type FfmpegPaths,
  findFfmpeg,
  isSameVideoType,
  ladderArgs,
  probe,
  progressReader,
  renditionLabel,
  renditionLadder,
  runTool,
  SNIFF_BYTES,
  sniffVideoMime,
} from '../src/encoding/index.ts';
import { convertVideo, makeTestVideo, topLevelAtoms } from './helpers/media.ts';

let dir = '';
let tools: FfmpegPaths;
let small = ''; // 480x270, 2 s, with audio
let hd = ''; // 1280x720, 1 s, no audio
const fast = { preset: 'ultrafast', threads: 1 };

const head = async (file: string) => new Uint8Array((await readFile(file)).subarray(0, SNIFF_BYTES));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'reelbase-encoding-'));
  tools = await findFfmpeg();
  [small, hd] = await Promise.all([
    makeTestVideo(tools.ffmpeg, path.join(dir, 'small.mp4'), { width: 480, height: 270, seconds: 2 }),
    makeTestVideo(tools.ffmpeg, path.join(dir, 'hd.mp4'), { width: 1280, height: 720, seconds: 1, audio: false }),
  ]);
}, 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('finding ffmpeg', () => {
  it('uses the binaries on the PATH and names FFMPEG_PATH when they are missing', async () => {
    expect(path.basename(tools.ffmpeg)).toMatch(/^ffmpeg/);
    expect(path.basename(tools.ffprobe)).toMatch(/^ffprobe/);
    await expect(findFfmpeg({ PATH: dir })).rejects.toThrow(/FFMPEG_PATH/);
    await expect(findFfmpeg({ FFMPEG_PATH: path.join(dir, 'nope'), PATH: '' })).rejects.toThrow(/FFMPEG_PATH is set/);
    expect(await findFfmpeg({ FFMPEG_PATH: tools.ffmpeg, FFPROBE_PATH: tools.ffprobe })).toEqual(tools);
  });
});

describe('probe', () => {
  it('reads duration, size, container and codecs', async () => {
    const info = await probe(small);
    expect(info).toMatchObject({
      width: 480,
      height: 270,
      mimeType: 'video/mp4',
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    expect(info.hasAudio).toBe(true);
    expect(Math.abs(info.durationMs - 2000)).toBeLessThan(150);
    expect(await probe(hd)).toMatchObject({ width: 1280, height: 720, hasAudio: false, audioCodec: null });
  });

  it('swaps width and height of a quarter-turned video and names QuickTime and Matroska', async () => {
    const rotated = await convertVideo(tools.ffmpeg, small, path.join(dir, 'rotated.mp4'), [
      '-c',
      'copy',
      '-metadata:s:v:0',
      'rotate=90',
    ]);
    expect(await probe(rotated)).toMatchObject({ width: 270, height: 480 });
    const mov = await convertVideo(tools.ffmpeg, small, path.join(dir, 'small.mov'), ['-c', 'copy']);
    expect((await probe(mov)).mimeType).toBe('video/quicktime');
    const mkv = await convertVideo(tools.ffmpeg, small, path.join(dir, 'small.mkv'), ['-c', 'copy']);
    expect((await probe(mkv)).mimeType).toBe('video/x-matroska');
  });

  it('refuses files without video: text, a still image', async () => {
    const text = path.join(dir, 'notes.txt');
    await writeFile(text, 'not a video at all\n'.repeat(50));
    await expect(probe(text)).rejects.toBeInstanceOf(EncodingError);
    const still = await convertVideo(tools.ffmpeg, small, path.join(dir, 'still.png'), ['-frames:v', '1']);
    await expect(probe(still)).rejects.toBeInstanceOf(EncodingError);
  });
});

describe('sniffing the container from the first bytes', () => {
  it('recognises real files of each container and nothing else', async () => {
    const copy = ['-c', 'copy'];
    const tiny = ['-an', '-s', '160x90'];
    const made = await Promise.all(
      (
        [
          ['mp4', copy, 'video/mp4'],
          ['mov', copy, 'video/quicktime'],
          ['mkv', copy, 'video/x-matroska'],
          ['ts', copy, 'video/mp2t'],
          ['flv', copy, 'video/x-flv'],
          ['avi', ['-c:v', 'mpeg4', ...tiny], 'video/x-msvideo'],
          ['mpg', ['-c:v', 'mpeg2video', '-f', 'vob', ...tiny], 'video/mpeg'],
          ['webm', ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', ...tiny], 'video/webm'],
          ['ogv', ['-c:v', 'libtheora', ...tiny], 'video/ogg'],
          ['wmv', ['-c:v', 'wmv2', ...tiny], 'video/x-ms-asf'],
        ] as const
      ).map(async ([ext, args, mime]) => {
        const file = await convertVideo(tools.ffmpeg, small, path.join(dir, `sniff.${ext}`), [...args]);
        return { ext, mime, sniffed: sniffVideoMime(await head(file)) };
      }),
    );
    for (const { ext, mime, sniffed } of made) expect({ ext, sniffed }).toEqual({ ext, sniffed: mime });

    expect(sniffVideoMime(new TextEncoder().encode('Just some notes, not a video.\n'))).toBeNull();
    expect(sniffVideoMime(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBeNull();
    const heic = new Uint8Array(16);
    heic.set(new TextEncoder().encode('ftypheic'), 4);
    expect(sniffVideoMime(heic)).toBeNull();
    expect(sniffVideoMime(new Uint8Array(2))).toBeNull();
  });

  it('compares declared and sniffed types by container family', () => {
    expect(isSameVideoType('video/x-ms-wmv', 'video/x-ms-asf')).toBe(true);
    expect(isSameVideoType('video/quicktime', 'video/mp4')).toBe(true);
    expect(isSameVideoType('video/mp4', 'video/x-msvideo')).toBe(false);
  });
});

describe('rendition ladder', () => {
  it('offers 360p, 720p, 1080p and 4K up to the source height, at least 360p', () => {
    expect(renditionLadder(720)).toEqual([360, 720]);
    expect(renditionLadder(1079)).toEqual([360, 720]);
    expect(renditionLadder(1080)).toEqual([360, 720, 1080]);
    expect(renditionLadder(4320)).toEqual([360, 720, 1080, 2160]);
    expect(renditionLadder(240)).toEqual([360]);
    expect([360, 720, 1080, 2160].map(renditionLabel)).toEqual(['360p', '720p', '1080p', '4K']);
  });

  it('builds one ffmpeg run with one input and one split', () => {
    const args = ladderArgs('in.mp4', [360, 720, 1080], 'out', true);
    expect(args.filter((arg) => arg === '-i')).toHaveLength(1);
    const graph = args[args.indexOf('-filter_complex') + 1];
    expect(graph.match(/split=3/g)).toHaveLength(1);
    expect(args.filter((arg) => arg.endsWith('.mp4') && arg.startsWith('out'))).toHaveLength(3);
    expect(args.filter((arg) => arg === '+faststart')).toHaveLength(3);
  });
});

describe('encoding', () => {
  it('encodes 360p and 720p of a silent 720p source in one run, fast-start, with progress to 100', async () => {
    const progress: number[] = [];
    const out = path.join(dir, 'ladder');
    const renditions = await encodeLadder(hd, renditionLadder(720), out, {
      ...fast,
      onProgress: (percent) => progress.push(percent),
    });
    expect(renditions.map(({ height, label }) => ({ height, label }))).toEqual([
      { height: 360, label: '360p' },
      { height: 720, label: '720p' },
    ]);
    const sizes = await Promise.all(renditions.map((rendition) => probe(rendition.file)));
    expect(sizes.map(({ width, height, videoCodec, hasAudio }) => ({ width, height, videoCodec, hasAudio }))).toEqual([
      { width: 640, height: 360, videoCodec: 'h264', hasAudio: false },
      { width: 1280, height: 720, videoCodec: 'h264', hasAudio: false },
    ]);
    for (const rendition of renditions) {
      expect(rendition.bytes).toBeGreaterThan(0);
      const atoms = await topLevelAtoms(rendition.file);
      expect(atoms.indexOf('moov')).toBeGreaterThanOrEqual(0);
      expect(atoms.indexOf('moov')).toBeLessThan(atoms.indexOf('mdat'));
    }
    expect(progress.at(-1)).toBe(100);
    expect(progress.every((value, i) => i === 0 || value > progress[i - 1])).toBe(true);
  });

  it('encodes a source with audio, scaling a small one up to 360p, one run per height', async () => {
    const progress: number[] = [];
    const [rendition] = await encodeRenditionsSeparately(small, renditionLadder(270), path.join(dir, 'separate'), {
      ...fast,
      onProgress: (percent) => progress.push(percent),
    });
    expect(rendition).toMatchObject({ height: 360, label: '360p' });
    expect(await probe(rendition.file)).toMatchObject({ width: 640, height: 360, audioCodec: 'aac', hasAudio: true });
    expect(progress.at(-1)).toBe(100);
  });

  it('kills ffmpeg on abort and removes the partial files', async () => {
    const looped = path.join(dir, 'looped.mp4');
    await runTool(tools.ffmpeg, ['-loglevel', 'error', '-y', '-stream_loop', '20', '-i', hd, '-c', 'copy', looped]);
    const out = path.join(dir, 'aborted');
    const controller = new AbortController();
    let partial: string[] = [];
    const encoding = encodeLadder(looped, [360, 720], out, {
      ...fast,
      signal: controller.signal,
      onProgress: () => {
        if (controller.signal.aborted) return;
        partial = readdirSync(out);
        controller.abort();
      },
    });
    await expect(encoding).rejects.toMatchObject({ name: 'AbortError' });
    expect(partial.sort()).toEqual(['360p.mp4', '720p.mp4']);
    expect((await readdir(out)).filter((name) => name.endsWith('.mp4'))).toEqual([]);
    await expect(encodeLadder(hd, [360], out, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('reads ffmpeg progress blocks as increasing percentages', () => {
    const seen: number[] = [];
    const reader = progressReader(2000, (percent) => seen.push(percent));
    reader.push('frame=3\nout_time_us=500000\nprogress=continue\nout_time_us=N/A\nout_time');
    reader.push('_us=1000000\nprogress=continue\nout_time_us=900000\n');
    reader.push('out_time_us=2000000\nprogress=end\n');
    reader.finish();
    expect(seen).toEqual([25, 50, 99, 100]);
  });
});

describe('thumbnails', () => {
  it('captures a JPEG frame at the given time and width', async () => {
    const out = path.join(dir, 'thumb.jpg');
    const result = await captureThumbnail(small, 1, out, { width: 320 });
    const bytes = await readFile(out);
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    expect(result.bytes).toBe(bytes.length);
    const info = JSON.parse(
      await runTool(tools.ffprobe, ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'json', out]),
    );
    expect(info.streams[0]).toEqual({ width: 320, height: 180 });
    await expect(captureThumbnail(small, 60, path.join(dir, 'none.jpg'))).rejects.toBeInstanceOf(EncodingError);
  });
});

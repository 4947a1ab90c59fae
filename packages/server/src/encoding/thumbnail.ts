import { rm, stat } from 'node:fs/promises';
import { abortError, EncodingError, findFfmpeg, runTool } from './ffmpeg.ts';

/** Options of {@link captureThumbnail}. */
export interface ThumbnailOptions {
  /** Largest width in pixels (default 1280); smaller sources are not scaled up. */
  width?: number;
  /** JPEG quality scale of ffmpeg, 2 (best) to 31 (default 3). */
  quality?: number;
  signal?: AbortSignal;
}

/**
 * Writes the frame at `atSeconds` of a video as a JPEG to `outFile` (rotation applied, aspect
 * kept, even height). Rejects with an EncodingError when the video has no frame at that time.
 */
export async function captureThumbnail(
  file: string,
  atSeconds: number,
  outFile: string,
  options: ThumbnailOptions = {},
): Promise<{ file: string; bytes: number }> {
  const { ffmpeg } = await findFfmpeg();
  const width = Math.max(2, Math.round(options.width ?? 1280));
  const args = [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-ss',
    Math.max(0, atSeconds).toFixed(3),
    '-i',
    file,
    '-frames:v',
    '1',
    '-vf',
    `scale=w=min(${width}\\,iw):h=-2`,
    '-q:v',
    String(options.quality ?? 3),
    '-f',
    'image2',
    '-c:v',
    'mjpeg',
    outFile,
  ];
  try {
    await runTool(ffmpeg, args, { signal: options.signal });
    const { size } = await stat(outFile).catch(() => ({ size: 0 }));
    if (size === 0) throw new EncodingError(`${file} has no frame at ${atSeconds} s`);
    return { file: outFile, bytes: size };
  } catch (error) {
    await rm(outFile, { force: true });
    throw options.signal?.aborted ? abortError(options.signal) : error;
  }
}

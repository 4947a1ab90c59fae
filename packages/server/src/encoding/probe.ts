import { open } from 'node:fs/promises';
import { EncodingError, findFfmpeg, runTool } from './ffmpeg.ts';
import { SNIFF_BYTES, sniffVideoMime } from './sniff.ts';

/** What the encoder needs to know about a source video. */
export interface ProbeResult {
  durationMs: number;
  /** Displayed width: swapped with height when the stream is rotated a quarter turn. */
  width: number;
  height: number;
  mimeType: string;
  videoCodec: string;
  audioCodec: string | null;
  hasAudio: boolean;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: Record<string, string>;
  side_data_list?: Array<{ rotation?: number | string }>;
  disposition?: { attached_pic?: number };
}

interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { format_name?: string; duration?: string; tags?: Record<string, string> };
}

/** Containers ffprobe reads as a picture stream that are no video: text shown as a terminal, still images. */
const NOT_VIDEO_FORMATS = /^(tty|image2|[a-z0-9]+_pipe)$/;

/** ffprobe's container names (the first of its comma list) to MIME types. */
const FORMAT_MIME: Record<string, string> = {
  mov: 'video/mp4',
  matroska: 'video/x-matroska',
  webm: 'video/webm',
  avi: 'video/x-msvideo',
  mpegts: 'video/mp2t',
  mpeg: 'video/mpeg',
  flv: 'video/x-flv',
  ogg: 'video/ogg',
  asf: 'video/x-ms-asf',
  '3gp': 'video/3gpp',
};

/** The MIME type of a container from ffprobe's `format_name` and the brand in its tags. */
function mimeOfFormat(formatName: string, majorBrand?: string): string {
  const names = formatName.split(',');
  if (names.includes('mp4') || names.includes('mov')) {
    return majorBrand?.trim() === 'qt' ? 'video/quicktime' : 'video/mp4';
  }
  for (const name of names) if (FORMAT_MIME[name]) return FORMAT_MIME[name];
  return 'application/octet-stream';
}

/** The clockwise rotation in degrees (0, 90, 180, 270) of a video stream, from side data or the old `rotate` tag. */
function rotationOf(stream: ProbeStream): number {
  const raw =
    stream.side_data_list?.find((entry) => entry.rotation !== undefined)?.rotation ?? stream.tags?.rotate ?? 0;
  const degrees = Number(raw);
  return Number.isFinite(degrees) ? (((Math.round(degrees / 90) * 90) % 360) + 360) % 360 : 0;
}

async function firstBytes(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Reads a video's duration, displayed size, container MIME type and codecs with ffprobe. The MIME
 * type comes from the file's bytes where they are conclusive (mp4 vs QuickTime, WebM vs Matroska),
 * else from ffprobe's container name. Rejects with an EncodingError when there is no video stream.
 */
export async function probe(file: string, signal?: AbortSignal): Promise<ProbeResult> {
  const { ffprobe } = await findFfmpeg();
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file];
  const [text, head] = await Promise.all([runTool(ffprobe, args, { signal }), firstBytes(file)]);
  let output: ProbeOutput;
  try {
    output = JSON.parse(text) as ProbeOutput;
  } catch {
    throw new EncodingError(`ffprobe gave no readable answer for ${file}`);
  }
  const streams = output.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  const formatName = output.format?.format_name ?? '';
  if (!video?.width || !video.height || NOT_VIDEO_FORMATS.test(formatName)) {
    throw new EncodingError(`${file} has no video stream`);
  }
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  const seconds = Number(output.format?.duration ?? video.duration ?? Number.NaN);
  const quarterTurn = rotationOf(video) % 180 === 90;
  const mimeType = sniffVideoMime(head) ?? mimeOfFormat(formatName, output.format?.tags?.major_brand);
  return {
    durationMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : 0,
    width: quarterTurn ? video.height : video.width,
    height: quarterTurn ? video.width : video.height,
    mimeType,
    videoCodec: video.codec_name ?? 'unknown',
    audioCodec: audio?.codec_name ?? null,
    hasAudio: Boolean(audio),
  };
}

export {
  type EncodeOptions,
  encodeLadder,
  encodeRenditionsSeparately,
  ladderArgs,
  type Rendition,
  renditionFileName,
} from './encode.ts';
export { abortError, EncodingError, type FfmpegPaths, findFfmpeg, runTool } from './ffmpeg.ts';
export {
  chosenLadder,
  maxBitrateKbps,
  RENDITION_HEIGHTS,
  renditionLabel,
  renditionLadder,
  scaledWidth,
} from './ladder.ts';
export { mimeOfFormat, type ProbeResult, probe, rotationOf } from './probe.ts';
export { progressReader } from './progress.ts';
export { isSameVideoType, SNIFF_BYTES, sniffVideoMime } from './sniff.ts';
export { captureThumbnail, type ThumbnailOptions } from './thumbnail.ts';

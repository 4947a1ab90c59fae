export {
  encodeLadder,
  encodeRenditionsSeparately,
  ladderArgs,
} from './encode.ts';
export { EncodingError, type FfmpegPaths, findFfmpeg, runTool } from './ffmpeg.ts';
export {
  chosenLadder,
  renditionLabel,
  renditionLadder,
} from './ladder.ts';
export { probe } from './probe.ts';
export { progressReader } from './progress.ts';
export { isSameVideoType, SNIFF_BYTES, sniffVideoMime } from './sniff.ts';
export { captureThumbnail } from './thumbnail.ts';

/** One cue of a subtitle track: times in seconds, text with line breaks. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** Refused subtitle text, with the reason (for the log; users get one message). */
export class SubtitleFormatError extends Error {
  override readonly name = 'SubtitleFormatError';
}

/** Text of a subtitle file: UTF-8 (with or without BOM), UTF-16 with BOM, else Windows-1252. */
function decodeSubtitleBytes(content: Buffer): string {
  if (content.length >= 2 && content[0] === 0xff && content[1] === 0xfe) {
    return new TextDecoder('utf-16le').decode(content.subarray(2));
  }
  if (content.length >= 2 && content[0] === 0xfe && content[1] === 0xff) {
    return new TextDecoder('utf-16be').decode(content.subarray(2));
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    text = new TextDecoder('windows-1252').decode(content);
  }
  if (text.includes('\u0000')) throw new SubtitleFormatError('the file holds binary data');
  return text.replace(/^\uFEFF/, '');
}

const lines = (text: string) => text.replace(/\r\n?/g, '\n').split('\n');

/** Groups lines into blocks separated by blank lines. */
function blocksOf(text: string): string[][] {
  const blocks: string[][] = [];
  let current: string[] = [];
  for (const line of lines(text)) {
    if (line.trim() === '') {
      if (current.length) blocks.push(current);
      current = [];
    } else {
      current.push(line.replace(/\s+$/, ''));
    }
  }
  if (current.length) blocks.push(current);
  return blocks;
}

const VTT_TIME = /^(?:(\d+):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const SRT_TIME = /^(\d{1,3}):(\d{1,2}):(\d{1,2})[,.](\d{1,3})$/;

function seconds(match: RegExpExecArray): number {
  const [, hours, minutes, secs, fraction] = match;
  if (Number(minutes) > 59 || Number(secs) > 59) throw new SubtitleFormatError(`invalid time ${match[0]}`);
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(fraction.padEnd(3, '0')) / 1000;
}

function timing(line: string, pattern: RegExp): { start: number; end: number } {
  const [left, right] = line.split('-->');
  const startText = left?.trim() ?? '';
  const endText = right?.trim().split(/\s+/)[0] ?? '';
  const start = pattern.exec(startText);
  const end = pattern.exec(endText);
  if (!start || !end) throw new SubtitleFormatError(`invalid timing line "${line.slice(0, 80)}"`);
  const times = { start: seconds(start), end: seconds(end) };
  if (times.end < times.start) throw new SubtitleFormatError(`a cue ends before it starts: "${line.slice(0, 80)}"`);
  return times;
}

/** Checks a WebVTT file (header, cue timings); answers its cues. */
export function parseWebVtt(text: string): Cue[] {
  const blocks = blocksOf(text);
  const header = blocks.shift();
  if (!header || !/^WEBVTT(?:[ \t].*)?$/.test(header[0])) throw new SubtitleFormatError('no WEBVTT header');
  const cues: Cue[] = [];
  for (const block of blocks) {
    if (/^(NOTE|STYLE|REGION)(\s|$)/.test(block[0])) continue;
    const at = block[0].includes('-->') ? 0 : 1;
    if (!block[at]?.includes('-->'))
      throw new SubtitleFormatError(`a block without timing: "${block[0].slice(0, 80)}"`);
    cues.push({ ...timing(block[at], VTT_TIME), text: block.slice(at + 1).join('\n') });
  }
  if (cues.length === 0) throw new SubtitleFormatError('no cues');
  return cues;
}

/** Reads a SubRip (.srt) file: blocks of an optional number, a timing line and the text. */
export function parseSrt(text: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of blocksOf(text)) {
    const at = block[0].includes('-->') ? 0 : 1;
    if (at === 1 && !/^\d+$/.test(block[0].trim())) {
      throw new SubtitleFormatError(`a block without a number: "${block[0].slice(0, 80)}"`);
    }
    if (!block[at]?.includes('-->'))
      throw new SubtitleFormatError(`a block without timing: "${block[0].slice(0, 80)}"`);
    cues.push({ ...timing(block[at], SRT_TIME), text: block.slice(at + 1).join('\n') });
  }
  if (cues.length === 0) throw new SubtitleFormatError('no cues');
  return cues;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** `hh:mm:ss.ttt`. */
function vttTime(totalSeconds: number): string {
  const ms = Math.round(totalSeconds * 1000);
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const secs = Math.floor((ms % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(ms % 1000, 3)}`;
}

const VTT_TAGS = /^<\/?(?:i|b|u|c|v|lang|ruby|rt)(?:[\s.>]|$)/;

/** SubRip cue text as WebVTT text: font tags and {\\an8}-style codes dropped, stray < and & escaped. */
function vttText(text: string): string {
  const cleaned = text
    .replace(/<\/?font[^>]*>/gi, '')
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/-->/g, '->')
    .replace(/&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;');
  return cleaned.replace(/<[^<]*/g, (rest) => (VTT_TAGS.test(rest) ? rest : `&lt;${rest.slice(1)}`));
}

/** A WebVTT file from cues (for a converted .srt). */
export function toWebVtt(cues: Cue[]): string {
  const body = cues.map((cue) => `${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${vttText(cue.text)}`.trimEnd());
  return `WEBVTT\n\n${body.join('\n\n')}\n`;
}

/**
 * The WebVTT served to the player for an uploaded .srt or .vtt (a WebVTT file is kept as sent, with
 * its line ends normalised). Throws a SubtitleFormatError when the file cannot be read.
 */
export function subtitleAsWebVtt(content: Buffer, extension: 'srt' | 'vtt'): string {
  const text = decodeSubtitleBytes(content);
  if (extension === 'vtt') {
    parseWebVtt(text);
    return `${lines(text).join('\n').trimEnd()}\n`;
  }
  return toWebVtt(parseSrt(text));
}

/** How many leading bytes {@link sniffVideoMime} wants to see to recognise every container it knows. */
export const SNIFF_BYTES = 4096;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number>, at = 0) =>
  bytes.length >= at + signature.length && signature.every((value, i) => bytes[at + i] === value);

const includes = (bytes: Uint8Array, text: string) => ascii(bytes, 0, bytes.length).includes(text);

/** ISO base media brands that are not video (still images and audio). */
const NOT_VIDEO_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'M4A ',
  'M4B ',
  'M4P ',
  'F4A ',
  'F4B ',
]);

/** Top-level QuickTime atoms a file without `ftyp` (old .mov) starts with. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

const ASF_GUID = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];

function isoMedia(bytes: Uint8Array): string | null {
  const type = ascii(bytes, 4, 4);
  if (type === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    if (NOT_VIDEO_BRANDS.has(brand)) return null;
    if (brand === 'qt  ') return 'video/quicktime';
    if (brand.startsWith('3g2')) return 'video/3gpp2';
    if (brand.startsWith('3gp')) return 'video/3gpp';
    return 'video/mp4';
  }
  return QUICKTIME_ATOMS.has(type) ? 'video/quicktime' : null;
}

function mpegTransportStream(bytes: Uint8Array): boolean {
  for (const [packet, offset] of [
    [188, 0],
    [192, 4],
  ] as const) {
    const packets = Math.min(3, Math.floor((bytes.length - offset) / packet));
    if (packets < 2) continue;
    let ok = true;
    for (let i = 0; i < packets; i++) if (bytes[offset + i * packet] !== 0x47) ok = false;
    if (ok) return true;
  }
  return false;
}

function ogg(bytes: Uint8Array): string | null {
  if (includes(bytes, 'theora') || includes(bytes, 'dirac') || includes(bytes, 'daala')) return 'video/ogg';
  return includes(bytes, 'vorbis') || includes(bytes, 'OpusHead') || includes(bytes, 'Speex') ? null : 'video/ogg';
}

/**
 * Tells a video container from its first bytes (give at least {@link SNIFF_BYTES}): MP4 / 3GP /
 * QuickTime (`ftyp`), WebM and Matroska (EBML DocType), AVI (RIFF), MPEG transport stream (sync
 * bytes every 188 or 192 bytes), MPEG program stream, FLV, Ogg with a video stream and ASF/WMV.
 * Returns the MIME type, or `null` for anything else (images, audio-only containers, text).
 */
export function sniffVideoMime(firstBytes: Uint8Array): string | null {
  const bytes = firstBytes;
  if (bytes.length < 4) return null;
  const iso = bytes.length >= 12 ? isoMedia(bytes) : null;
  if (iso) return iso;
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    const header = ascii(bytes, 0, Math.min(bytes.length, 64));
    if (header.includes('webm')) return 'video/webm';
    return 'video/x-matroska';
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'AVI ') return 'video/x-msvideo';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0xba]) || startsWith(bytes, [0x00, 0x00, 0x01, 0xb3])) return 'video/mpeg';
  if (mpegTransportStream(bytes)) return 'video/mp2t';
  if (ascii(bytes, 0, 3) === 'FLV' && bytes[3] === 0x01) return 'video/x-flv';
  if (ascii(bytes, 0, 4) === 'OggS') return ogg(bytes);
  if (startsWith(bytes, ASF_GUID)) return 'video/x-ms-asf';
  return null;
}

/** MIME types browsers and tools use for the same container, keyed by the type `sniffVideoMime` returns. */
const ALIASES: Record<string, ReadonlyArray<string>> = {
  'video/mp4': ['video/mp4', 'video/x-m4v', 'video/quicktime', 'application/mp4'],
  'video/quicktime': ['video/quicktime', 'video/mp4', 'video/x-m4v'],
  'video/3gpp': ['video/3gpp', 'video/mp4'],
  'video/3gpp2': ['video/3gpp2', 'video/mp4'],
  'video/webm': ['video/webm', 'video/x-matroska'],
  'video/x-matroska': ['video/x-matroska', 'video/mkv', 'video/webm'],
  'video/x-msvideo': ['video/x-msvideo', 'video/avi', 'video/msvideo'],
  'video/mp2t': ['video/mp2t', 'video/mpeg', 'video/vnd.dlna.mpeg-tts'],
  'video/mpeg': ['video/mpeg', 'video/mpg', 'video/x-mpeg', 'video/mp2p'],
  'video/x-flv': ['video/x-flv', 'video/flv'],
  'video/ogg': ['video/ogg', 'application/ogg'],
  'video/x-ms-asf': ['video/x-ms-asf', 'video/x-ms-wmv', 'video/x-ms-wm'],
};

/**
 * Whether a declared MIME type (from the browser) fits the sniffed one. Browsers name some
 * containers differently (`.mov` holding an mp4 brand, `.wmv` as ASF), so families are compared.
 */
export function isSameVideoType(declared: string, sniffed: string): boolean {
  const type = declared.split(';')[0].trim().toLowerCase();
  return (ALIASES[sniffed] ?? [sniffed]).includes(type);
}

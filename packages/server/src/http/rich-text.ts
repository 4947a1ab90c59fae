import { escapeHtml } from '../auth/pages.ts';

/** The formatting a landing page footer may keep; every other tag is dropped (its text is kept). */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'span',
]);
const VOID_TAGS = new Set(['br']);
/** Elements dropped together with everything inside them. */
const DROPPED_WITH_CONTENT =
  /<(script|style|iframe|object|embed|template|noscript|svg|math|textarea|select)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

function decodeEntities(value: string): string {
  return value
    .replace(/&#(\d+);?/g, (_, code: string) => String.fromCodePoint(Number(code) % 0x110000))
    .replace(/&#x([0-9a-f]+);?/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16) % 0x110000))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Control characters and whitespace, which browsers ignore inside a URL scheme. */
function isVisible(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code > 0x20 && (code < 0x7f || code > 0x9f);
}

/** A link target that cannot run script: http(s), mailto or tel. */
function safeHref(raw: string): string | null {
  const value = [...decodeEntities(raw)].filter((char) => isVisible(char)).join('');
  return /^(https?:|mailto:|tel:)/i.test(value) ? value : null;
}

/** Escapes text between tags, keeping entities that are already written as entities. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function rebuildTag(closing: boolean, name: string, attributes: string): string {
  if (closing) return VOID_TAGS.has(name) ? '' : `</${name}>`;
  if (name !== 'a') return `<${name}>`;
  let href: string | null = null;
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1].toLowerCase() === 'href') href = safeHref(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return href ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">` : '<a>';
}

/**
 * Cleans rich text (a footer) to a small allow-list: formatting tags without attributes, and links
 * with an http(s), mailto or tel address only. Scripts, styles, event handlers and comments go.
 */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const withoutComments = html.replace(/<!--[\s\S]*?(-->|$)/g, '').replace(DROPPED_WITH_CONTENT, '');
  let out = '';
  let last = 0;
  for (const match of withoutComments.matchAll(TAG)) {
    out += escapeText(withoutComments.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[2].toLowerCase();
    if (ALLOWED_TAGS.has(name)) out += rebuildTag(match[1] === '/', name, match[3]);
  }
  out += escapeText(withoutComments.slice(last));
  const trimmed = out.trim();
  return trimmed === '' ? null : trimmed;
}

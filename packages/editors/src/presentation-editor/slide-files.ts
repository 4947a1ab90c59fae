import { SLIDE_IMAGE_EXTENSIONS, SLIDE_IMAGE_MAX_BYTES } from '@reelbase/contract/interactive-values';

/** The picture types a slide can have: any raster image the browsers show (the server checks the bytes). */
export const SLIDE_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The patterns of the slide image pickers: the types and the extensions. */
export const SLIDE_IMAGE_PATTERNS: readonly string[] = [
  ...SLIDE_IMAGE_TYPES,
  ...SLIDE_IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
];

/** The `accept` attribute of a slide image picker. */
export const SLIDE_IMAGE_ACCEPT = SLIDE_IMAGE_PATTERNS.join(',');

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
};

/** Why a chosen file cannot become a slide (in the upload texts' words), or null when it can. */
export function slideFileProblem(file: { name: string; type: string; size: number }): string | null {
  const extension = extensionOf(file.name);
  const type = file.type.toLowerCase();
  const known = SLIDE_IMAGE_TYPES.includes(type) || (SLIDE_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  if (!known) return `File: ${file.name} with type of ${extension || type || 'unknown'} not accepted!`;
  if (file.size > SLIDE_IMAGE_MAX_BYTES) {
    return `File: ${file.name} is too large. The maximum file size that can be uploaded is ${Math.round(SLIDE_IMAGE_MAX_BYTES / 1048576)} MB.`;
  }
  return null;
}

/** Splits chosen files into those that can become slides and the texts of those that cannot. */
export function checkSlideFiles<T extends { name: string; type: string; size: number }>(
  files: readonly T[],
): { accepted: T[]; problems: string[] } {
  const accepted: T[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const problem = slideFileProblem(file);
    if (problem) problems.push(problem);
    else accepted.push(file);
  }
  return { accepted, problems };
}

/**
 * The name of a slide made from an image: the file name without its extension, as the server names
 * a slide posted without a name ("slide 2.png" → "slide 2").
 */
export function slideNameOf(fileName: string): string {
  const name = fileName.replace(/\.[^./\\]*$/, '').trim();
  return name === '' ? fileName.trim() : name;
}

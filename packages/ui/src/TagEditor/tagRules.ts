import { longTextMessage } from '@reelbase/contract';

export const EMPTY_TAG_MESSAGE = "Can't add an empty item";
export const DUPLICATE_TAG_MESSAGE = "Can't add an item twice";

/** Characters the tags take against the counter: the tags joined by commas, as they are stored. */
export function tagsLength(tags: readonly string[]): number {
  return tags.join(',').length;
}

/** Checks a candidate tag: empty, already present (case-insensitive) or past the counter. */
export function validateTag(candidate: string, tags: readonly string[], counter?: number): string | null {
  const tag = candidate.trim();
  if (tag === '') return EMPTY_TAG_MESSAGE;
  const lower = tag.toLocaleLowerCase();
  if (tags.some((existing) => existing.toLocaleLowerCase() === lower)) return DUPLICATE_TAG_MESSAGE;
  if (counter !== undefined && tagsLength([...tags, tag]) > counter) return longTextMessage(counter);
  return null;
}

/** Adds a trimmed tag, or returns the reason it cannot be added (the list is then unchanged). */
export function addTag(
  tags: readonly string[],
  candidate: string,
  counter?: number,
): { tags: readonly string[]; error: string | null } {
  const error = validateTag(candidate, tags, counter);
  return error ? { tags, error } : { tags: [...tags, candidate.trim()], error: null };
}

/** Removes a tag by value. */
export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}

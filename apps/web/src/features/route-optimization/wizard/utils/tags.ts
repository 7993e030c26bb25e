/** The answer of adding one tag: the new list, or the same list and why nothing was added. */
export interface AddTagResult {
  tags: string[];
  error: 'duplicate' | null;
}

/**
 * The province and city tag inputs (docs/rules/route-optimization.md §2.1, §5): the text is
 * trimmed, an empty text is ignored, and a tag already in the list (same letters, any case) is
 * refused as a duplicate.
 */
export function addTag(tags: readonly string[], text: string): AddTagResult {
  const tag = text.trim();
  if (tag === '') return { tags: [...tags], error: null };
  const lower = tag.toLocaleLowerCase();
  if (tags.some((existing) => existing.toLocaleLowerCase() === lower)) {
    return { tags: [...tags], error: 'duplicate' };
  }
  return { tags: [...tags, tag], error: null };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}

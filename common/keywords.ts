// The content-generation keyword rule of spec section 5: at least 2 keywords, separated by commas
// (or semicolons, or new lines), each at most two words.

export function splitKeywords(value: string): string[] {
  return value
    .split(/[,;\n]/)
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

export function areValidKeywords(keywords: readonly string[]): boolean {
  return keywords.length >= 2 && keywords.every((keyword) => keyword.split(/\s+/).length <= 2);
}
